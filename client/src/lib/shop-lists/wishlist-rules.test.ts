import { describe, expect, it } from 'vitest';
import { migrateWishlist, normaliseWishlist, removeFromList, toggleWishlist } from './wishlist-rules';
import { listProduct } from './shop-lists.fixtures';

describe('wishlist rules (storefront.md §5: no duplicates)', () => {
  it('adds an absent product with the §3 wishlist fields only', () => {
    const { items, result } = toggleWishlist([], listProduct(1, { materials: ['Gold'], tags: ['Luxury'] }));
    expect(result).toBe('added');
    expect(items).toEqual([{ id: '1', name: 'Product 1', price: 100_001, imageUrl: '/img/1.jpg', brand: 'Maison', category: 'watches' }]);
  });

  it('removes a present product instead of adding it twice', () => {
    const once = toggleWishlist([], listProduct(1)).items;
    const { items, result } = toggleWishlist(once, listProduct(1));
    expect(result).toBe('removed');
    expect(items).toEqual([]);
  });

  it('removes by id and leaves the others', () => {
    const items = [listProduct(1), listProduct(2)].reduce((acc, p) => toggleWishlist(acc, p).items, [] as ReturnType<typeof normaliseWishlist>);
    expect(removeFromList(items, '1').map((i) => i.id)).toEqual(['2']);
  });

  it('drops duplicates and junk from a stored value', () => {
    expect(normaliseWishlist([{ id: 1, name: 'a' }, { id: '1', name: 'b' }, null, 'x', { name: 'no id' }]).map((i) => i.id)).toEqual(['1']);
    expect(normaliseWishlist('not a list')).toEqual([]);
  });

  it('folds the unversioned list into v1 without duplicates, v1 first', () => {
    const v1 = [listProduct(2)];
    const legacy = [listProduct(1), listProduct(2)];
    expect(migrateWishlist(v1, legacy).map((i) => i.id)).toEqual(['2', '1']);
    expect(migrateWishlist(null, legacy).map((i) => i.id)).toEqual(['1', '2']);
  });
});
