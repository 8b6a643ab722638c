/** Pure rules of the product detail page (storefront.md §2, §4, §5). */

/** Stock at or above this fills the stock bar. */
export const STOCK_BAR_FULL = 20;
/** storefront.md §2 "Product cards": 1 to 5 units is low stock. */
export const LOW_STOCK_MAX = 5;

export interface StockLevel {
  label: string;
  /** Share of the bar filled, 0–100. */
  percent: number;
  tone: 'out' | 'low' | 'good';
}

export function stockLevel(stockQuantity: number): StockLevel {
  const stock = Math.max(0, Math.floor(stockQuantity) || 0);
  const percent = Math.round((Math.min(stock, STOCK_BAR_FULL) / STOCK_BAR_FULL) * 100);
  if (stock === 0) return { label: 'Out of stock', percent: 0, tone: 'out' };
  if (stock <= LOW_STOCK_MAX) return { label: `Only ${stock} left in stock`, percent, tone: 'low' };
  return { label: `In stock — ${stock} available`, percent, tone: 'good' };
}

/** The trending sort's measure (storefront.md §9: recentViews × recentPurchases) at which a product counts as trending. */
export const TRENDING_THRESHOLD = 1000;

/**
 * Fewer recent views than this and the page says nothing: a count of one or two is noise, and a luxury shop
 * does not make a crowd of it (issue 37).
 */
export const VIEWERS_BADGE_MIN = 5;

/**
 * The viewers badge, from the catalogue's recent-views counter (not a live socket, never an invented number):
 * the people who viewed the product in the last 24 hours, each counted once, and paid orders in the same
 * window (server catalog/views). The real count, and nothing below VIEWERS_BADGE_MIN; trending needs the
 * badge's views and real purchases.
 */
export function viewersBadge(recentViews: number, recentPurchases: number): { text: string; trending: boolean } | null {
  const views = Math.max(0, Math.floor(recentViews) || 0);
  if (views < VIEWERS_BADGE_MIN) return null;
  return { text: `${views} people viewed this recently`, trending: views * Math.max(0, recentPurchases) >= TRENDING_THRESHOLD };
}

export interface SizeOption {
  size: string;
  available: boolean;
}

/** Every size the product is made in, those not currently available marked so (disabled in the selector). */
export function sizeOptions(sizes: readonly string[], availableSizes: readonly string[]): SizeOption[] {
  const available = new Set(availableSizes);
  return [...new Set(sizes)].map((size) => ({ size, available: available.has(size) }));
}

/** storefront.md §2: Specifications hides empty values. */
export function visibleSpecifications<T extends { name: string; value: string | null | undefined }>(specs: readonly T[]): T[] {
  return specs.filter((spec) => spec.name.trim() !== '' && (spec.value ?? '').trim() !== '');
}

/** storefront.md §2: the Product Details tab shows the detailed description, or else the description. */
export function detailsText(detailedDescription: string | null | undefined, description: string): string {
  return detailedDescription?.trim() ? detailedDescription : description;
}

/** storefront.md §9: the detail page shows up to 4 recently viewed products, never the current one. */
export const DETAIL_RECENT_LIMIT = 4;

export function recentForDetail<T extends { id: string }>(items: readonly T[], currentId: string, limit = DETAIL_RECENT_LIMIT): T[] {
  return items.filter((item) => item.id !== currentId).slice(0, limit);
}

export function categoryLabel(category: 'WATCHES' | 'CLOTHING'): string {
  return category === 'WATCHES' ? 'Watches' : 'Clothing';
}
