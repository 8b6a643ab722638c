import { AppError } from '../../../common/errors';
import { StateMachine } from '../../../common/state-machine';

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_TEXT = { min: 10, max: 1000 } as const;
export const REVIEW_RATING = { min: 1, max: 5 } as const;

/** Words the buyer and staff see; the client repeats the form messages word for word. */
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

/** Orders whose buyer may review the seller: accepted (released) or paid out. */
export const REVIEWABLE_ORDER_STATUSES = ['released', 'paid_out'] as const;

/** Characters as PostgreSQL's char_length counts them (code points), so the service and the constraint agree. */
export const textLength = (text: string) => [...text].length;

/** The rating and text checked, every wrong field with its message; the text trimmed. */
export function parseReview(input: { rating: number; text: string }): { rating: number; text: string } {
  const text = input.text.trim();
  const fields: { field: string; messages: string[] }[] = [];
  if (!Number.isInteger(input.rating) || input.rating < REVIEW_RATING.min || input.rating > REVIEW_RATING.max) fields.push({ field: 'rating', messages: [REVIEW_MESSAGES.rating] });
  const length = textLength(text);
  if (length < REVIEW_TEXT.min) fields.push({ field: 'text', messages: [REVIEW_MESSAGES.textShort] });
  if (length > REVIEW_TEXT.max) fields.push({ field: 'text', messages: [REVIEW_MESSAGES.textLong] });
  if (fields.length === 1) throw new AppError('BAD_USER_INPUT', fields[0].messages[0], { fields });
  if (fields.length > 1) throw new AppError('BAD_USER_INPUT', REVIEW_MESSAGES.correctErrors, { fields });
  return { rating: input.rating, text };
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

const STATUS_WORDS: Record<ReviewStatus, string> = { pending: 'awaiting moderation', published: 'published', hidden: 'hidden' };

export const reviewMachine = new StateMachine<ReviewStatus, ReviewDecision>({
  name: 'review',
  moves: REVIEW_MOVES,
  refusal: (state) => `This review is already ${STATUS_WORDS[state]}.`,
});

/** Where a moderation decision takes the review; an illegal one is refused (ILLEGAL_TRANSITION). */
export function checkReviewMove(decision: ReviewDecision, current: ReviewStatus): ReviewStatus {
  return reviewMachine.target(current, decision);
}

/** The staff action names of review moderation, as recorded in `staff_action`. */
export const REVIEW_ACTIONS: Record<ReviewDecision, string> = { publish: 'review.publish', hide: 'review.hide' };
export const REVIEW_SUBJECT = 'marketplace_review';
