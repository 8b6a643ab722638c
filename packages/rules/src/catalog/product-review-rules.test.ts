import { describe, expect, it } from 'vitest';
import { PRODUCT_REVIEW_MESSAGES, productReviewErrors, ratingSummary, ratingSummaryLabel } from './product-review-rules';

describe('product review rules', () => {
  it('judges stars, title and text at their bounds with the form’s messages', () => {
    const text = 'A'.repeat(10);
    expect(productReviewErrors({ rating: 1, title: 'abc', text })).toEqual({});
    expect(productReviewErrors({ rating: 5, title: 'x'.repeat(120), text: 'y'.repeat(1000) })).toEqual({});
    expect(productReviewErrors({ rating: 4.5, title: 'abc', text })).toEqual({ rating: PRODUCT_REVIEW_MESSAGES.rating });
    expect(productReviewErrors({ rating: 3, title: ' ab ', text })).toEqual({ title: PRODUCT_REVIEW_MESSAGES.titleShort });
    expect(productReviewErrors({ rating: 3, title: 'x'.repeat(121), text })).toEqual({ title: PRODUCT_REVIEW_MESSAGES.titleLong });
    expect(productReviewErrors({ rating: 3, title: 'abc', text: 'y'.repeat(1001) })).toEqual({ text: PRODUCT_REVIEW_MESSAGES.textLong });
    expect(Object.keys(productReviewErrors({}))).toEqual(['rating', 'title', 'text']);
  });

  it('shows no rating without reviews, else the average to one decimal and the count', () => {
    expect(ratingSummary(null, 0)).toBeNull();
    expect(ratingSummary(4.5, 0)).toBeNull();
    expect(ratingSummary(4.67, 12)).toBe('4.7 ★ (12 reviews)');
    expect(ratingSummary(4, 1)).toBe('4.0 ★ (1 review)');
    expect(ratingSummaryLabel(4.67, 12)).toBe('Rated 4.7 out of 5 from 12 reviews');
  });
});
