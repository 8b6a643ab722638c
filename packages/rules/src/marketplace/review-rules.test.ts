import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewErrors, reviewLength } from './review-rules';

const chars = (count: number) => `${'Lovely watch, '.repeat(80).slice(0, count - 1)}.`;

describe('the review rules the form and the server share', () => {
  it('wants a rating from 1 to 5', () => {
    expect(reviewErrors({ rating: undefined, text: chars(20) }).rating).toBe(REVIEW_MESSAGES.rating);
    expect(reviewErrors({ rating: 0, text: chars(20) }).rating).toBe(REVIEW_MESSAGES.rating);
    expect(reviewErrors({ rating: 6, text: chars(20) }).rating).toBe(REVIEW_MESSAGES.rating);
    expect(reviewErrors({ rating: 2.5, text: chars(20) }).rating).toBe(REVIEW_MESSAGES.rating);
    expect(reviewErrors({ rating: 1, text: chars(20) })).toEqual({});
    expect(reviewErrors({ rating: 5, text: chars(20) })).toEqual({});
  });

  it('wants 10 to 1,000 characters after trimming, counted in code points', () => {
    expect(reviewErrors({ rating: 3, text: chars(9) }).text).toBe(REVIEW_MESSAGES.textShort);
    expect(reviewErrors({ rating: 3, text: `    ${chars(9)}    ` }).text).toBe(REVIEW_MESSAGES.textShort);
    expect(reviewErrors({ rating: 3, text: undefined }).text).toBe(REVIEW_MESSAGES.textShort);
    expect(reviewErrors({ rating: 3, text: chars(10) })).toEqual({});
    expect(reviewErrors({ rating: 3, text: chars(1000) })).toEqual({});
    expect(reviewErrors({ rating: 3, text: chars(1001) }).text).toBe(REVIEW_MESSAGES.textLong);
    expect(reviewLength('⌚'.repeat(10))).toBe(10);
  });
});
