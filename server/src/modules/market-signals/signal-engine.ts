import { dayNumber, median, monthlyPrices, type MonthlyPrices, type Sale } from './price-buckets';
import {
  classify,
  type Classification,
  HISTORY_BUCKETS,
  LIQUIDITY_TERMS,
  MIN_HISTORY_BUCKETS,
  MIN_SALES_LAST_YEAR,
  MOMENTUM_TERMS,
  RISK_TERMS,
  SCORE_WEIGHTS,
  VALUE_TERMS,
} from './signal-rules';

export type SignalComponent = 'momentum' | 'value' | 'liquidity' | 'risk';

/** One input of a sub-score: its measured value, the points it earned (0–100) and its weight. */
export interface SignalTerm {
  component: SignalComponent;
  input: string;
  /** The measurement (a fraction: 0.12 is 12 %, or a count); null when the data cannot give it. */
  value: number | null;
  points: number | null;
  weight: number;
}

/** The prices and counts the terms were measured from. */
export interface SignalFacts {
  asOf: string;
  currentPricePence: number;
  price3mAgoPence: number | null;
  price6mAgoPence: number | null;
  price12mAgoPence: number | null;
  longRunPricePence: number;
  catalogueAskPence: number | null;
  salesLast90Days: number;
  salesLastYear: number;
}

export interface Signal {
  score: number;
  momentumScore: number;
  valueScore: number;
  liquidityScore: number;
  riskScore: number;
  classification: Classification;
  facts: SignalFacts;
  terms: SignalTerm[];
}

