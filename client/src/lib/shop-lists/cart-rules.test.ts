import { describe, expect, it } from 'vitest';
import { addToCartItems } from './cart-rules';
import { listProduct } from './shop-lists.fixtures';

describe('add to cart (storefront.md §4)', () => {
  it('adds a line at quantity 1 by default', () => {
    expect(addToCartItems([], listProduct(1))).toEqual([
      { id: '1', name: 'Product 1', brand: 'Maison', price: 100_001, imageUrl: '/img/1.jpg', quantity: 1 },
    ]);
  });

  it('keeps the chosen size and quantity', () => {
    const [line] = addToCartItems([], listProduct(1), { size: 'M', quantity: 3 });
    expect(line).toMatchObject({ size: 'M', quantity: 3 });
  });

  it('merges the same product and size, but keeps another size apart', () => {
    let items = addToCartItems([], listProduct(1), { size: 'M' });
    items = addToCartItems(items, listProduct(1), { size: 'M', quantity: 2 });
    items = addToCartItems(items, listProduct(1), { size: 'L' });
    expect(items.map((i) => [i.size, i.quantity])).toEqual([['M', 3], ['L', 1]]);
  });

  it('never adds fewer than 1', () => {
    expect(addToCartItems([], listProduct(1), { quantity: 0 })[0].quantity).toBe(1);
    expect(addToCartItems([], listProduct(1), { quantity: -2 })[0].quantity).toBe(1);
  });

  it('tolerates a junk stored cart', () => {
    expect(addToCartItems('junk', listProduct(1))).toHaveLength(1);
  });
});
