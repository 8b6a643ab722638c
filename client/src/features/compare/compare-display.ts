import type { CompareItem } from '../../lib/shop-lists';

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