export interface SignalInput {
  sales: readonly Sale[];
  /** The date the signal describes (the newest sale in the whole market data). */
  asOf: string;
  /** Median asking price of this reference in our catalogue, when we list it. */
  catalogueAskPence: number | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const clamp = (value: number) => Math.min(100, Math.max(0, value));
/** Measurements are rounded first and points computed from the rounded value, so the API's numbers recompute exactly. */
const measure = (value: number | null) => (value === null || !Number.isFinite(value) ? null : round(value, 4));
const points = (value: number | null, toPoints: (v: number) => number) => (value === null ? null : round(clamp(toPoints(value)), 2));

/** Weighted mean of the available terms' points (missing terms drop out and the weights renormalise), rounded. */
function subScore(terms: SignalTerm[]): number | null {
  const present = terms.filter((term) => term.points !== null);
  const totalWeight = present.reduce((sum, term) => sum + term.weight, 0);
  if (!totalWeight) return null;
  return Math.round(present.reduce((sum, term) => sum + term.weight * term.points!, 0) / totalWeight);
}

function momentumTerms(prices: MonthlyPrices): SignalTerm[] {
  const now = prices.price[0]!;
  return MOMENTUM_TERMS.map(({ input, months, cap, weight }) => {
    const then = prices.price[months] ?? null;
    const value = measure(then === null ? null : now / then - 1);
    return { component: 'momentum', input, value, points: points(value, (r) => 50 + (50 * r) / cap), weight };
  });
}

function valueTerms(now: number, longRun: number, catalogueAsk: number | null): SignalTerm[] {
  const vsLongRun = measure((longRun - now) / longRun);
  const vsCatalogue = measure(catalogueAsk === null ? null : (now - catalogueAsk) / now);
  return [
    { component: 'value', input: 'vsLongRun', value: vsLongRun, points: points(vsLongRun, (d) => 50 + (50 * d) / VALUE_TERMS.vsLongRun.cap), weight: VALUE_TERMS.vsLongRun.weight },
    { component: 'value', input: 'vsCatalogue', value: vsCatalogue, points: points(vsCatalogue, (d) => 50 + (50 * d) / VALUE_TERMS.vsCatalogue.cap), weight: VALUE_TERMS.vsCatalogue.weight },
  ];
}

function liquidityTerms(sales: readonly Sale[], asOfDay: number): SignalTerm[] {
  const { salesLast90Days: frequency, medianSpread: spreadRule } = LIQUIDITY_TERMS;
  const within = (days: number) => sales.filter((sale) => asOfDay - dayNumber(sale.soldOn) < days && dayNumber(sale.soldOn) <= asOfDay);
  const count = within(frequency.windowDays).length;
  const spreads = within(spreadRule.windowDays)
    .filter((sale) => sale.askPence !== null && sale.askPence > 0)
    .map((sale) => (sale.askPence! - sale.pricePence) / sale.askPence!);
  const spread = measure(median(spreads));
  return [
    { component: 'liquidity', input: 'salesLast90Days', value: count, points: points(count, (n) => (100 * Math.log1p(n)) / Math.log1p(frequency.fullScoreSales)), weight: frequency.weight },
    { component: 'liquidity', input: 'medianSpread', value: spread, points: points(spread, (s) => 100 * (1 - s / spreadRule.cap)), weight: spreadRule.weight },
  ];
}

function annualisedVolatility(prices: MonthlyPrices): number | null {
  const returns: number[] = [];
  for (let k = 0; k < RISK_TERMS.annualisedVolatility.months; k += 1) {
    const newer = prices.price[k];
    const older = prices.price[k + 1];
    if (newer != null && older != null) returns.push(Math.log(newer / older));
  }
  if (returns.length < RISK_TERMS.annualisedVolatility.minReturns) return null;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(12);
}

function maxDrawdown(prices: MonthlyPrices): number {
  let peak = 0;
  let worst = 0;
  for (let k = HISTORY_BUCKETS - 1; k >= 0; k -= 1) {
    const price = prices.price[k];
    if (price == null) continue;
    peak = Math.max(peak, price);
    worst = Math.max(worst, (peak - price) / peak);
  }
  return worst;
}

function riskTerms(prices: MonthlyPrices): SignalTerm[] {
  const { annualisedVolatility: volRule, maxDrawdown: drawdownRule } = RISK_TERMS;
  const volatility = measure(annualisedVolatility(prices));
  const drawdown = measure(maxDrawdown(prices));
  return [
    { component: 'risk', input: 'annualisedVolatility', value: volatility, points: points(volatility, (v) => (100 * v) / volRule.cap), weight: volRule.weight },
    { component: 'risk', input: 'maxDrawdown', value: drawdown, points: points(drawdown, (d) => (100 * d) / drawdownRule.cap), weight: drawdownRule.weight },
  ];
}

/** Whether a reference has enough data for a signal (methodology: "Enough data"). */
function hasEnoughData(prices: MonthlyPrices): boolean {
  const lastYear = prices.count.slice(0, 12).reduce((sum, n) => sum + n, 0);
  const hasOldSale = prices.count.slice(MIN_HISTORY_BUCKETS).some((n) => n > 0);
  return lastYear >= MIN_SALES_LAST_YEAR && hasOldSale && prices.price[0] !== null;
}

/**
 * The signal of one reference from its sales: four sub-scores 0–100, the
 * overall score and its class, with every term and fact it came from. Null
 * when the data is too thin to say anything. Pure and deterministic.
 */
export function computeSignal({ sales, asOf, catalogueAskPence }: SignalInput): Signal | null {
  const asOfDay = dayNumber(asOf);
  const prices = monthlyPrices(sales, asOfDay);
  if (!hasEnoughData(prices)) return null;
  const now = prices.price[0]!;
  const longRun = median(prices.median.filter((m): m is number => m !== null))!;

  const byComponent = {
    momentum: momentumTerms(prices),
    value: valueTerms(now, longRun, catalogueAskPence),
    liquidity: liquidityTerms(sales, asOfDay),
    risk: riskTerms(prices),
  };
  const momentumScore = subScore(byComponent.momentum)!;
  const valueScore = subScore(byComponent.value)!;
  const liquidityScore = subScore(byComponent.liquidity)!;
  const riskScore = subScore(byComponent.risk)!;
  const score = Math.round(
    SCORE_WEIGHTS.momentum * momentumScore +
      SCORE_WEIGHTS.value * valueScore +
      SCORE_WEIGHTS.liquidity * liquidityScore +
      SCORE_WEIGHTS.safety * (100 - riskScore),
  );
  const priceAgo = (months: number) => (prices.price[months] == null ? null : Math.round(prices.price[months]!));

  return {
    score,
    momentumScore,
    valueScore,
    liquidityScore,
    riskScore,
    classification: classify(score),
    facts: {
      asOf,
      currentPricePence: Math.round(now),
      price3mAgoPence: priceAgo(3),
      price6mAgoPence: priceAgo(6),
      price12mAgoPence: priceAgo(12),
      longRunPricePence: Math.round(longRun),
      catalogueAskPence,
      salesLast90Days: byComponent.liquidity[0]!.value!,
      salesLastYear: prices.count.slice(0, 12).reduce((sum, n) => sum + n, 0),
    },
    terms: [...byComponent.momentum, ...byComponent.value, ...byComponent.liquidity, ...byComponent.risk],
  };
}
