import { formatPence } from '../../common/money';
import type { RankedSignal } from '../market-signals/signals.service';
import type { ConsultationRequest } from './consultation-input';
import { type Allocation, REVIEW_MONTHS } from './consultation-options';
import type { ConsultationSection } from './consultation-sections';
import { classLabel, type ProductPick } from './product-picks';

/**
 * The report's prose, written from the same numbers the report shows: every
 * figure in a sentence can be found in the sections, the allocation or the
 * signals table.
 */

export interface NarrativeInput {
  request: ConsultationRequest;
  allocation: Allocation;
  picks: readonly ProductPick[];
  sections: readonly ConsultationSection[];
  /** Signals of references whose market price is within the budget (watches only). */
  affordableSignals: readonly RankedSignal[];
  marketAsOf: string | null;
  dataStale: boolean;
  /** What the shopper's preferences named (labels), and the catalogue gender left out for them. */
  wishes?: { wanted: string[]; avoided: string[]; excludedGender: string | null };
}

const GENDER_NOTE: Record<string, string> = { Women: "Women's pieces are left out, as you did not ask for them.", Men: "Men's pieces are left out, as you did not ask for them." };

/** One line saying how the shopper's own words shaped the list; empty when they named nothing. */
function wishesLine(wishes: NarrativeInput['wishes']): string {
  if (!wishes) return '';
  const parts: string[] = [];
  if (wishes.wanted.length) parts.push(`Favouring what you asked for: ${wishes.wanted.join(', ')}.`);
  if (wishes.avoided.length) parts.push(`Leaving out: ${wishes.avoided.join(', ')}.`);
  if (wishes.excludedGender) parts.push(GENDER_NOTE[wishes.excludedGender] ?? '');
  return parts.filter(Boolean).join(' ');
}

const price = (pick: ProductPick) => formatPence(pick.candidate.effectivePricePence);
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
};

export function productRecommendationsText({ request, picks, wishes }: NarrativeInput): string {
  if (!picks.length) {
    return `Nothing in our ${request.interest} collection is in stock within ${request.budget.label} today. Our concierge can source a piece for you.`;
  }
  const lines = picks.map((pick, index) => `${index + 1}. ${pick.candidate.name} — ${price(pick)} (match ${pick.matchScore}/100)`);
  const note = wishesLine(wishes);
  return `Our ${picks.length} best matches for a ${request.style} ${request.interest === 'watches' ? 'collection' : 'wardrobe'} within ${request.budget.label}:\n${lines.join('\n')}${note ? `\n${note}` : ''}`;
}

function watchAnalysis({ request, allocation, affordableSignals, picks }: NarrativeInput): string[] {
  const buys = affordableSignals.filter((s) => s.classification === 'strong-buy' || s.classification === 'accumulate').length;
  const sells = affordableSignals.filter((s) => s.classification === 'avoid' || s.classification === 'trim').length;
  const returns = affordableSignals.map((s) => s.terms.find((t) => t.input === 'return12m')?.value).filter((v): v is number => v != null);
  const medianReturn = medianOf(returns);
  const sentences = [
    `As a ${request.risk} collector with a ${request.style} eye, we suggest ${allocation.core}% of your budget in core holdings, ${allocation.growth}% in growth pieces and ${allocation.speculative}% in speculative ones.`,
  ];
  if (affordableSignals.length) {
    sentences.push(
      `We track ${affordableSignals.length} references trading within ${request.budget.label}: ${buys} rate Strong Buy or Accumulate and ${sells} Trim or Avoid` +
        (medianReturn !== null ? `, with a median 12-month price change of ${medianReturn >= 0 ? '+' : '−'}${Math.abs(medianReturn * 100).toFixed(1)}%.` : '.'),
    );
    const leader = affordableSignals[0]!;
    sentences.push(`${leader.brand} ${leader.model} (${leader.reference}) leads your range with a score of ${leader.score}: ${classLabel(leader.classification)}.`);
  } else {
    sentences.push(`None of the references we track currently trade within ${request.budget.label}, so the recommendations below rest on style and lifestyle alone.`);
  }
  if (picks[0]) sentences.push(`From our own collection, the ${picks[0].candidate.name} at ${price(picks[0])} fits you best.`);
  return sentences;
}

function clothingAnalysis({ request, allocation, picks }: NarrativeInput): string[] {
  const sentences = [
    `For a ${request.style} wardrobe we suggest ${allocation.core}% on timeless foundations, ${allocation.growth}% on seasonal updates and ${allocation.speculative}% on statement pieces, in line with your ${request.risk} appetite.`,
  ];
  if (picks[0]) sentences.push(`The ${picks[0].candidate.name} at ${price(picks[0])} fits your profile best (match ${picks[0].matchScore}/100).`);
  return sentences;
}

export function analysisText(input: NarrativeInput): string {
  const sentences = input.request.interest === 'watches' ? watchAnalysis(input) : clothingAnalysis(input);
  if (input.dataStale) {
    sentences.push(`Market data was last updated on ${input.marketAsOf ?? 'an unknown date'}: treat the signals as indicative until it is refreshed.`);
  }
  return sentences.join(' ');
}

export function followUpPlanText({ request, marketAsOf }: NarrativeInput): string {
  const months = REVIEW_MONTHS[request.risk];
  const cadence = months === 1 ? 'every month' : `every ${months} months`;
  const subject = request.interest === 'watches' ? 'your collection against the latest market signals' : 'your wardrobe against the new season';
  return `We will review ${subject} ${cadence}${marketAsOf ? ` (market data as of ${marketAsOf})` : ''}, rebalancing towards your ${request.risk} allocation when a holding drifts more than 10 points from its target.`;
}

export function nextStepsList({ request, picks, sections }: NarrativeInput): string[] {
  const steps: string[] = [];
  if (picks[0]) steps.push(`Reserve a private viewing of the ${picks[0].candidate.name} at our Mayfair boutique.`);
  if (request.interest === 'watches') {
    const avoid = sections.find((section) => section.title === 'References to Avoid')?.items[0];
    steps.push('Compare the shortlisted references side by side before committing.');
    if (avoid) steps.push(`Hold off on the ${avoid.label} (${avoid.reference}) until its signal improves.`);
  } else {
    steps.push('Book a fitting so our tailors can confirm your sizes.');
  }
  steps.push(`Book your follow-up consultation in ${REVIEW_MONTHS[request.risk] === 1 ? 'one month' : `${REVIEW_MONTHS[request.risk]} months`}.`);
  return steps;
}
