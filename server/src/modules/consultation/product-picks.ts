import type { RankedSignal } from '../market-signals/signals.service';
import type { ConsultationRequest } from './consultation-input';
import { MAX_PER_BRAND, MIN_IN_RANGE_PRODUCTS, PRODUCT_RECOMMENDATION_COUNT, type RiskAppetite, type Style } from './consultation-options';
import { type PreferenceTerm, preferenceMatch } from './preference-terms';
import { lifestyleMatch, lifestyleThemes, type MatchCandidate, styleMatch } from './style-match';

/** Weights of the match score (methodology: "Product matching"). */
export const MATCH_WEIGHTS = {
  watches: { style: 0.55, lifestyle: 0.25, market: 0.2 },
  clothing: { style: 0.7, lifestyle: 0.3, market: 0 },
} as const;

/** When the shopper named brands, materials or styles, their words weigh as much as everything else together. */
export const PREFERENCE_WEIGHT = 0.5;
/** A house the shopper named may fill more places than the usual two. */
export const MAX_PER_NAMED_BRAND = 4;

/** A reference we have no signal for is a small unknown: slightly below neutral. */
const UNKNOWN_MARKET_FIT = 0.4;

export interface ProductPick {
  candidate: MatchCandidate;
  /** 0–100. */
  matchScore: number;
  reasons: string[];
  /** False for the closest pieces below the range, used only when the range has too few. */
  inBudget: boolean;
  signal: RankedSignal | null;
}

export const signalKey = (brand: string, reference: string | null) => `${brand.toLowerCase()}|${(reference ?? '').toUpperCase()}`;

/** How well a reference's market signal suits the risk appetite (0–1). */
export function marketFit(signal: RankedSignal | null, risk: RiskAppetite): number {
  if (!signal) return UNKNOWN_MARKET_FIT;
  if (risk === 'conservative') return (100 - signal.riskScore + signal.liquidityScore) / 200;
  if (risk === 'aggressive') return (signal.momentumScore + signal.valueScore) / 200;
  return signal.score / 100;
}

const CLASS_LABELS: Record<string, string> = { 'strong-buy': 'Strong Buy', accumulate: 'Accumulate', hold: 'Hold', trim: 'Trim', avoid: 'Avoid' };
export const classLabel = (classification: string) => CLASS_LABELS[classification] ?? 'Hold';

const styleName = (style: Style) => style.charAt(0).toUpperCase() + style.slice(1);

function scorePick(
  candidate: MatchCandidate,
  request: ConsultationRequest,
  signals: ReadonlyMap<string, RankedSignal>,
  inBudget: boolean,
  wanted: readonly PreferenceTerm[],
): ProductPick {
  const themes = lifestyleThemes(request.lifestyle);
  const style = styleMatch(candidate, request.style);
  const lifestyle = lifestyleMatch(candidate, themes);
  const signal = candidate.category === 'watches' ? (signals.get(signalKey(candidate.brand, candidate.reference)) ?? null) : null;
  const weights = MATCH_WEIGHTS[candidate.category];
  const market = candidate.category === 'watches' ? marketFit(signal, request.risk) : 0;
  const base = weights.style * style.fit + weights.lifestyle * lifestyle.fit + weights.market * market;
  const preference = preferenceMatch(candidate, wanted);
  const fit = wanted.length ? (1 - PREFERENCE_WEIGHT) * base + PREFERENCE_WEIGHT * preference.fit : base;
  const matchScore = Math.round(100 * fit);

  const reasons: string[] = [];
  if (preference.matched.length) reasons.push(`You asked for ${preference.matched.join(', ')}`);
  if (style.reasons.length) reasons.push(`${styleName(request.style)} style: ${style.reasons.slice(0, 2).join(', ')}`);
  if (lifestyle.reasons.length) reasons.push(`Your lifestyle: ${lifestyle.reasons.join(', ')}`);
  if (signal) reasons.push(`Market signal: ${classLabel(signal.classification)} (score ${signal.score})`);
  reasons.push(inBudget ? `Within ${request.budget.label}` : `Below ${request.budget.label}: the closest fit we have`);
  return { candidate, matchScore, reasons, inBudget, signal };
}

const byMatch = (a: ProductPick, b: ProductPick) =>
  b.matchScore - a.matchScore || b.candidate.viewCount - a.candidate.viewCount || a.candidate.id - b.candidate.id;

/** Candidates scored and sorted, best match first (ties: more viewed, then lower id). */
export function scoreCandidates(
  candidates: readonly MatchCandidate[],
  request: ConsultationRequest,
  signals: ReadonlyMap<string, RankedSignal>,
  inBudget: boolean,
  wanted: readonly PreferenceTerm[] = [],
): ProductPick[] {
  return candidates.map((candidate) => scorePick(candidate, request, signals, inBudget, wanted)).sort(byMatch);
}

/**
 * The products to recommend: the best matches within the budget range (never
 * above it), at most two per brand so the list is a real choice (four for a
 * house the shopper named); when the range holds fewer than three, the
 * closest pieces below it fill up.
 */
export function pickProducts(ranked: readonly ProductPick[], fillers: readonly ProductPick[], namedBrands: ReadonlySet<string> = new Set()): ProductPick[] {
  const picks: ProductPick[] = [];
  const perBrand = new Map<string, number>();
  for (const pick of ranked.length < MIN_IN_RANGE_PRODUCTS ? [...ranked, ...fillers] : ranked) {
    if (picks.length === PRODUCT_RECOMMENDATION_COUNT) break;
    const count = perBrand.get(pick.candidate.brand) ?? 0;
    if (count >= (namedBrands.has(pick.candidate.brand) ? MAX_PER_NAMED_BRAND : MAX_PER_BRAND)) continue;
    perBrand.set(pick.candidate.brand, count + 1);
    picks.push(pick);
  }
  return picks;
}
