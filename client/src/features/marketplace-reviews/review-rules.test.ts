import { describe, expect, it } from 'vitest';
import { counterText, REVIEW_FORM_MESSAGES, reviewLength, starLabel, starsText, validateReview } from './review-rules';

const chars = (count: number) => `${'Lovely watch, '.repeat(80).slice(0, count - 1)}.`;

describe('the review form rules', () => {
  it('wants a rating from 1 to 5', () => {
    expect(validateReview({ rating: undefined, text: chars(20) }).rating).toBe(REVIEW_FORM_MESSAGES.rating);
    expect(validateReview({ rating: 0, text: chars(20) }).rating).toBe(REVIEW_FORM_MESSAGES.rating);
    expect(validateReview({ rating: 6, text: chars(20) }).rating).toBe(REVIEW_FORM_MESSAGES.rating);
    expect(validateReview({ rating: 2.5, text: chars(20) }).rating).toBe(REVIEW_FORM_MESSAGES.rating);
    expect(validateReview({ rating: 1, text: chars(20) })).toEqual({});
    expect(validateReview({ rating: 5, text: chars(20) })).toEqual({});
  });

  it('wants 10 to 1,000 characters after trimming, counted as the server counts them', () => {
    expect(validateReview({ rating: 3, text: chars(9) }).text).toBe(REVIEW_FORM_MESSAGES.textShort);
    expect(validateReview({ rating: 3, text: `    ${chars(9)}    ` }).text).toBe(REVIEW_FORM_MESSAGES.textShort);
    expect(validateReview({ rating: 3, text: undefined }).text).toBe(REVIEW_FORM_MESSAGES.textShort);
    expect(validateReview({ rating: 3, text: chars(10) })).toEqual({});
    expect(validateReview({ rating: 3, text: chars(1000) })).toEqual({});
    expect(validateReview({ rating: 3, text: chars(1001) }).text).toBe(REVIEW_FORM_MESSAGES.textLong);
    expect(reviewLength('⌚'.repeat(10))).toBe(10);
  });

  it('counts live, saying how many are needed while too short', () => {
    expect(counterText('')).toBe('0 / 1,000 characters');
    expect(counterText('Nice')).toBe('4 / 1,000 characters (at least 10)');
    expect(counterText(chars(1000))).toBe('1,000 / 1,000 characters');
  });

  it('names stars for people and screen readers', () => {
    expect(starLabel(1)).toBe('1 star: Poor');
    expect(starLabel(5)).toBe('5 stars: Excellent');
    expect(starsText(3.5)).toBe('3.5 out of 5 stars');
    expect(starsText(4)).toBe('4 out of 5 stars');
  });
});
