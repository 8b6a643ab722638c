/** storefront.md §3: the local product interaction record. */
export interface ProductInteraction {
  productId: string;
  views: number;
  clicks: number;
  /** ISO timestamp of the latest interaction. */
  lastInteraction: string;
  /** Number of times added to the cart. */
  addedToCart: number;
  wishlisted: boolean;
}

export type InteractionMap = Record<string, ProductInteraction>;

export type InteractionKind = 'view' | 'click' | 'cartAdd';

const DAY_MS = 24 * 60 * 60 * 1000;

function blank(productId: string, now: Date): ProductInteraction {
  return { productId, views: 0, clicks: 0, lastInteraction: now.toISOString(), addedToCart: 0, wishlisted: false };
}

function count(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

export function recordInteraction(map: InteractionMap, productId: string, kind: InteractionKind, now = new Date()): InteractionMap {
  const current = { ...blank(productId, now), ...map[productId] };
  const next: ProductInteraction = {
    ...current,
    views: count(current.views) + (kind === 'view' ? 1 : 0),
    clicks: count(current.clicks) + (kind === 'click' ? 1 : 0),
    addedToCart: count(current.addedToCart) + (kind === 'cartAdd' ? 1 : 0),
    lastInteraction: now.toISOString(),
  };
  return { ...map, [productId]: next };
}

export function setWishlistedIn(map: InteractionMap, productId: string, on: boolean, now = new Date()): InteractionMap {
  const current = { ...blank(productId, now), ...map[productId] };
  return { ...map, [productId]: { ...current, wishlisted: on, lastInteraction: now.toISOString() } };
}

/**
 * storefront.md §9: views ×1, clicks ×3, cart adds ×10, wishlisted +5, plus a
 * recency bonus of 10 falling by 1 per whole day since the last interaction, to 0.
 */
export function curatedScore(record: Partial<ProductInteraction> | undefined, now = new Date()): number {
  if (!record) return 0;
  const base = count(record.views) + count(record.clicks) * 3 + count(record.addedToCart) * 10 + (record.wishlisted ? 5 : 0);
  const last = record.lastInteraction ? Date.parse(record.lastInteraction) : Number.NaN;
  if (Number.isNaN(last)) return base;
  const days = Math.max(0, Math.floor((now.getTime() - last) / DAY_MS));
  return base + Math.max(0, 10 - days);
}
