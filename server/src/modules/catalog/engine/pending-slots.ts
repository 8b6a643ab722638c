import type { Bitmap } from './bitmap';
import { grown } from './typed-arrays';

/** Pairs buffered during a build (5 MiB of buffers); after it, `shrink` keeps a small buffer for changes. */
export const BUILD_CAPACITY = 1 << 18;
const SETTLED_CAPACITY = 256;
/** Up to this many pairs (a changed product's), one native add each beats the sort. */
const DIRECT_MAX = 64;

/**
 * Slot additions to many bit sets, kept as (set number, slot) pairs in two typed arrays and applied a set
 * at a time, one native `addMany` of its slots in the order added, when the buffer is full or `flush` is
 * called. A build adds millions of pairs: one native call per pair cost ~0.6 s at 100,000 products, and
 * a JS list per set (the text index's old postings) grew for seconds, so its garbage was promoted and
 * left the old space three times the size of what the index keeps. Nothing here is a bit set: the sets
 * are the bit sets' (`setOf` returns the set of a number, made on first use).
 */
export class PendingSlots {
  private targets!: Uint32Array;
  private slots!: Uint32Array;
  private length = 0;
  /** Per set number, during a flush: its count, then where its slots go. Zero between flushes. */
  private positions = new Int32Array(1024);
  private touched!: Uint32Array;
  private starts!: Int32Array;
  private grouped!: Uint32Array;

  constructor(
    private readonly setOf: (target: number) => Bitmap,
    capacity = BUILD_CAPACITY,
  ) {
    this.allocate(capacity);
  }

  private allocate(capacity: number) {
    this.targets = new Uint32Array(capacity);
    this.slots = new Uint32Array(capacity);
    this.touched = new Uint32Array(capacity);
    this.starts = new Int32Array(capacity);
    this.grouped = new Uint32Array(capacity);
  }

  /** Applies what is pending and keeps only a small buffer (after a build: changes come a few products at a time). */
  shrink(): void {
    this.flush();
    if (this.targets.length > SETTLED_CAPACITY) this.allocate(SETTLED_CAPACITY);
    this.positions = new Int32Array(1024);
  }

  get size(): number {
    return this.length;
  }

  add(target: number, slot: number): void {
    if (this.length === this.targets.length) this.flush();
    this.targets[this.length] = target;
    this.slots[this.length++] = slot;
  }

  /** Every pending slot into its set (a counting sort by set, stable, then one addMany per set). */
  flush(): void {
    const { length, targets, slots, touched, starts, grouped } = this;
    if (length === 0) return;
    if (length <= DIRECT_MAX) {
      for (let i = 0; i < length; i++) this.setOf(targets[i]).add(slots[i]);
      this.length = 0;
      return;
    }
    let positions = this.positions;
    let distinct = 0;
    for (let i = 0; i < length; i++) {
      const target = targets[i];
      if (target >= positions.length) positions = this.positions = grown(positions, Math.max(target + 1, positions.length * 2));
      if (positions[target]++ === 0) touched[distinct++] = target;
    }
    let next = 0;
    for (let j = 0; j < distinct; j++) {
      const count = positions[touched[j]];
      positions[touched[j]] = starts[j] = next;
      next += count;
    }
    for (let i = 0; i < length; i++) grouped[positions[targets[i]]++] = slots[i];
    for (let j = 0; j < distinct; j++) {
      const target = touched[j];
      this.setOf(target).addMany(grouped.subarray(starts[j], positions[target]));
      positions[target] = 0;
    }
    this.length = 0;
  }
}
