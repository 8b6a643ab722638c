import { formatPence } from '../../common/money';
import type { RankedSignal } from '../market-signals/signals.service';
import type { BudgetOption } from './consultation-options';
import type { ProductPick } from './product-picks';

/** One line of a report section (§3 "Item"). */
export interface ConsultationItem {
  label: string;
  reference: string;
  score: number;
  classification: string;
  note: string;
}

export interface ConsultationSection {
  title: string;
  items: ConsultationItem[];
}

export const WATCH_SECTION_TITLES = {
  core: 'Core Holdings',
  growth: 'Growth Opportunities',
  value: 'Value Opportunities',
  avoid: 'References to Avoid',
} as const;

export const CLOTHING_SECTION_TITLES = {
  foundations: 'Wardrobe Foundations',
  seasonal: 'Seasonal Updates',
  statement: 'Statement Pieces',
} as const;

const SECTION_SIZE = { core: 4, other: 3 } as const;

const percent = (fraction: number | null | undefined, signed = true) => {
  if (fraction == null) return 'n/a';
  const value = (fraction * 100).toFixed(1);
  return signed && fraction > 0 ? `+${value}%` : fraction < 0 ? `−${value.slice(1)}%` : `${value}%`;
};

const termValue = (signal: RankedSignal, input: string) => signal.terms.find((term) => term.input === input)?.value ?? null;

/** A short, factual note from the numbers behind a signal; `focus` picks the facts that explain the section. */
export function signalNote(signal: RankedSignal, focus: keyof typeof WATCH_SECTION_TITLES): string {
  const { facts } = signal;
  const parts: string[] = [];
  const vsLongRun = termValue(signal, 'vsLongRun');
  if (focus === 'growth' || focus === 'avoid') {
    parts.push(`12-month ${percent(termValue(signal, 'return12m'))}, 3-month ${percent(termValue(signal, 'return3m'))}`);
  }
  if (focus === 'value' && vsLongRun !== null) {
    parts.push(`${percent(Math.abs(vsLongRun), false)} ${vsLongRun >= 0 ? 'below' : 'above'} its 2-year level`);
  }
  if (focus === 'core') parts.push(`volatility ${percent(termValue(signal, 'annualisedVolatility'), false)} a year`);
  if (focus === 'avoid') parts.push(`${percent(termValue(signal, 'maxDrawdown'), false)} off its peak`);
  parts.push(`${facts.salesLast90Days} sales in 90 days`);
  parts.push(
    facts.catalogueAskPence !== null && focus !== 'avoid'
      ? `our price ${formatPence(facts.catalogueAskPence)} vs market ${formatPence(facts.currentPricePence)}`
      : `market ${formatPence(facts.currentPricePence)}`,
  );
  return parts.join(' · ');
}

const inBudget = (budget: BudgetOption) => (signal: RankedSignal) =>
  signal.facts.currentPricePence >= budget.minPence && (budget.maxPence === null || signal.facts.currentPricePence <= budget.maxPence);

function watchItem(signal: RankedSignal, focus: keyof typeof WATCH_SECTION_TITLES): ConsultationItem {
  return {
    label: `${signal.brand} ${signal.model}`,
    reference: signal.reference,
    score: signal.score,
    classification: signal.classification,
    note: signalNote(signal, focus),
  };
}

/**
 * Watch sections from the market signals of references whose market price is
 * within the budget: core (buy-rated, calm, liquid), growth (strongest
 * momentum), value (cheapest against their history and our prices) and the
 * ones to avoid. A reference appears in one section at most; empty sections
 * are left out.
 */
export function watchSections(signals: readonly RankedSignal[], budget: BudgetOption): ConsultationSection[] {
  const affordable = signals.filter(inBudget(budget));
  const used = new Set<string>();
  const take = (focus: keyof typeof WATCH_SECTION_TITLES, eligible: (s: RankedSignal) => boolean, order: (a: RankedSignal, b: RankedSignal) => number, size: number) => {
    const key = (s: RankedSignal) => `${s.brand}|${s.reference}`;
    const chosen = affordable.filter((s) => !used.has(key(s)) && eligible(s)).sort(order).slice(0, size);
    for (const s of chosen) used.add(key(s));
    return { title: WATCH_SECTION_TITLES[focus], items: chosen.map((s) => watchItem(s, focus)) };
  };
  const byRank = (a: RankedSignal, b: RankedSignal) => a.rank - b.rank;
  const avoidRated = (s: RankedSignal) => s.classification === 'avoid' || s.classification === 'trim';
  const sections = [
    take('core', (s) => ['strong-buy', 'accumulate'].includes(s.classification) && s.riskScore <= 45 && s.liquidityScore >= 40, byRank, SECTION_SIZE.core),
    take('growth', (s) => s.momentumScore >= 65 && !avoidRated(s), (a, b) => b.momentumScore - a.momentumScore || byRank(a, b), SECTION_SIZE.other),
    take('value', (s) => s.valueScore >= 60 && !avoidRated(s), (a, b) => b.valueScore - a.valueScore || byRank(a, b), SECTION_SIZE.other),
    take('avoid', avoidRated, (a, b) => b.rank - a.rank, SECTION_SIZE.other),
  ];
  return sections.filter((section) => section.items.length > 0);
}

/**
 * For clothing the class says how well a piece fits the profile (methodology: "Clothing sections"), in words of
 * fit: a market signal's words (Strong Buy, Accumulate, Hold) belong to watches, which have a market (issue 37).
 */
export function fitClassification(matchScore: number): string {
  if (matchScore >= 80) return 'excellent-fit';
  if (matchScore >= 65) return 'good-fit';
  return 'fair-fit';
}

function clothingItem(pick: ProductPick): ConsultationItem {
  return {
    label: pick.candidate.name,
    reference: pick.candidate.sku,
    score: pick.matchScore,
    classification: fitClassification(pick.matchScore),
    note: pick.reasons.join(' · '),
  };
}

const FOUNDATION_STYLES = ['Formal', 'Business', 'Outerwear'];
const STATEMENT_STYLES = ['Evening', 'Formal'];

/** Clothing sections from the ranked in-budget pieces: foundations, seasonal updates and statement pieces. */
export function clothingSections(ranked: readonly ProductPick[]): ConsultationSection[] {
  const used = new Set<number>();
  const take = (title: string, eligible: (pick: ProductPick) => boolean, size: number) => {
    const chosen = ranked.filter((pick) => !used.has(pick.candidate.id) && eligible(pick)).slice(0, size);
    for (const pick of chosen) used.add(pick.candidate.id);
    return { title, items: chosen.map(clothingItem) };
  };
  const sections = [
    take(CLOTHING_SECTION_TITLES.foundations, (p) => FOUNDATION_STYLES.includes(p.candidate.style ?? ''), SECTION_SIZE.core),
    take(CLOTHING_SECTION_TITLES.seasonal, (p) => p.candidate.tags.includes('New Arrivals') || p.candidate.season !== 'All-Season', SECTION_SIZE.other),
    take(
      CLOTHING_SECTION_TITLES.statement,
      (p) => STATEMENT_STYLES.includes(p.candidate.style ?? '') || p.candidate.tags.includes('Luxury') || p.candidate.tags.includes('Designer'),
      SECTION_SIZE.other,
    ),
  ];
  return sections.filter((section) => section.items.length > 0);
}
