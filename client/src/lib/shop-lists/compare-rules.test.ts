import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, keptCompareItems, toggleCompare } from './compare-rules';
import type { CompareItem } from './list-product';
import { listProduct } from './shop-lists.fixtures';

function fill(n: number, max?: number): CompareItem[] {
  let items: CompareItem[] = [];
  for (let i = 1; i <= n; i += 1) items = toggleCompare(items, listProduct(i), max).items;
  return items;
}

describe('compare rules (storefront.md §4, §5, §9; issue 37)', () => {
  it('holds what the overlay shows: a maximum of 3', () => {
    expect(COMPARE_MAX).toBe(3);
  });

  it('accepts the 3rd product and ignores the 4th', () => {
    const two = fill(2);
    const third = toggleCompare(two, listProduct(3));
    expect(third.result).toBe('added');
    expect(third.items).toHaveLength(3);
    const fourth = toggleCompare(third.items, listProduct(4));
    expect(fourth.result).toBe('full');
    expect(fourth.items).toBe(third.items);
  });

  it('keeps the first 3 of a list stored when the maximum was 4', () => {
    const four = fill(4, 4);
    expect(keptCompareItems(four).map((i) => i.id)).toEqual(['1', '2', '3']);
    const two = fill(2);
    expect(keptCompareItems(two)).toBe(two);
  });

  it('honours a configured maximum', () => {
    const two = fill(2, 2);
    expect(toggleCompare(two, listProduct(3), 2).result).toBe('full');
  });

  it('never holds a duplicate: a second toggle removes, even when full', () => {
    const three = fill(3);
    const { items, result } = toggleCompare(three, listProduct(2));
    expect(result).toBe('removed');
    expect(items.map((i) => i.id)).toEqual(['1', '3']);
  });

  it('keeps the §3 compare fields, defaulting missing lists to empty', () => {
    const [item] = toggleCompare([], listProduct(1, { materials: ['Gold'], colors: ['Black'] })).items;
    expect(item).toEqual({
      id: '1', name: 'Product 1', price: 100_001, imageUrl: '/img/1.jpg', brand: 'Maison', category: 'watches',
      materials: ['Gold'], colors: ['Black'], tags: [],
    });
  });
});
