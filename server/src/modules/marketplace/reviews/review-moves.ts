import { REVIEW_MESSAGES, reviewErrors } from '@aurum/rules/marketplace/review-rules';
import { AppError } from '../../../common/errors';

/** The rating and text checked, every wrong field with its message; the text trimmed. */
export function parseReview(input: { rating: number; text: string }): { rating: number; text: string } {
  const fields = Object.entries(reviewErrors(input)).map(([field, message]) => ({ field, messages: [message] }));
  if (fields.length === 1) throw new AppError('BAD_USER_INPUT', fields[0].messages[0], { fields });
  if (fields.length > 1) throw new AppError('BAD_USER_INPUT', REVIEW_MESSAGES.correctErrors, { fields });
  return { rating: input.rating, text: input.text.trim() };
}

/** The one review machine lives with the shared moderation step; named here as the seller reviews' machine always was. */
export { reviewMachine, type ReviewEffect } from '../../../common/review-moderation';

