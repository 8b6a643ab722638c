export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_TEXT = { min: 10, max: 1000 } as const;
export const REVIEW_RATING = { min: 1, max: 5 } as const;

/** Words the buyer and staff see; the review form shows the same rating and text messages. */
export const REVIEW_MESSAGES = {
  correctErrors: 'Please correct the errors in your review.',
  rating: 'Please choose a rating from 1 to 5 stars.',
  textShort: 'Your review must be at least 10 characters.',
  textLong: 'Your review must be at most 1,000 characters.',
  orderNotFound: 'Marketplace order not found.',
  notBuyer: 'Only the buyer of this order can review the seller.',
  notCompleted: 'You can review the seller once the order is completed.',
  alreadyReviewed: 'You have already reviewed the seller for this order.',
  notFound: 'Review not found.',
  hideReason: 'Please give a reason for hiding this review (at least 5 characters).',
  reasonLength: 'A note must be 5 to 1,000 characters.',
  ownSales: 'You cannot moderate a review of your own sales or one you wrote.',
} as const;

/** Published reviews a seller's page shows at first and adds with each "More reviews". */
export const SELLER_REVIEWS_PAGE_SIZE = 5;

/** The SellerReviews query's variables for the page starting at `offset` (also what the server inlines with the seller's page). */
export function sellerReviewsVariables(sellerId: string, offset: number): { sellerId: string; offset: number; limit: number } {
  return { sellerId, offset, limit: SELLER_REVIEWS_PAGE_SIZE };
}

/** Orders whose buyer may review the seller: accepted (released) or paid out. */
export const REVIEWABLE_ORDER_STATUSES = ['released', 'paid_out'] as const;

/** Characters as PostgreSQL's char_length counts them (code points), so the service and the constraint agree. */
export const textLength = (text: string) => [...text].length;

export interface ReviewValues {
  rating?: number;
  text?: string;
}

/** The text's length as it is judged: trimmed, in code points (an emoji counts once). */
export const reviewLength = (text: string | undefined) => textLength((text ?? '').trim());

/** Each wrong field with its message: a rating from 1 to 5, a text of 10 to 1,000 characters. */
export function reviewErrors(values: ReviewValues): Partial<Record<keyof ReviewValues, string>> {
  const errors: Partial<Record<keyof ReviewValues, string>> = {};
  const { rating } = values;
  if (rating === undefined || !Number.isInteger(rating) || rating < REVIEW_RATING.min || rating > REVIEW_RATING.max) errors.rating = REVIEW_MESSAGES.rating;
  const length = reviewLength(values.text);
  if (length < REVIEW_TEXT.min) errors.text = REVIEW_MESSAGES.textShort;
  else if (length > REVIEW_TEXT.max) errors.text = REVIEW_MESSAGES.textLong;
  return errors;
}

export type ReviewDecision = 'publish' | 'hide';

/**
 * Staff's moves: a pending review is published or hidden; a published one can
 * be hidden later (a complaint), a hidden one published again (a mistake).
 * Hiding needs a reason (the buyer is told it); publishing needs none, though a
 * note may be given and is kept in the log (e.g. why a hidden review came back).
 */
export const REVIEW_MOVES: Record<ReviewDecision, { from: readonly ReviewStatus[]; to: ReviewStatus }> = {
  publish: { from: ['pending', 'hidden'], to: 'published' },
  hide: { from: ['pending', 'published'], to: 'hidden' },
};
