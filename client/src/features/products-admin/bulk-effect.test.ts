import { describe, expect, it } from 'vitest';
import { priceChangeEffect, saleEffect } from './bulk-effect';

describe('what a price change will do, said before it is saved', () => {
  it('one product: the new and old price shoppers pay and the change with its sign', () => {
    expect(priceChangeEffect(500_000, 350_000)).toBe('Shoppers will pay £3,500.00 instead of £5,000.00 (−30 %).');
    expect(priceChangeEffect(500_000, 650_000)).toBe('Shoppers will pay £6,500.00 instead of £5,000.00 (+30 %).');
  });

  it('a bulk sale: the count, the average reduction and the totals', () => {
    const rows = [{ price: { amount: 500_000 }, salePrice: null, stock: 1 }, { price: { amount: 500_000 }, salePrice: null, stock: 1 }];
    expect(saleEffect(rows, 50)).toBe('2 products, average −50 %, from £10,000.00 to £5,000.00 in all.');
  });
});
