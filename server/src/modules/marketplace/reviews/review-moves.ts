import { REVIEW_MESSAGES, REVIEW_MOVES, reviewErrors, type ReviewDecision, type ReviewStatus } from '@aurum/rules/marketplace/review-rules';
import { AppError } from '../../../common/errors';
import { StateMachine } from '../../../common/state-machine';

/** The rating and text checked, every wrong field with its message; the text trimmed. */
export function parseReview(input: { rating: number; text: string }): { rating: number; text: string } {
  const fields = Object.entries(reviewErrors(input)).map(([field, message]) => ({ field, messages: [message] }));
  if (fields.length === 1) throw new AppError('BAD_USER_INPUT', fields[0].messages[0], { fields });
  if (fields.length > 1) throw new AppError('BAD_USER_INPUT', REVIEW_MESSAGES.correctErrors, { fields });
  return { rating: input.rating, text: input.text.trim() };
}

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
