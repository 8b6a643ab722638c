import { REVIEW_TEXT, reviewLength } from '@aurum/rules/marketplace/review-rules';

// The review form's words around the shared rules; reviewErrors (@aurum/rules) judges the form, as the server does.

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
