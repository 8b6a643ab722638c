import { itemsWithId, toWishlistItem, type ListProduct, type WishlistItem } from './list-product';

/** storefront.md §5: no duplicates. Toggling adds when absent and removes when present. */
export function toggleWishlist(items: WishlistItem[], p: ListProduct): { items: WishlistItem[]; result: 'added' | 'removed' } {
  if (items.some((item) => item.id === p.id)) {
    return { items: items.filter((item) => item.id !== p.id), result: 'removed' };
  }
  return { items: [...items, toWishlistItem(p)], result: 'added' };
}

export function removeFromList<T extends { id: string }>(items: T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/** Drops unusable and repeated entries (first kept), whatever the stored value was. */
export function normaliseWishlist(value: unknown): WishlistItem[] {
  const seen = new Set<string>();
  return itemsWithId<WishlistItem>(value).filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/**
 * The spec names two wishlist keys (unversioned and v1). v1 is written; the
 * unversioned list is folded in once, after v1's own entries, then dropped.
 */
export function migrateWishlist(current: unknown, legacy: unknown): WishlistItem[] {
  return normaliseWishlist([...normaliseWishlist(current), ...normaliseWishlist(legacy)]);
}
