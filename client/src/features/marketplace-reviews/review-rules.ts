/** The review form's rules, word for word the server's (server/src/modules/marketplace/reviews/review-rules.ts). */
export const REVIEW_TEXT = { min: 10, max: 1000 } as const;

export const REVIEW_FORM_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars.',
  textShort: 'Your review must be at least 10 characters.',
  textLong: 'Your review must be at most 1,000 characters.',
} as const;

export interface ReviewValues {
  rating?: number;
  text?: string;
}

/** Characters as the server counts them (code points, after trimming), so an emoji counts once. */
export const reviewLength = (text: string | undefined) => [...(text ?? '').trim()].length;

export function validateReview(values: ReviewValues): Partial<Record<keyof ReviewValues, string>> {
  const errors: Partial<Record<keyof ReviewValues, string>> = {};
  if (!values.rating || !Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5) errors.rating = REVIEW_FORM_MESSAGES.rating;
  const length = reviewLength(values.text);
  if (length < REVIEW_TEXT.min) errors.text = REVIEW_FORM_MESSAGES.textShort;
  else if (length > REVIEW_TEXT.max) errors.text = REVIEW_FORM_MESSAGES.textLong;
  return errors;
}

/** "12 / 1,000 characters", or how many more are needed while under the minimum. */
export function counterText(text: string | undefined): string {
  const length = reviewLength(text);
  if (length > 0 && length < REVIEW_TEXT.min) return `${length} / 1,000 characters (at least ${REVIEW_TEXT.min})`;
  return `${length.toLocaleString('en-GB')} / 1,000 characters`;
}

export const STAR_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** "1 star: Poor" … "5 stars: Excellent": each radio's accessible name. */
export const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}: ${STAR_LABELS[stars - 1]}`;

/** "4.5 out of 5 stars": what a screen reader hears for a stars display. */
export const starsText = (rating: number) => `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;

export const REVIEW_STATUS_TEXT = {
  PENDING: 'Thank you. Your review is awaiting moderation; it will appear on the seller’s page once approved.',
  PUBLISHED: 'Your review is published on the seller’s page.',
  HIDDEN: 'Our moderators decided not to publish your review.',
} as const;
