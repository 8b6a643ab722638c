/**
 * The slice of a product the shop lists (wishlist, compare, recently viewed,
 * cart) keep in the browser. Price is what the shopper pays, in pence.
 */
export interface ListProduct {
  id: string;
  name: string;
  brand: string;
  price: number;
  imageUrl: string;
  category: 'watches' | 'clothing';
  materials?: string[];
  colors?: string[];
  tags?: string[];
}

/** storefront.md §3: id, name, price, imageUrl, brand, category. */
export type WishlistItem = Pick<ListProduct, 'id' | 'name' | 'price' | 'imageUrl' | 'brand' | 'category'>;

/** storefront.md §3: the wishlist fields plus materials and colours (tags for the overlay's tag row). */
export type CompareItem = WishlistItem & Pick<ListProduct, 'materials' | 'colors' | 'tags'>;

/** storefront.md §3: "the product itself (must have id, name, price)". */
export type RecentItem = ListProduct;

export function toWishlistItem(p: ListProduct): WishlistItem {
  return { id: p.id, name: p.name, price: p.price, imageUrl: p.imageUrl, brand: p.brand, category: p.category };
}

export function toCompareItem(p: ListProduct): CompareItem {
  return { ...toWishlistItem(p), materials: p.materials ?? [], colors: p.colors ?? [], tags: p.tags ?? [] };
}

/** Stored values may be hand-edited or from an older version: keep only objects with a usable id. */
export function itemsWithId<T extends { id: string }>(value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is T =>
      typeof item === 'object' && item !== null && (typeof item.id === 'string' || typeof item.id === 'number'),
  ).map((item) => ({ ...item, id: String(item.id) }));
}
