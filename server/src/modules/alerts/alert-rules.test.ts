import { describe, expect, it } from 'vitest';
import { backInStock, isPriceDrop, type ProductSnapshot } from './alert-rules';

const product = (change: Partial<ProductSnapshot> = {}): ProductSnapshot => ({ effectivePricePence: 100_000, onSale: false, stock: 3, availableSizes: [], ...change });

describe('a price drop', () => {
  it('is at least 5 % below the price paid before: exactly 5 % counts, 4.99 % does not', () => {
    expect(isPriceDrop(product(), product({ effectivePricePence: 95_000 }))).toBe(true);
    expect(isPriceDrop(product(), product({ effectivePricePence: 95_001 }))).toBe(false);
    expect(isPriceDrop(product(), product({ effectivePricePence: 97_000 }))).toBe(false);
    expect(isPriceDrop(product({ effectivePricePence: 1999 }), product({ effectivePricePence: 1899 }))).toBe(true);
  });

  it('is any move onto sale for less, however small; a rise or the same price is none', () => {
    expect(isPriceDrop(product(), product({ effectivePricePence: 99_900, onSale: true }))).toBe(true);
    expect(isPriceDrop(product(), product({ effectivePricePence: 100_000, onSale: true }))).toBe(false);
    expect(isPriceDrop(product(), product({ effectivePricePence: 120_000, onSale: true }))).toBe(false);
    expect(isPriceDrop(product(), product({ effectivePricePence: 150_000 }))).toBe(false);
  });

  it('on a piece already on sale needs the 5 % again', () => {
    const onSale = product({ onSale: true });
    expect(isPriceDrop(onSale, product({ effectivePricePence: 98_000, onSale: true }))).toBe(false);
    expect(isPriceDrop(onSale, product({ effectivePricePence: 90_000, onSale: true }))).toBe(true);
  });
});

describe('back in stock', () => {
  it('is stock 0 → more for the piece, with every size then available', () => {
    expect(backInStock(product({ stock: 0, availableSizes: ['M'] }), product({ stock: 1, availableSizes: ['S', 'M'] }))).toEqual({ piece: true, sizes: ['S', 'M'] });
  });

  it('is nothing while stock stays 0 or was above 0 already', () => {
    expect(backInStock(product({ stock: 0 }), product({ stock: 0 }))).toEqual({ piece: false, sizes: [] });
    expect(backInStock(product({ stock: 1 }), product({ stock: 5 }))).toEqual({ piece: false, sizes: [] });
    expect(backInStock(product({ stock: 2 }), product({ stock: 0, availableSizes: ['L'] }))).toEqual({ piece: false, sizes: [] });
  });

  it('is a size that becomes available while the piece is in stock, and only that size', () => {
    expect(backInStock(product({ stock: 2, availableSizes: ['S'] }), product({ stock: 4, availableSizes: ['S', 'L'] }))).toEqual({ piece: false, sizes: ['L'] });
  });
});
