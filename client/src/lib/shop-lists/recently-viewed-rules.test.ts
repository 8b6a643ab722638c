import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX, normaliseRecent, recordRecent } from './recently-viewed-rules';
import type { RecentItem } from './list-product';
import { listProduct } from './shop-lists.fixtures';

describe('recently viewed rules (storefront.md §4, §5, §9)', () => {
  it('puts the newest first', () => {
    const items = [1, 2, 3].reduce<RecentItem[]>((acc, n) => recordRecent(acc, listProduct(n)), []);
    expect(items.map((i) => i.id)).toEqual(['3', '2', '1']);
  });

  it('is unique by id: viewing again moves the product to the front', () => {
    const items = [1, 2, 3, 1].reduce<RecentItem[]>((acc, n) => recordRecent(acc, listProduct(n)), []);
    expect(items.map((i) => i.id)).toEqual(['1', '3', '2']);
  });

  it('keeps at most 10, dropping the oldest', () => {
    expect(RECENTLY_VIEWED_MAX).toBe(10);
    const items = Array.from({ length: 11 }, (_, i) => i + 1).reduce<RecentItem[]>((acc, n) => recordRecent(acc, listProduct(n)), []);
    expect(items).toHaveLength(10);
    expect(items[0].id).toBe('11');
    expect(items.map((i) => i.id)).not.toContain('1');
  });

  it('drops entries lacking id, name or price', () => {
    const stored = [
      listProduct(1),
      { ...listProduct(2), id: undefined },
      { ...listProduct(3), name: '' },
      { ...listProduct(4), price: undefined },
      { ...listProduct(5), price: 'ten' },
      null,
      { id: 6, name: 'Numeric id', price: 5 },
    ];
    expect(normaliseRecent(stored).map((i) => i.id)).toEqual(['1', '6']);
  });

  it('does not record an unusable product', () => {
    const before = [listProduct(1)];
    expect(recordRecent(before, { ...listProduct(2), name: '' }).map((i) => i.id)).toEqual(['1']);
  });

  it('treats a non-list stored value as empty', () => {
    expect(normaliseRecent({ id: 1 })).toEqual([]);
    expect(recordRecent('junk', listProduct(1)).map((i) => i.id)).toEqual(['1']);
  });
});
