import type { RateLimit } from '../../../common/rate-limit/rate-limiter';
import { minutes } from '../../../common/rate-limit/rate-limiter';
import { AppError } from '../../../common/errors';
import { PRODUCT_REVIEW_MESSAGES, productReviewErrors } from '@aurum/rules/catalog/product-review-rules';

/** Reviews a customer may submit per hour, counted per account in PostgreSQL by the one rate limiter. */
export const PRODUCT_REVIEW_LIMIT: RateLimit = { bucket: 'product_review', capacity: 5, windowSeconds: 60 * 60, refill: 'window' };

export function productReviewQuotaMessage(retryAfterSeconds: number): string {
  const wait = minutes(retryAfterSeconds);
  return `You have sent ${PRODUCT_REVIEW_LIMIT.capacity} reviews in the last hour. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`;
}


/** The rating, title and text checked, every wrong field with its message; title and text trimmed. */
export function parseProductReview(input: { rating: number; title: string; text: string }): { rating: number; title: string; text: string } {
  const fields = Object.entries(productReviewErrors(input)).map(([field, message]) => ({ field, messages: [message] }));
  if (fields.length === 1) throw new AppError('BAD_USER_INPUT', fields[0].messages[0], { fields });
  if (fields.length > 1) throw new AppError('BAD_USER_INPUT', PRODUCT_REVIEW_MESSAGES.correctErrors, { fields });
  return { rating: input.rating, title: input.title.trim(), text: input.text.trim() };
}
