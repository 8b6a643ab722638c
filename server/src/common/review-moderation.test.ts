import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@aurum/rules/marketplace/review-rules';
import { AppError } from './errors';
import { moderationReason, REVIEW_KINDS, reviewActionOf, reviewMachine } from './review-moderation';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.message : String(error);
  }
  return null;
};

describe('one moderation shape for every kind of review', () => {
  it('hiding needs a reason of 5 to 1,000 characters; publishing takes an optional note held to the same bounds', () => {
    expect(refusal(() => moderationReason('hide', null))).toBe(REVIEW_MESSAGES.hideReason);
    expect(refusal(() => moderationReason('hide', '   '))).toBe(REVIEW_MESSAGES.hideReason);
    expect(refusal(() => moderationReason('hide', 'Rude'))).toBe(REVIEW_MESSAGES.hideReason);
    expect(moderationReason('hide', '  Rude. ')).toBe('Rude.');
    expect(moderationReason('publish', undefined)).toBeNull();
    expect(refusal(() => moderationReason('publish', 'ok'))).toBe(REVIEW_MESSAGES.reasonLength);
    expect(moderationReason('publish', 'x'.repeat(1000))).toHaveLength(1000);
    expect(refusal(() => moderationReason('publish', 'x'.repeat(1001)))).toBe(REVIEW_MESSAGES.reasonLength);
  });

  it('names each kind’s audit actions apart, and reads them back', () => {
    expect(reviewActionOf('review.hide')).toEqual({ kind: 'seller', decision: 'hide' });
    expect(reviewActionOf('product_review.publish')).toEqual({ kind: 'product', decision: 'publish' });
    expect(reviewActionOf('seller.approve')).toBeNull();
    expect(REVIEW_KINDS.seller.subjectType).not.toBe(REVIEW_KINDS.product.subjectType);
  });

  it('one machine: a pending review is published or hidden, never the same move twice', () => {
    expect(reviewMachine.target('pending', 'publish')).toBe('published');
    expect(reviewMachine.target('published', 'hide')).toBe('hidden');
    expect(refusal(() => reviewMachine.target('hidden', 'hide'))).toBe('This review is already hidden.');
  });
});
