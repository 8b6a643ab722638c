import type { ProductSort } from '../product-filter';
import type { ReadonlyBitmap } from './bitmap';
import type { ProductStore } from './product-store';
import { comparatorFor } from './sort-order';

/**
 * Sorts whose order follows from the store's own values (a change raises the store's generation). The popularity
 * sorts (featured, popular, rating, trending) move with the counters, which change without a generation, and
 * curated with the clock: they keep topK.
 */
const STORED_SORTS = new Set<ProductSort>(['newest', 'price_asc', 'price_desc', 'name', 'brand', 'discount']);

/** A rebuild may take at most this share of the time since the last one (an order is rebuilt lazily, on a request). */
const REBUILD_SHARE = 1 / 20;

interface Order {
  generation: number;
  slots: Uint32Array;
  builtAt: number;
  buildMs: number;
}

/**
 * Every slot of the store in a sort's order, kept for the store's generation, for broad listings: their first
 * page is the first k slots of the order that match, found by walking it (about k × size / matches membership
 * tests) instead of ordering every match (topK over tens of thousands of slots was a fifth of a broad
 * listing's CPU at 100,000 products, issue 36). Built on the first request that wants it and after a change,
 * at most 5 % of the time (at a million products a build takes a few hundred milliseconds); until then a
 * request orders its matches with topK, which gives the same page.
 */
export class SortedOrders {
  private readonly orders = new Map<ProductSort, Order>();

  constructor(
    private readonly store: ProductStore,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The sort's order of every slot for the store's current generation, or undefined (not a stored sort, or not rebuilt yet). */
  orderOf(sort: ProductSort): Uint32Array | undefined {
    if (!STORED_SORTS.has(sort)) return undefined;
    const current = this.orders.get(sort);
    const { generation } = this.store;
    if (current?.generation === generation) return current.slots;
    const started = this.now();
    if (current && (started - current.builtAt) * REBUILD_SHARE < current.buildMs) return undefined;
    const slots = new Uint32Array(this.store.size);
    for (let slot = 0; slot < slots.length; slot++) slots[slot] = slot;
    slots.sort(comparatorFor(this.store, sort));
    const builtAt = this.now();
    this.orders.set(sort, { generation, slots, builtAt, buildMs: builtAt - started });
    return slots;
  }
}

/**
 * Whether walking an order beats ordering the matches: a walk tests about k × size / matches slots, topK reads
 * every match. Walk when the matches are at least a few times that many.
 */
export function walkPays(matches: number, k: number, size: number): boolean {
  return matches > 0 && matches * matches >= 4 * k * size;
}

/** The first `k` slots of `order` that are in `matching`, in the order's order. */
export function firstMatching(order: Uint32Array, matching: ReadonlyBitmap, k: number): number[] {
  const found: number[] = [];
  if (k <= 0) return found;
  for (let i = 0; i < order.length; i++) {
    const slot = order[i];
    if (matching.has(slot)) {
      found.push(slot);
      if (found.length === k) break;
    }
  }
  return found;
}
