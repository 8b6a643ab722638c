import type { ProductSort } from '../product-filter';
import type { ProductStore } from './product-store';

/** Negative when slot a comes first. */
export type SlotComparator = (a: number, b: number) => number;

const MICROS_PER_DAY = 86_400_000_000;

/**
 * The listing orders of product-sql.ts (SORT_ORDER), over the store's typed
 * arrays. Every order ends on the id, so it is total and pages never overlap.
 * `relevance` (search scores by slot) replaces the featured order when searching.
 */
export function comparatorFor(store: ProductStore, sort: ProductSort, relevance?: Float64Array, nowMicros = Date.now() * 1000): SlotComparator {
  const { ids, featured, stock, viewCount, created, price, listPrice, recentViews, recentPurchases, averageRating100, reviewCount, nameRank, brandRank } = store;
  const byId: SlotComparator = (a, b) => ids[a] - ids[b];
  if (relevance && sort === 'featured') {
    return (a, b) => relevance[b] - relevance[a] || viewCount[b] - viewCount[a] || byId(a, b);
  }
  switch (sort) {
    case 'featured':
      return (a, b) => featured[b] - featured[a] || Number(stock[b] > 0) - Number(stock[a] > 0) || viewCount[b] - viewCount[a] || byId(a, b);
    case 'newest':
      return (a, b) => created[b] - created[a] || ids[b] - ids[a];
    case 'price_asc':
      return (a, b) => price[a] - price[b] || byId(a, b);
    case 'price_desc':
      return (a, b) => price[b] - price[a] || byId(a, b);
    case 'curated': {
      // featured × 50 + recent views + recent purchases × 10 + a recency bonus of 10 falling 1 a (whole) day.
      const score = (slot: number) =>
        featured[slot] * 50 + recentViews[slot] + recentPurchases[slot] * 10 + Math.max(0, 10 - Math.trunc((nowMicros - created[slot]) / MICROS_PER_DAY));
      return (a, b) => score(b) - score(a) || byId(a, b);
    }
    case 'trending':
      return (a, b) => recentViews[b] * recentPurchases[b] - recentViews[a] * recentPurchases[a] || recentViews[b] - recentViews[a] || byId(a, b);
    case 'popular':
      return (a, b) => viewCount[b] - viewCount[a] || byId(a, b);
    case 'rating':
      // The real reviews' average (none: -1, last), then more reviews first.
      return (a, b) => averageRating100[b] - averageRating100[a] || reviewCount[b] - reviewCount[a] || viewCount[b] - viewCount[a] || byId(a, b);
    case 'discount': {
      const share = (slot: number) => (listPrice[slot] - price[slot]) / Math.max(listPrice[slot], 1);
      return (a, b) => share(b) - share(a) || byId(a, b);
    }
    case 'name':
      return (a, b) => nameRank[a] - nameRank[b] || byId(a, b);
    case 'brand':
      return (a, b) => brandRank[a] - brandRank[b] || nameRank[a] - nameRank[b] || byId(a, b);
  }
}
