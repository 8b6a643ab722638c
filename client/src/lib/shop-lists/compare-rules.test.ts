import { describe, expect, it } from 'vitest';
import { COMPARE_DEFAULT_MAX, toggleCompare } from './compare-rules';
import type { CompareItem } from './list-product';
import { listProduct } from './shop-lists.fixtures';

function fill(n: number, max?: number): CompareItem[] {
  let items: CompareItem[] = [];
  for (let i = 1; i <= n; i += 1) items = toggleCompare(items, listProduct(i), max).items;
  return items;
}

describe('compare rules (storefront.md §4, §5, §9)', () => {
  it('defaults to a maximum of 4', () => {
    expect(COMPARE_DEFAULT_MAX).toBe(4);
  });

  it('accepts the 4th product and ignores the 5th', () => {
    const three = fill(3);
    const fourth = toggleCompare(three, listProduct(4));
    expect(fourth.result).toBe('added');
    expect(fourth.items).toHaveLength(4);
    const fifth = toggleCompare(fourth.items, listProduct(5));
    expect(fifth.result).toBe('full');
    expect(fifth.items).toBe(fourth.items);
  });

  it('honours a configured maximum', () => {
    const two = fill(2, 2);
    expect(toggleCompare(two, listProduct(3), 2).result).toBe('full');
  });

  it('never holds a duplicate: a second toggle removes, even when full', () => {
    const four = fill(4);
    const { items, result } = toggleCompare(four, listProduct(2));
    expect(result).toBe('removed');
    expect(items.map((i) => i.id)).toEqual(['1', '3', '4']);
  });

  it('keeps the §3 compare fields, defaulting missing lists to empty', () => {
    const [item] = toggleCompare([], listProduct(1, { materials: ['Gold'], colors: ['Black'] })).items;
    expect(item).toEqual({
      id: '1', name: 'Product 1', price: 100_001, imageUrl: '/img/1.jpg', brand: 'Maison', category: 'watches',
      materials: ['Gold'], colors: ['Black'], tags: [],
    });
  });
});
