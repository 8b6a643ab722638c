import { REVIEW_MESSAGES, reviewErrors, textLength } from '../marketplace/review-rules';

/**
 * A customer's review of a piece they bought (issue 37 item 2): the same
 * stars (1–5) and text rules and messages as a review of a marketplace seller,
 * plus a short title. Only published reviews count, show and make the rating.
 */
export const PRODUCT_REVIEW_TITLE = { min: 3, max: 120 } as const;

export const PRODUCT_REVIEW_MESSAGES = {
  correctErrors: REVIEW_MESSAGES.correctErrors,
  rating: REVIEW_MESSAGES.rating,
  textShort: REVIEW_MESSAGES.textShort,
  textLong: REVIEW_MESSAGES.textLong,
  titleShort: 'Please give your review a title (at least 3 characters).',
  titleLong: 'Your title must be at most 120 characters.',
  productNotFound: 'Product not found.',
  signIn: 'Please sign in to review this piece.',
  notBought: 'Only customers who bought this piece can review it.',
  notDispatched: 'You can review this piece once your order has been dispatched.',
  alreadyReviewed: 'You have already reviewed this piece.',
  notFound: 'Review not found.',
  hideReason: REVIEW_MESSAGES.hideReason,
  reasonLength: REVIEW_MESSAGES.reasonLength,
  ownReview: 'You cannot moderate a review you wrote.',
} as const;

export interface ProductReviewValues {
  rating?: number;
  title?: string;
  text?: string;
}

/** Each wrong field with its message: stars 1–5, a title of 3–120 characters, a text of 10–1,000 (trimmed, in code points). */
export function productReviewErrors(values: ProductReviewValues): Partial<Record<keyof ProductReviewValues, string>> {
  const errors: Partial<Record<keyof ProductReviewValues, string>> = reviewErrors(values);
  const title = textLength((values.title ?? '').trim());
  const ordered: Partial<Record<keyof ProductReviewValues, string>> = {};
  if (errors.rating) ordered.rating = errors.rating;
  if (title < PRODUCT_REVIEW_TITLE.min) ordered.title = PRODUCT_REVIEW_MESSAGES.titleShort;
  else if (title > PRODUCT_REVIEW_TITLE.max) ordered.title = PRODUCT_REVIEW_MESSAGES.titleLong;
  if (errors.text) ordered.text = errors.text;
  return ordered;
}

/** Published reviews the product page shows at first and adds with each "Show more reviews". */
export const PRODUCT_REVIEWS_PAGE = { default: 5, max: 50 } as const;

/** "4.7 ★ (12 reviews)": the average to one decimal place and the count; null without reviews (no stars shown). */
export function ratingSummary(averageRating: number | null | undefined, reviewCount: number): string | null {
  if (averageRating == null || reviewCount < 1) return null;
  return `${averageRating.toFixed(1)} ★ (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`;
}

/** What a screen reader hears for the summary: "Rated 4.7 out of 5 from 12 reviews". */
export function ratingSummaryLabel(averageRating: number, reviewCount: number): string {
  return `Rated ${averageRating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
}
