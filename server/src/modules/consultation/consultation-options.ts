/**
 * The style consultation's vocabulary and constants (accounts-support-info.md
 * §2, §3, §5, §9) and the allocation each risk appetite gets.
 */

export const INTERESTS = ['watches', 'clothing'] as const;
export type Interest = (typeof INTERESTS)[number];

export const STYLES = ['classic', 'modern', 'luxury', 'sporty', 'vintage', 'minimalist'] as const;
export type Style = (typeof STYLES)[number];

export const RISK_APPETITES = ['conservative', 'balanced', 'aggressive'] as const;
export type RiskAppetite = (typeof RISK_APPETITES)[number];
export const DEFAULT_RISK: RiskAppetite = 'balanced';

export interface BudgetOption {
  /** What the client sends (the label is accepted too). */
  value: string;
  /** The spec's text (§9). */
  label: string;
  minPence: number;
  /** null: no upper limit. */
  maxPence: number | null;
}

export const BUDGET_OPTIONS: readonly BudgetOption[] = [
  { value: '1000-5000', label: '£1,000-£5,000', minPence: 100_000, maxPence: 500_000 },
  { value: '5000-15000', label: '£5,000-£15,000', minPence: 500_000, maxPence: 1_500_000 },
  { value: '15000-50000', label: '£15,000-£50,000', minPence: 1_500_000, maxPence: 5_000_000 },
  { value: '50000-100000', label: '£50,000-£100,000', minPence: 5_000_000, maxPence: 10_000_000 },
  { value: '100000+', label: '£100,000+', minPence: 10_000_000, maxPence: null },
];

/** Minimum length of the free-text answers (§5, §9) and a sane maximum. */
export const MIN_TEXT_LENGTH = 10;
export const MAX_TEXT_LENGTH = 1000;

/** The spec's validation texts (§5); the lifestyle one mirrors the preferences one ("a similar message"). */
export const CONSULTATION_MESSAGES = {
  interest: 'Select an interest focus',
  budget: 'Budget range is required',
  style: 'Personal style is required',
  lifestyle: `Please describe your lifestyle (minimum ${MIN_TEXT_LENGTH} characters)`,
  lifestyleTooLong: `Please keep your lifestyle description under ${MAX_TEXT_LENGTH.toLocaleString('en-GB')} characters`,
  risk: 'Risk appetite must be conservative, balanced or aggressive',
  body: 'Invalid request body: expected a JSON object',
} as const;

export interface Allocation {
  core: number;
  growth: number;
  speculative: number;
}

/** Percentages of the plan by risk appetite (methodology: "Allocation"). Each row sums to 100. */
export const ALLOCATIONS: Record<RiskAppetite, Allocation> = {
  conservative: { core: 70, growth: 20, speculative: 10 },
  balanced: { core: 50, growth: 35, speculative: 15 },
  aggressive: { core: 30, growth: 40, speculative: 30 },
};

/** How often the follow-up plan reviews the collection, by risk appetite. */
export const REVIEW_MONTHS: Record<RiskAppetite, number> = { conservative: 6, balanced: 3, aggressive: 1 };

export const PRODUCT_RECOMMENDATION_COUNT = 6;
/** Fewer in-range products than this and the closest ones below the range fill up the list. */
export const MIN_IN_RANGE_PRODUCTS = 3;
export const MAX_PER_BRAND = 2;
