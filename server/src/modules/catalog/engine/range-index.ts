import { Bitmap, type ReadonlyBitmap } from './bitmap';

const BUCKET = 1024;
/** Up to this many slots, bounds read the set's own slots (a pass over a typed array beats a hundred native calls). */
const DIRECT_SCAN_MAX = 65_536;
/** Slots per store up to which the order is built by one native numeric sort (value × 2^22 + slot is exact in a double). */
const PACKED_SLOT_LIMIT = 2 ** 22;
/** Reused for those passes: the slots of a set are copied into it, not into a new array each time. */
let scratch = new Uint32Array(4096);

/**
 * Slots ordered by one integer column (price, case size) with a bit set per
 * run of 1,024 consecutive slots in that order: a range is the OR of the
 * whole runs inside it plus at most two partial runs, never a scan of the
 * catalogue. Rows with no value (-1) are left out. Built from a snapshot of
 * the column's first `size` slots. A slot's value never changes (the store
 * gives a changed product a new slot), so slots the store appends later are
 * taken in by `extend` and kept in a short list beside the runs: a price
 * change no longer re-sorts a million slots (170 ms) before the next listing.
 */
export class RangeIndex {
  private readonly order: Uint32Array;
  private readonly sortedValues: Int32Array;
  private readonly buckets: Bitmap[] = [];
  /** Slots appended since the build that have a value, and the store size taken in so far. */
  private readonly extra: number[] = [];
  private readonly extraValues: number[] = [];
  private covered: number;

  /** `directScanMax`: up to how many slots bounds read a set's own slots (tests lower it to reach the runs). */
  constructor(values: Int32Array, size: number, private readonly directScanMax = DIRECT_SCAN_MAX) {
    this.order = orderByValue(values, size);
    this.sortedValues = Int32Array.from(this.order, (slot) => values[slot]);
    for (let start = 0; start < this.order.length; start += BUCKET) {
      this.buckets.push(new Bitmap(this.order.subarray(start, start + BUCKET)));
    }
    this.covered = size;
  }

  /** How many slots were appended since the build (the owner rebuilds once they are many). */
  get extraSlots(): number {
    return this.extra.length;
  }

  /** Takes in the slots appended to the column since the build or the last extension, up to `size`. */
  extend(values: Int32Array, size: number): void {
    for (let slot = this.covered; slot < size; slot++) {
      if (values[slot] < 0) continue;
      this.extra.push(slot);
      this.extraValues.push(values[slot]);
    }
    this.covered = Math.max(this.covered, size);
  }

  /** First position whose value is ≥ value. */
  private lowerBound(value: number): number {
    let low = 0;
    let high = this.sortedValues.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sortedValues[middle] < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The smallest and largest value among the slots of `set`: read from the
   * set's own slots up to 65,536 of them, else from the first and last runs
   * of the order that meet the set (one native intersection test per run of
   * 1,024, then one AND).
   */
  bounds(set: ReadonlyBitmap, values: Int32Array): { count: number; min: number | null; max: number | null } {
    const count = set.size;
    if (count === 0) return { count: 0, min: null, max: null };
    if (count * 64 < this.order.length || count <= this.directScanMax) {
      if (scratch.length < count) scratch = new Uint32Array(Math.max(count, scratch.length * 2));
      const slots = set.toUint32Array(scratch);
      let min = Infinity;
      let max = -Infinity;
      let withValue = 0;
      for (let i = 0; i < count; i++) {
        const value = values[slots[i]];
        if (value < 0) continue;
        withValue++;
        if (value < min) min = value;
        if (value > max) max = value;
      }
      return withValue ? { count: withValue, min, max } : { count: 0, min: null, max: null };
    }
    // The runs hold consecutive positions of the order, so every value of a run is ≤ every value of the next one.
    let min = Infinity;
    let max = -Infinity;
    let first = 0;
    while (first < this.buckets.length && !this.buckets[first].intersects(set)) first++;
    if (first < this.buckets.length) {
      let last = this.buckets.length - 1;
      while (!this.buckets[last].intersects(set)) last--;
      min = this.extreme(first, set, values, -1);
      max = this.extreme(last, set, values, 1);
    }
    for (const slot of this.extra) {
      if (!set.has(slot)) continue;
      if (values[slot] < min) min = values[slot];
      if (values[slot] > max) max = values[slot];
    }
    return min === Infinity ? { count: 0, min: null, max: null } : { count, min, max };
  }

  /** The smallest (direction -1) or largest (1) value of the slots of one run that are in `set`. */
  private extreme(bucket: number, set: ReadonlyBitmap, values: Int32Array, direction: 1 | -1): number {
    let best = direction < 0 ? Infinity : -Infinity;
    for (const slot of Bitmap.and(this.buckets[bucket], set).toUint32Array()) {
      const value = values[slot];
      if (direction < 0 ? value < best : value > best) best = value;
    }
    return best;
  }

  /** Slots with min ≤ value ≤ max (either bound optional). */
  between(min: number | undefined, max: number | undefined): Bitmap {
    const result = this.betweenInRuns(min, max);
    for (let i = 0; i < this.extra.length; i++) {
      const value = this.extraValues[i];
      const slot = this.extra[i];
      if ((min === undefined || value >= min) && (max === undefined || value <= max)) result.add(slot);
    }
    return result;
  }

  private betweenInRuns(min: number | undefined, max: number | undefined): Bitmap {
    const from = min === undefined ? 0 : this.lowerBound(Math.ceil(min));
    const to = max === undefined ? this.order.length : this.lowerBound(Math.floor(max) + 1);
    if (to <= from) return new Bitmap();
    const firstWhole = Math.ceil(from / BUCKET);
    const lastWhole = Math.floor(to / BUCKET);
    if (firstWhole >= lastWhole) return new Bitmap(this.order.subarray(from, to));
    const result = Bitmap.orMany(this.buckets.slice(firstWhole, lastWhole));
    result.addMany(this.order.subarray(from, firstWhole * BUCKET));
    result.addMany(this.order.subarray(lastWhole * BUCKET, to));
    return result;
  }
}

/**
 * The slots with a value (≥ 0), by value, then slot. A store changes a product at a time, and each change
 * rebuilds this: with every key packed into a double (value × 2^22 + slot, below 2^53 for any Int32 value)
 * one native sort does it, 3–4× faster than a comparator over a JS array (a million slots in-process: 170 ms
 * against 560–700 ms, which the first listing after a price change waited for). Larger stores take the comparator.
 */
export function orderByValue(values: Int32Array, size: number, packedSlotLimit = PACKED_SLOT_LIMIT): Uint32Array {
  if (size > packedSlotLimit) {
    const slots: number[] = [];
    for (let slot = 0; slot < size; slot++) if (values[slot] >= 0) slots.push(slot);
    return Uint32Array.from(slots.sort((a, b) => values[a] - values[b] || a - b));
  }
  let count = 0;
  for (let slot = 0; slot < size; slot++) if (values[slot] >= 0) count++;
  const keys = new Float64Array(count);
  let next = 0;
  for (let slot = 0; slot < size; slot++) if (values[slot] >= 0) keys[next++] = values[slot] * packedSlotLimit + slot;
  keys.sort();
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = keys[i] % packedSlotLimit;
  return order;
}
