/** The style consultation's choices and constants (accounts-support-info.md §2, §5, §9). */

export interface Choice<T extends string = string> {
  value: T;
  label: string;
  hint?: string;
}

export const INTEREST_CHOICES: readonly Choice<'watches' | 'clothing'>[] = [
  { value: 'watches', label: 'Watches', hint: 'Fine timepieces, new and pre-owned, with market signals' },
  { value: 'clothing', label: 'Clothing', hint: 'Designer tailoring, outerwear and accessories' },
];

export const AGE_CHOICES: readonly Choice[] = ['18-25', '26-35', '36-45', '46-55', '56+'].map((value) => ({ value, label: value }));

export const GENDER_CHOICES: readonly Choice[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

export const STYLE_CHOICES: readonly Choice[] = [
  { value: 'classic', label: 'Classic', hint: 'Timeless, understated elegance' },
  { value: 'modern', label: 'Modern', hint: 'Contemporary lines and materials' },
  { value: 'luxury', label: 'Luxury', hint: 'Precious metals and grand gestures' },
  { value: 'sporty', label: 'Sporty', hint: 'Built for an active life' },
  { value: 'vintage', label: 'Vintage', hint: 'Character with a past' },
  { value: 'minimalist', label: 'Minimalist', hint: 'Nothing that is not needed' },
];

export const OCCASION_CHOICES: readonly string[] = [
  'Business/Professional',
  'Formal Events/Galas',
  'Casual Luxury',
  'Travel',
  'Weekend/Leisure',
  'Special Occasions',
  'Date Nights',
  'Social Events',
];

export const RISK_CHOICES: readonly Choice<'conservative' | 'balanced' | 'aggressive'>[] = [
  { value: 'conservative', label: 'Conservative', hint: 'Established pieces that hold their value' },
  { value: 'balanced', label: 'Balanced', hint: 'A measured mix of icons and rising stars' },
  { value: 'aggressive', label: 'Aggressive', hint: 'Room for bold, speculative pieces' },
];
export const DEFAULT_RISK = 'balanced';

/** §9 budget options; `value` is what the server is sent. */
export const BUDGET_CHOICES: readonly Choice[] = [
  { value: '1000-5000', label: '£1,000-£5,000' },
  { value: '5000-15000', label: '£5,000-£15,000' },
  { value: '15000-50000', label: '£15,000-£50,000' },
  { value: '50000-100000', label: '£50,000-£100,000' },
  { value: '100000+', label: '£100,000+' },
];

export const TOTAL_STEPS = 5;
/** Progress percent by step (§9). */
export const STEP_PROGRESS = [0, 20, 45, 70, 100] as const;
export const MIN_TEXT_LENGTH = 10;

/** §5 messages; lifestyle mirrors preferences ("a similar message"). */
export const MESSAGES = {
  interest: 'Select an interest focus',
  age: 'Age is required',
  gender: 'Gender is required',
  style: 'Personal style is required',
  occasions: 'Select at least one occasion',
  budget: 'Budget range is required',
  preferences: `Please describe your preferences (minimum ${MIN_TEXT_LENGTH} characters)`,
  lifestyle: `Please describe your lifestyle (minimum ${MIN_TEXT_LENGTH} characters)`,
} as const;

/** §8: the consultation failure texts. */
export const FAILURE = {
  title: 'Unable to generate recommendations',
  generic: 'Failed to generate recommendations',
  network: 'Network error',
  missing: 'No consultation data returned from server.',
  fallback: 'An unexpected error occurred',
} as const;
