/** storefront.md §2 "Product cards": how much of each list a card shows before '+N'. */
export const CARD_SIZES_SHOWN = 3;
export const CARD_MATERIALS_SHOWN = 2;
export const CARD_COLOURS_SHOWN = 4;

/** Spec: the low-stock badge shows when stockQuantity is 1 to 5. */
export const LOW_STOCK_MIN = 1;
export const LOW_STOCK_MAX = 5;

export const NEW_ARRIVALS_TAG = 'New Arrivals';

/** The first `max` values and how many more there are (for the '+N' label; 0 means none). */
export function withOverflow<T>(values: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: values.slice(0, max), more: Math.max(0, values.length - max) };
}

export type CardBadge = 'sold-out' | 'low-stock' | 'sale' | 'new';

export interface BadgeFacts {
  stockQuantity: number;
  price: { amount: number };
  salePrice: { amount: number } | null;
  tags: readonly string[];
}

export function isLowStock(stockQuantity: number): boolean {
  return stockQuantity >= LOW_STOCK_MIN && stockQuantity <= LOW_STOCK_MAX;
}

/** On sale only when a sale price exists and is below the price. */
export function isOnSale({ price, salePrice }: Pick<BadgeFacts, 'price' | 'salePrice'>): boolean {
  return salePrice !== null && salePrice.amount < price.amount;
}

/**
 * The badges a card shows, most important first: availability (sold out or only n left), then sale, then new
 * (issue 37). A phone card shows only the first (`leadBadge`); wider cards show them all.
 */
export function cardBadges(product: BadgeFacts): CardBadge[] {
  const badges: CardBadge[] = [];
  if (product.stockQuantity <= 0) badges.push('sold-out');
  else if (isLowStock(product.stockQuantity)) badges.push('low-stock');
  if (isOnSale(product)) badges.push('sale');
  if (product.tags.includes(NEW_ARRIVALS_TAG)) badges.push('new');
  return badges;
}

/** The one badge a phone card shows: the most important of `cardBadges`, or none. */
export function leadBadge(product: BadgeFacts): CardBadge | null {
  return cardBadges(product)[0] ?? null;
}

/** What the shopper pays, in pence. */
export function payablePence(product: Pick<BadgeFacts, 'price' | 'salePrice'>): number {
  return isOnSale(product) ? product.salePrice!.amount : product.price.amount;
}
