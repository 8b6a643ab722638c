import type { CompareItem } from '../../lib/shop-lists';
import { isLowStock } from '../../components/product/card-rules';

/** storefront.md §9: the overlay shows up to 3 tags and 'Luxury Collection' when a brand is missing. */
export const COMPARE_TAGS_SHOWN = 3;
export const DEFAULT_BRAND = 'Luxury Collection';

export function compareBrand(item: Pick<CompareItem, 'brand'>): string {
  return item.brand?.trim() ? item.brand : DEFAULT_BRAND;
}

export function compareTags(item: Pick<CompareItem, 'tags'>): string[] {
  return (item.tags ?? []).slice(0, COMPARE_TAGS_SHOWN);
}

/** 'n of 3 items selected', n being the items the overlay shows. */
export function selectedLabel(shown: number, limit: number): string {
  return `${shown} of ${limit} items selected`;
}

/**
 * The availability row from the product's stock (issue 37 overrides the spec's fixed 'In Stock'):
 * the card's low-stock band says 'Only n left', none says 'Sold out'.
 */
export function compareStockLabel(stockQuantity: number): string {
  if (stockQuantity <= 0) return 'Sold out';
  if (isLowStock(stockQuantity)) return `Only ${stockQuantity} left`;
  return 'In stock';
}
