import { createHash } from 'node:crypto';

/**
 * Every constant of the market signals methodology (docs/market-signals.md).
 * Change a number here and the document together: the document quotes them.
 */

/** Sales are grouped into 30-day "months" counted back from the as-of date. */
export const BUCKET_DAYS = 30;
/** The history the engine looks at: 24 months. Older sales are ignored. */
export const HISTORY_BUCKETS = 24;

/** A reference needs this much data to get a signal at all. */
export const MIN_SALES_LAST_YEAR = 6;
/** …and at least one sale this many months back (so 3- and 6-month returns exist). */
export const MIN_HISTORY_BUCKETS = 6;

/** Momentum: return over h months scores 50 + 50 × return / cap, clamped to 0–100. */
export const MOMENTUM_TERMS = [
  { input: 'return3m', months: 3, cap: 0.12, weight: 0.3 },
  { input: 'return6m', months: 6, cap: 0.2, weight: 0.3 },
  { input: 'return12m', months: 12, cap: 0.35, weight: 0.4 },
] as const;

/** Value: a discount scores 50 + 50 × discount / cap, clamped. */
export const VALUE_TERMS = {
  /** (long-run level − current price) / long-run level; long-run = median of the monthly medians. */
  vsLongRun: { cap: 0.25, weight: 0.6 },
  /** (current price − our asking price) / current price: our catalogue asks less than the market. */
  vsCatalogue: { cap: 0.2, weight: 0.4 },
} as const;

/** Liquidity: how often it trades and how far asks sit above the prices paid. */
export const LIQUIDITY_TERMS = {
  /** 100 × ln(1 + sales in 90 days) / ln(1 + 90): one sale a day scores 100. */
  salesLast90Days: { windowDays: 90, fullScoreSales: 90, weight: 0.6 },
  /** 100 × (1 − median spread / cap): no spread scores 100, 15 % or more scores 0. */
  medianSpread: { windowDays: 180, cap: 0.15, weight: 0.4 },
} as const;

/** Risk (higher is riskier): 100 × measure / cap, clamped. */
export const RISK_TERMS = {
  /** Standard deviation of monthly log returns over 12 months, × √12. */
  annualisedVolatility: { months: 12, minReturns: 4, cap: 0.4, weight: 0.6 },
  /** Largest fall from a running peak of the monthly prices over 24 months. */
  maxDrawdown: { cap: 0.4, weight: 0.4 },
} as const;

/** The overall score: a weighted sum of the four rounded sub-scores (risk counts as 100 − risk). */
export const SCORE_WEIGHTS = { momentum: 0.45, value: 0.2, liquidity: 0.15, safety: 0.2 } as const;

export const CLASSIFICATIONS = ['strong-buy', 'accumulate', 'hold', 'trim', 'avoid'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** Lowest score of each class, best first; anything below the last is 'avoid'. */
export const CLASS_THRESHOLDS: readonly (readonly [Classification, number])[] = [
  ['strong-buy', 72],
  ['accumulate', 60],
  ['hold', 45],
  ['trim', 36],
];

export function classify(score: number): Classification {
  for (const [classification, lowest] of CLASS_THRESHOLDS) if (score >= lowest) return classification;
  return 'avoid';
}

/** Market data older than this many days makes a consultation report "Stale Data". */
export const STALE_AFTER_DAYS = 14;

/** Raise when the engine's code changes what it computes; changes to the constants above are caught by the fingerprint. */
const ENGINE_REVISION = 1;

/**
 * Part of every cached signal's data version, so new rules deployed to the
 * servers recompute the cache even when no price changed.
 */
export const METHODOLOGY_VERSION = `m${ENGINE_REVISION}.${createHash('sha256')
  .update(JSON.stringify([BUCKET_DAYS, HISTORY_BUCKETS, MIN_SALES_LAST_YEAR, MIN_HISTORY_BUCKETS, MOMENTUM_TERMS, VALUE_TERMS, LIQUIDITY_TERMS, RISK_TERMS, SCORE_WEIGHTS, CLASS_THRESHOLDS]))
  .digest('hex')
  .slice(0, 8)}`;
