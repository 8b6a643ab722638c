/**
 * When a change to a product is worth telling the customers who follow it.
 * Pure functions of the product before and after one committed change, so the
 * boundaries are tested without a database.
 */

export const ALERT_KINDS = ['PRICE_DROP', 'BACK_IN_STOCK', 'SAVED_SEARCH'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** A drop smaller than this (in per cent of the price paid before) is noise, not news. */
export const PRICE_DROP_MIN_PERCENT = 5;

/** What the rules need of a product at one moment. */
export interface ProductSnapshot {
  /** What the shopper pays: the sale price while on sale, else the price. */
  effectivePricePence: number;
  onSale: boolean;
  stock: number;
  availableSizes: readonly string[];
}

/**
 * A price drop: the price paid falls at least 5 % below the one before
 * (integer arithmetic, so exactly 5 % counts), or the piece moves onto sale
 * for less than it cost before (a sale that costs more is no drop).
 */
export function isPriceDrop(before: ProductSnapshot, after: ProductSnapshot): boolean {
  const drop = before.effectivePricePence - after.effectivePricePence;
  if (drop <= 0) return false;
  if (!before.onSale && after.onSale) return true;
  return drop * 100 >= PRICE_DROP_MIN_PERCENT * before.effectivePricePence;
}

/** What came back: the whole piece (stock 0 → more) and the sizes that can be bought again. */
export interface BackInStock {
  /** Stock went from 0 to more: every follower without a size hears of it. */
  piece: boolean;
  /** Sizes that could not be bought before and can now (clothing followed in one size). */
  sizes: string[];
}

/**
 * Back in stock: stock 0 → more than 0 for the piece; for a size, it could not
 * be bought before (the piece was out of stock or the size unavailable) and can
 * now (stock above 0 and the size available).
 */
export function backInStock(before: ProductSnapshot, after: ProductSnapshot): BackInStock {
  if (after.stock <= 0) return { piece: false, sizes: [] };
  const piece = before.stock <= 0;
  const hadBefore = new Set(piece ? [] : before.availableSizes);
  return { piece, sizes: [...new Set(after.availableSizes)].filter((size) => !hadBefore.has(size)) };
}
