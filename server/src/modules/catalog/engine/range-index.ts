import { Bitmap, type ReadonlyBitmap } from './bitmap';

const BUCKET = 1024;

/**
 * Slots ordered by one integer column (price, case size) with a bit set per
 * run of 1,024 consecutive slots in that order: a range is the OR of the
 * whole runs inside it plus at most two partial runs, never a scan of the
 * catalogue. Rows with no value (-1) are left out. Built from a snapshot of
 * the column; the store rebuilds it after a change.
 */
export class RangeIndex {
  private readonly order: Uint32Array;
  private readonly sortedValues: Int32Array;
  private readonly buckets: Bitmap[] = [];

  constructor(values: Int32Array, size: number) {
    const slots: number[] = [];
    for (let slot = 0; slot < size; slot++) if (values[slot] >= 0) slots.push(slot);
    this.order = Uint32Array.from(slots.sort((a, b) => values[a] - values[b] || a - b));
    this.sortedValues = Int32Array.from(this.order, (slot) => values[slot]);
    for (let start = 0; start < this.order.length; start += BUCKET) {
      this.buckets.push(new Bitmap(this.order.subarray(start, start + BUCKET)));
    }
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
   * The smallest and largest value among the slots of `set`: walked from
   * both ends of the order when the set is large (found after a few steps),
   * read from the set's own slots when it is small.
   */
  bounds(set: ReadonlyBitmap, values: Int32Array): { count: number; min: number | null; max: number | null } {
    const count = set.size;
    if (count === 0) return { count: 0, min: null, max: null };
    if (count * 64 < this.order.length) {
      let min = Infinity;
      let max = -Infinity;
      let withValue = 0;
      for (const slot of set.toUint32Array()) {
        const value = values[slot];
        if (value < 0) continue;
        withValue++;
        if (value < min) min = value;
        if (value > max) max = value;
      }
      return withValue ? { count: withValue, min, max } : { count: 0, min: null, max: null };
    }
    let low = 0;
    while (low < this.order.length && !set.has(this.order[low])) low++;
    if (low === this.order.length) return { count: 0, min: null, max: null };
    let high = this.order.length - 1;
    while (!set.has(this.order[high])) high--;
    return { count, min: this.sortedValues[low], max: this.sortedValues[high] };
  }

  /** Slots with min ≤ value ≤ max (either bound optional). */
  between(min: number | undefined, max: number | undefined): Bitmap {
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
