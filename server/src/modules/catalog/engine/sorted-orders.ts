import type { ProductSort } from '../product-filter';
import type { ReadonlyBitmap } from './bitmap';
import type { ProductStore } from './product-store';
import { comparatorFor, type SlotComparator } from './sort-order';

/**
 * Sorts whose order follows from the store's own values (a change raises the store's generation). The popularity
 * sorts (featured, popular, rating, trending) move with the counters, which change without a generation, and
 * curated with the clock: they keep topK.
 */
const STORED_SORTS = new Set<ProductSort>(['newest', 'price_asc', 'price_desc', 'name', 'brand', 'discount']);

/** A rebuild may take at most this share of the time since the last one (an order is rebuilt lazily, on a request). */
const REBUILD_SHARE = 1 / 20;

/** Up to this many slots appended since an order was built are inserted into it; more, and it is built again. */
const INSERT_MAX = 4096;

interface Order {
  /** The store's ranksEpoch and size when the order last took in its slots. */
  ranksEpoch: number;
  covered: number;
  slots: Uint32Array;
  builtAt: number;
  buildMs: number;
}

/**
 * Every slot of the store in a sort's order, for broad listings: their first page is the first k slots of the
 * order that match, found by walking it (about k × size / matches membership tests) instead of ordering every
 * match (topK over tens of thousands of slots was a fifth of a broad listing's CPU at 100,000 products, issue 36).
 * Built on the first request that wants it. A change appends a slot (a slot's values never change, and a removed
 * product's slot stays behind, never matching again), so the next request inserts the new slots by binary search
 * (a few comparisons and one copy) instead of sorting the catalogue again, which at a million products took a few
 * hundred milliseconds before the first listing after a price change. New name and brand ranks rebuild it, at
 * most 5 % of the time; until then a request orders its matches with topK, which gives the same page.
 */
export class SortedOrders {
  private readonly orders = new Map<ProductSort, Order>();

  constructor(
    private readonly store: ProductStore,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The sort's order of every slot the store has, or undefined (not a stored sort, or not rebuilt yet). */
  orderOf(sort: ProductSort): Uint32Array | undefined {
    if (!STORED_SORTS.has(sort)) return undefined;
    const current = this.orders.get(sort);
    const { size, ranksEpoch } = this.store;
    if (current?.ranksEpoch === ranksEpoch && size - current.covered <= INSERT_MAX) {
      if (current.covered < size) {
        current.slots = withSlotsInserted(current.slots, current.covered, size, comparatorFor(this.store, sort));
        current.covered = size;
      }
      return current.slots;
    }
    const started = this.now();
    if (current && (started - current.builtAt) * REBUILD_SHARE < current.buildMs) return undefined;
    const slots = new Uint32Array(size);
    for (let slot = 0; slot < slots.length; slot++) slots[slot] = slot;
    slots.sort(comparatorFor(this.store, sort));
    const builtAt = this.now();
    this.orders.set(sort, { ranksEpoch, covered: size, slots, builtAt, buildMs: builtAt - started });
    return slots;
  }
}

/** `order` (every slot below `from`, ordered) with the slots from `from` to `to` put in their places. */
export function withSlotsInserted(order: Uint32Array, from: number, to: number, compare: SlotComparator): Uint32Array {
  const added = Array.from({ length: to - from }, (_, i) => from + i).sort(compare);
  const result = new Uint32Array(order.length + added.length);
  let read = 0;
  let write = 0;
  for (const slot of added) {
    // After every slot that comes before it or ties with it.
    let low = read;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(order[middle], slot) <= 0) low = middle + 1;
      else high = middle;
    }
    result.set(order.subarray(read, low), write);
    write += low - read;
    read = low;
    result[write++] = slot;
  }
  result.set(order.subarray(read), write);
  return result;
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
