import { describe, expect, it } from 'vitest';
import { counterText, starLabel, starsText } from './review-rules';

const chars = (count: number) => `${'Lovely watch, '.repeat(80).slice(0, count - 1)}.`;

describe('the review form rules', () => {
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
