import type { CompareItem } from '../../lib/shop-lists';

/** storefront.md §9: the overlay shows up to 3 tags and 'Luxury Collection' when a brand is missing. */
export const COMPARE_TAGS_SHOWN = 3;
export const DEFAULT_BRAND = 'Luxury Collection';

/** A small stable hash of the id, so the placeholder figures never change for a product. */
function idHash(id: string): number {
  let h = 7;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return h;
}

/** storefront.md §9: a placeholder rating between 4 and 5 (one decimal), derived from the product id. */
export function placeholderRating(id: string): number {
  return 4 + (idHash(id) % 11) / 10;
}

/** storefront.md §9: a placeholder review count derived from the product id (8 to 257). */
export function placeholderReviewCount(id: string): number {
  return 8 + ((idHash(id) * 7) % 250);
}

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
