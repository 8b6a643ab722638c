import { describe, expect, it } from 'vitest';
import { compareBrand, compareStockLabel, compareTags, selectedLabel } from './compare-display';

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

describe('compare availability row', () => {
  it('reads the real stock: sold out at 0, only n left from 1 to 5, in stock above', () => {
    expect(compareStockLabel(0)).toBe('Sold out');
    expect(compareStockLabel(1)).toBe('Only 1 left');
    expect(compareStockLabel(5)).toBe('Only 5 left');
    expect(compareStockLabel(6)).toBe('In stock');
  });
});
