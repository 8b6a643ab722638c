import { describe, expect, it } from 'vitest';
import type { WishlistEntry_ItemFragment } from '../../gql/graphql';
import { fromEntry } from './wishlist-entry';

const entry = (overrides: Partial<WishlistEntry_ItemFragment['product']> = {}): WishlistEntry_ItemFragment => ({
  addedAt: '2026-11-25T07:00:00.000Z',
  product: {
    id: '42',
    name: 'Omega Speedmaster Professional',
    brand: 'Omega',
    imageUrl: '/images/products/AUR-W-42/0.webp',
    category: 'WATCHES',
    price: { amount: 720_000 },
    salePrice: null,
    ...overrides,
  },
});

describe("the account's wishlist entries as list items", () => {
  it('keeps the fields the wishlist stores, with the shop-list category', () => {
    expect(fromEntry(entry())).toEqual({
      id: '42',
      name: 'Omega Speedmaster Professional',
      brand: 'Omega',
      price: 720_000,
      imageUrl: '/images/products/AUR-W-42/0.webp',
      category: 'watches',
    });
    expect(fromEntry(entry({ category: 'CLOTHING' })).category).toBe('clothing');
  });

  it('prices a piece on sale at its sale price, and ignores a "sale" price that is not lower', () => {
    expect(fromEntry(entry({ salePrice: { amount: 650_000 } })).price).toBe(650_000);
    expect(fromEntry(entry({ salePrice: { amount: 800_000 } })).price).toBe(720_000);
  });
});
