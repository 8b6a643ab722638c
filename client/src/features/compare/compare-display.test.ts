import { describe, expect, it } from 'vitest';
import { compareBrand, compareTags, selectedLabel } from './compare-display';

describe('compare overlay figures (storefront.md §9)', () => {
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
