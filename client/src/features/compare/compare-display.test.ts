import { describe, expect, it } from 'vitest';
import { compareBrand, compareTags, placeholderRating, placeholderReviewCount, selectedLabel } from './compare-display';

describe('compare overlay figures (storefront.md §9)', () => {
  const ids = Array.from({ length: 300 }, (_, i) => String(i + 1));

  it('rates every product between 4 and 5, one decimal, the same each time', () => {
    for (const id of ids) {
      const rating = placeholderRating(id);
      expect(rating).toBeGreaterThanOrEqual(4);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10)).toBeCloseTo(rating * 10, 6);
      expect(placeholderRating(id)).toBe(rating);
    }
    expect(new Set(ids.map(placeholderRating)).size).toBeGreaterThan(5);
  });

  it('derives a review count from the id', () => {
    for (const id of ids) {
      const count = placeholderReviewCount(id);
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(8);
      expect(count).toBeLessThanOrEqual(257);
    }
    expect(placeholderReviewCount('42')).toBe(placeholderReviewCount('42'));
    expect(new Set(ids.map(placeholderReviewCount)).size).toBeGreaterThan(50);
  });

  it("falls back to 'Luxury Collection' without a brand", () => {
    expect(compareBrand({ brand: '' })).toBe('Luxury Collection');
    expect(compareBrand({ brand: '  ' })).toBe('Luxury Collection');
    expect(compareBrand({ brand: 'Cartier' })).toBe('Cartier');
  });

  it('shows up to 3 tags', () => {
    expect(compareTags({ tags: ['a', 'b', 'c', 'd'] })).toEqual(['a', 'b', 'c']);
    expect(compareTags({ tags: undefined })).toEqual([]);
  });

  it("reads 'n of 3 items selected'", () => {
    expect(selectedLabel(2, 3)).toBe('2 of 3 items selected');
  });
});
