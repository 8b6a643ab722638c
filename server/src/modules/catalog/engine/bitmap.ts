/**
 * The engine's bit sets: compressed sets of slot numbers in plain TypeScript,
 * laid out as Roaring bitmaps are (Chambi, Lemire et al.): the 32-bit space is
 * cut into chunks of 65,536 values; a chunk holding at most 4,096 values is a
 * sorted Uint16Array, a fuller one 2,048 words of bits. No native module and
 * no WebAssembly, so it runs on every Node the shop supports, and the garbage
 * collector frees it like any other object.
 *
 * Chosen by the bench (bench/README.md, "Bit sets"): the native `roaring`
 * package does not load on Node 24; `roaring-wasm` keeps its sets in a
 * WebAssembly heap that only finalizers free, which grew by 600 MiB over
 * 800,000 varied listings; `typedfastbitset` stayed flat but was 4× slower
 * per listing and 18 % larger at a million products.
 */

const CHUNK_SHIFT = 16;
const LOW_MASK = 0xffff;
/** A chunk with more values than this is kept as bits. */
const ARRAY_MAX = 4096;
const WORDS = 2048;

/** A chunk's values: sorted 16-bit values (an array chunk, maybe with spare room), or 2,048 words of bits. */
type Chunk = Uint16Array | Uint32Array;

function isBits(chunk: Chunk): chunk is Uint32Array {
  return chunk instanceof Uint32Array;
}

function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

function bitsFromArray(values: Uint16Array, count: number): Uint32Array {
  const words = new Uint32Array(WORDS);
  for (let i = 0; i < count; i++) words[values[i] >>> 5] |= 1 << (values[i] & 31);
  return words;
}

function arrayFromBits(words: Uint32Array, count: number): Uint16Array {
  const values = new Uint16Array(count);
  bitPositions(words, values, 0, 0);
  return values;
}

/** Writes `high` plus the position of each set bit of the words, ascending, into `output` from `at`; returns where it stopped. */
function bitPositions(words: Uint32Array, output: Uint16Array | Uint32Array, at: number, high: number): number {
  for (let k = 0; k < WORDS; k++) {
    let word = words[k];
    if (word === 0) continue;
    const base = high + (k << 5);
    do {
      // `word & -word` is the lowest set bit alone; 31 - clz32 is its position.
      const lowest = word & -word;
      output[at++] = base + 31 - Math.clz32(lowest);
      word ^= lowest;
    } while (word !== 0);
  }
  return at;
}

/** Index of `value` in the first `count` sorted values, or -(insertion point) - 1. */
function search(values: Uint16Array | number[], count: number, value: number): number {
  let low = 0;
  let high = count - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = values[middle];
    if (at < value) low = middle + 1;
    else if (at > value) high = middle - 1;
    else return middle;
  }
  return -low - 1;
}

/**
 * The first index from `from` on whose value is at least `target` (or `count`), by doubling steps, then halving:
 * a small array walks a large one in O(small × log large) instead of reading every value of the large one.
 */
function advance(values: Uint16Array, from: number, count: number, target: number): number {
  if (from >= count || values[from] >= target) return from;
  // values[low] < target throughout; the answer lies in (low, high].
  let low = from;
  let step = 1;
  let high = from + 1;
  while (high < count && values[high] < target) {
    low = high;
    step *= 2;
    high = from + step;
  }
  if (high > count) high = count;
  while (low + 1 < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < target) low = middle;
    else high = middle;
  }
  return high;
}

/** An array chunk this many times smaller than the other is galloped through it rather than merged with it. */
const GALLOP_RATIO = 8;

/** How many values of the small array chunk the large one has too, written into `output` when given. */
function gallopCommon(small: Uint16Array, smallCount: number, large: Uint16Array, largeCount: number, output: Uint16Array | null): number {
  let count = 0;
  let j = 0;
  for (let i = 0; i < smallCount && j < largeCount; i++) {
    j = advance(large, j, largeCount, small[i]);
    if (j < largeCount && large[j] === small[i]) {
      if (output) output[count] = small[i];
      count++;
    }
  }
  return count;
}

function andCount(a: Chunk, countA: number, b: Chunk, countB: number): number {
  let count = 0;
  if (isBits(a) && isBits(b)) {
    for (let k = 0; k < WORDS; k++) {
      const word = a[k] & b[k];
      if (word !== 0) count += popcount(word);
    }
  } else if (isBits(a)) {
    for (let i = 0; i < countB; i++) if (a[b[i] >>> 5] & (1 << (b[i] & 31))) count++;
  } else if (isBits(b)) {
    for (let i = 0; i < countA; i++) if (b[a[i] >>> 5] & (1 << (a[i] & 31))) count++;
  } else if (countA * GALLOP_RATIO < countB || countB * GALLOP_RATIO < countA) {
    count = countA < countB ? gallopCommon(a, countA, b, countB, null) : gallopCommon(b, countB, a, countA, null);
  } else {
    let i = 0;
    let j = 0;
    while (i < countA && j < countB) {
      if (a[i] < b[j]) i++;
      else if (a[i] > b[j]) j++;
      else { count++; i++; j++; }
    }
  }
  return count;
}

/** Scratch for building an array chunk before its final length is known, and for the words of a bit chunk's AND. */
const scratch = new Uint16Array(ARRAY_MAX * 2);
const wordScratch = new Uint32Array(WORDS);

/** The values of words whose bits number `count`, as an array chunk when few enough, else the words themselves. */
function fromWords(words: Uint32Array, count: number): [Chunk, number] | null {
  if (count === 0) return null;
  return count <= ARRAY_MAX ? [arrayFromBits(words, count), count] : [words, count];
}

/** The values of a chunk kept or dropped by another chunk: AND (keep = true) or AND NOT (keep = false). */
function filterChunk(a: Chunk, countA: number, b: Chunk | undefined, countB: number, keep: boolean): [Chunk, number] | null {
  if (!b) return keep ? null : [a.slice(0, isBits(a) ? WORDS : countA), countA];
  if (isBits(a) && isBits(b)) {
    // One pass into scratch words (counted as they are written), then kept as bits or listed as an array chunk.
    const words = wordScratch;
    let count = 0;
    if (keep) {
      for (let k = 0; k < WORDS; k++) if ((words[k] = a[k] & b[k]) !== 0) count += popcount(words[k]);
    } else {
      for (let k = 0; k < WORDS; k++) if ((words[k] = a[k] & ~b[k]) !== 0) count += popcount(words[k]);
    }
    if (count === 0) return null;
    return [count > ARRAY_MAX ? words.slice() : arrayFromBits(words, count), count];
  }
  if (isBits(a)) {
    if (!keep) {
      const words = a.slice();
      let count = countA;
      for (let i = 0; i < countB; i++) {
        const bit = 1 << (b[i] & 31);
        if (words[b[i] >>> 5] & bit) { words[b[i] >>> 5] ^= bit; count--; }
      }
      return fromWords(words, count);
    }
    let count = 0;
    for (let i = 0; i < countB; i++) if (a[b[i] >>> 5] & (1 << (b[i] & 31))) scratch[count++] = b[i];
    return count ? [scratch.slice(0, count), count] : null;
  }
  let count = 0;
  if (isBits(b)) {
    for (let i = 0; i < countA; i++) if (((b[a[i] >>> 5] & (1 << (a[i] & 31))) !== 0) === keep) scratch[count++] = a[i];
  } else if (keep && (countA * GALLOP_RATIO < countB || countB * GALLOP_RATIO < countA)) {
    count = countA < countB ? gallopCommon(a, countA, b, countB, scratch) : gallopCommon(b, countB, a, countA, scratch);
  } else {
    let j = 0;
    for (let i = 0; i < countA; i++) {
      j = advance(b, j, countB, a[i]);
      if ((j < countB && b[j] === a[i]) === keep) scratch[count++] = a[i];
    }
  }
  return count ? [scratch.slice(0, count), count] : null;
}

/** The union of the chunks of one key. */
function orChunks(chunks: Chunk[], counts: number[]): [Chunk, number] {
  if (chunks.length === 1) return [chunks[0].slice(0, isBits(chunks[0]) ? WORDS : counts[0]), counts[0]];
  if (chunks.length === 2 && !isBits(chunks[0]) && !isBits(chunks[1]) && counts[0] + counts[1] <= ARRAY_MAX) {
    const [a, b] = chunks as Uint16Array[];
    const values = new Uint16Array(counts[0] + counts[1]);
    let i = 0;
    let j = 0;
    let n = 0;
    while (i < counts[0] || j < counts[1]) {
      if (j >= counts[1] || (i < counts[0] && a[i] < b[j])) values[n++] = a[i++];
      else if (i >= counts[0] || b[j] < a[i]) values[n++] = b[j++];
      else { values[n++] = a[i++]; j++; }
    }
    return [values.slice(0, n), n];
  }
  const words = new Uint32Array(WORDS);
  chunks.forEach((chunk, c) => {
    if (isBits(chunk)) for (let k = 0; k < WORDS; k++) words[k] |= chunk[k];
    else for (let i = 0; i < counts[c]; i++) words[chunk[i] >>> 5] |= 1 << (chunk[i] & 31);
  });
  let count = 0;
  for (let k = 0; k < WORDS; k++) if (words[k] !== 0) count += popcount(words[k]);
  return fromWords(words, count)!;
}

export type ReadonlyBitmap = Bitmap;

export class Bitmap implements Iterable<number> {
  /** The chunks' keys (value >>> 16), ascending, with each chunk and its number of values. */
  private keys: number[] = [];
  private chunks: Chunk[] = [];
  private counts: number[] = [];
  private total = 0;

  /** An empty set, a copy of another, or the given values. */
  constructor(values?: Bitmap | ArrayLike<number> | Iterable<number>) {
    if (values instanceof Bitmap) {
      this.keys = values.keys.slice();
      this.chunks = values.chunks.map((chunk, c) => chunk.slice(0, isBits(chunk) ? WORDS : values.counts[c]));
      this.counts = values.counts.slice();
      this.total = values.total;
    } else if (values) {
      this.addMany(values);
    }
  }

  get size(): number {
    return this.total;
  }

  has(value: number): boolean {
    const c = search(this.keys, this.keys.length, value >>> CHUNK_SHIFT);
    if (c < 0) return false;
    const chunk = this.chunks[c];
    const low = value & LOW_MASK;
    return isBits(chunk) ? (chunk[low >>> 5] & (1 << (low & 31))) !== 0 : search(chunk, this.counts[c], low) >= 0;
  }

  add(value: number): this {
    const key = value >>> CHUNK_SHIFT;
    const low = value & LOW_MASK;
    const last = this.keys.length - 1;
    let c = last >= 0 && this.keys[last] === key ? last : search(this.keys, this.keys.length, key);
    if (c < 0) {
      c = -c - 1;
      this.keys.splice(c, 0, key);
      this.chunks.splice(c, 0, new Uint16Array(4));
      this.counts.splice(c, 0, 0);
    }
    const chunk = this.chunks[c];
    const count = this.counts[c];
    if (isBits(chunk)) {
      const bit = 1 << (low & 31);
      if (chunk[low >>> 5] & bit) return this;
      chunk[low >>> 5] |= bit;
    } else {
      // Values usually come in ascending order: append without a search.
      let at = count === 0 || chunk[count - 1] < low ? count : search(chunk, count, low);
      if (at >= 0 && at < count) return this;
      at = at < 0 ? -at - 1 : at;
      if (count === ARRAY_MAX) {
        const words = bitsFromArray(chunk, count);
        words[low >>> 5] |= 1 << (low & 31);
        this.chunks[c] = words;
      } else {
        let values = chunk;
        if (count === chunk.length) {
          values = new Uint16Array(Math.min(ARRAY_MAX, count * 2));
          values.set(chunk.subarray(0, at));
        }
        values.copyWithin(at + 1, at, count);
        if (values !== chunk) values.set(chunk.subarray(at, count), at + 1);
        values[at] = low;
        this.chunks[c] = values;
      }
    }
    this.counts[c]++;
    this.total++;
    return this;
  }

  /** Adds the values; ascending runs within a chunk (what a build adds) are appended at once. */
  addMany(values: ArrayLike<number> | Iterable<number>): this {
    if (typeof (values as ArrayLike<number>).length !== 'number') {
      for (const value of values as Iterable<number>) this.add(value);
      return this;
    }
    const list = values as ArrayLike<number>;
    for (let i = 0; i < list.length; ) {
      const key = list[i] >>> CHUNK_SHIFT;
      let end = i + 1;
      while (end < list.length && list[end] >>> CHUNK_SHIFT === key && list[end] > list[end - 1]) end++;
      if (end - i < 4 || !this.appendRun(key, list, i, end)) for (let j = i; j < end; j++) this.add(list[j]);
      i = end;
    }
    return this;
  }

  /** Appends ascending values of one chunk when they all lie above its last value (or it is bits); false when they cannot be. */
  private appendRun(key: number, list: ArrayLike<number>, from: number, to: number): boolean {
    let c = this.keys.length - 1;
    if (c < 0 || this.keys[c] < key) {
      this.push(key, [new Uint16Array(0), 0]);
      c++;
    } else if (this.keys[c] !== key) {
      return false;
    }
    const chunk = this.chunks[c];
    const count = this.counts[c];
    if (!isBits(chunk) && count > 0 && chunk[count - 1] >= (list[from] & LOW_MASK)) return false;
    if (!isBits(chunk) && count + to - from <= ARRAY_MAX) {
      let values = chunk;
      if (chunk.length < count + to - from) {
        values = new Uint16Array(Math.min(ARRAY_MAX, Math.max(count + to - from, count * 2)));
        values.set(chunk.subarray(0, count));
        this.chunks[c] = values;
      }
      for (let i = from; i < to; i++) values[count + i - from] = list[i] & LOW_MASK;
      this.counts[c] += to - from;
      this.total += to - from;
      return true;
    }
    const words = isBits(chunk) ? chunk : bitsFromArray(chunk, count);
    this.chunks[c] = words;
    let added = 0;
    for (let i = from; i < to; i++) {
      const low = list[i] & LOW_MASK;
      const bit = 1 << (low & 31);
      if (!(words[low >>> 5] & bit)) {
        words[low >>> 5] |= bit;
        added++;
      }
    }
    this.counts[c] += added;
    this.total += added;
    return true;
  }

  remove(value: number): boolean {
    const c = search(this.keys, this.keys.length, value >>> CHUNK_SHIFT);
    if (c < 0) return false;
    const chunk = this.chunks[c];
    const low = value & LOW_MASK;
    if (isBits(chunk)) {
      const bit = 1 << (low & 31);
      if (!(chunk[low >>> 5] & bit)) return false;
      chunk[low >>> 5] ^= bit;
    } else {
      const at = search(chunk, this.counts[c], low);
      if (at < 0) return false;
      chunk.copyWithin(at, at + 1, this.counts[c]);
    }
    this.total--;
    if (--this.counts[c] === 0) {
      this.keys.splice(c, 1);
      this.chunks.splice(c, 1);
      this.counts.splice(c, 1);
    }
    return true;
  }

  /** How many values the two sets share, without building the intersection. */
  andCardinality(other: ReadonlyBitmap): number {
    return this.commonCount(other, false);
  }

  intersects(other: ReadonlyBitmap): boolean {
    return this.commonCount(other, true) > 0;
  }

  /** Keeps only the values `other` has too. */
  andInPlace(other: ReadonlyBitmap): void {
    const result = Bitmap.and(this, other);
    this.keys = result.keys;
    this.chunks = result.chunks;
    this.counts = result.counts;
    this.total = result.total;
  }

  /** The values in ascending order, written into `output` when it is large enough (a view of it is returned). */
  toUint32Array(output?: Uint32Array): Uint32Array {
    const values = output && output.length >= this.total ? output.subarray(0, this.total) : new Uint32Array(this.total);
    let n = 0;
    for (let c = 0; c < this.keys.length; c++) {
      const high = this.keys[c] * 0x10000;
      const chunk = this.chunks[c];
      if (isBits(chunk)) {
        n = bitPositions(chunk, values, n, high);
      } else {
        // Widened by one native copy, then the chunk's high bits added (about twice as fast as one loop doing both).
        const count = this.counts[c];
        values.set(chunk.subarray(0, count), n);
        if (high !== 0) for (let i = n; i < n + count; i++) values[i] += high;
        n += count;
      }
    }
    return values;
  }

  toArray(): number[] {
    return Array.from(this.toUint32Array());
  }

  [Symbol.iterator](): Iterator<number> {
    return this.toUint32Array()[Symbol.iterator]();
  }

  /** Turns bit chunks that have become sparse (after removals) back into arrays. */
  runOptimize(): boolean {
    let changed = false;
    this.chunks.forEach((chunk, c) => {
      if (isBits(chunk) && this.counts[c] <= ARRAY_MAX) {
        this.chunks[c] = arrayFromBits(chunk, this.counts[c]);
        changed = true;
      }
    });
    return changed;
  }

  /** Gives back the spare room of array chunks; returns the bytes saved. */
  shrinkToFit(): number {
    let saved = 0;
    this.chunks.forEach((chunk, c) => {
      if (!isBits(chunk) && chunk.length > this.counts[c]) {
        saved += (chunk.length - this.counts[c]) * 2;
        this.chunks[c] = chunk.slice(0, this.counts[c]);
      }
    });
    return saved;
  }

  static and(a: ReadonlyBitmap, b: ReadonlyBitmap): Bitmap {
    const result = new Bitmap();
    a.eachCommonChunk(b, (c, o) => {
      const chunk = filterChunk(a.chunks[c], a.counts[c], b.chunks[o], b.counts[o], true);
      if (chunk) result.push(a.keys[c], chunk);
      return true;
    });
    return result;
  }

  static andNot(a: ReadonlyBitmap, b: ReadonlyBitmap): Bitmap {
    const result = new Bitmap();
    for (let c = 0; c < a.keys.length; c++) {
      const o = search(b.keys, b.keys.length, a.keys[c]);
      const chunk = filterChunk(a.chunks[c], a.counts[c], o >= 0 ? b.chunks[o] : undefined, o >= 0 ? b.counts[o] : 0, false);
      if (chunk) result.push(a.keys[c], chunk);
    }
    return result;
  }

  static or(a: ReadonlyBitmap, b: ReadonlyBitmap): Bitmap {
    return Bitmap.orMany([a, b]);
  }

  static orMany(sets: readonly ReadonlyBitmap[]): Bitmap {
    const byKey = new Map<number, { chunks: Chunk[]; counts: number[] }>();
    for (const set of sets) {
      for (let c = 0; c < set.keys.length; c++) {
        let entry = byKey.get(set.keys[c]);
        if (!entry) byKey.set(set.keys[c], (entry = { chunks: [], counts: [] }));
        entry.chunks.push(set.chunks[c]);
        entry.counts.push(set.counts[c]);
      }
    }
    const result = new Bitmap();
    for (const key of [...byKey.keys()].sort((x, y) => x - y)) {
      const { chunks, counts } = byKey.get(key)!;
      result.push(key, orChunks(chunks, counts));
    }
    return result;
  }

  /** How many values both sets hold (with `any`, stops at the first chunk that shares one). */
  private commonCount(other: ReadonlyBitmap, any: boolean): number {
    let count = 0;
    let c = 0;
    let o = 0;
    while (c < this.keys.length && o < other.keys.length) {
      if (this.keys[c] < other.keys[o]) c++;
      else if (this.keys[c] > other.keys[o]) o++;
      else {
        count += andCount(this.chunks[c], this.counts[c], other.chunks[o], other.counts[o]);
        if (any && count > 0) return count;
        c++;
        o++;
      }
    }
    return count;
  }

  /** Calls `visit` with the chunk numbers of each key both sets have, in order, while it returns true. */
  private eachCommonChunk(other: ReadonlyBitmap, visit: (mine: number, theirs: number) => boolean): void {
    let c = 0;
    let o = 0;
    while (c < this.keys.length && o < other.keys.length) {
      if (this.keys[c] < other.keys[o]) c++;
      else if (this.keys[c] > other.keys[o]) o++;
      else if (!visit(c++, o++)) return;
    }
  }

  /** Appends a chunk with a key above every key held. */
  private push(key: number, [chunk, count]: [Chunk, number]): void {
    this.keys.push(key);
    this.chunks.push(chunk);
    this.counts.push(count);
    this.total += count;
  }
}

/** AND of all the sets (a new set; the inputs are untouched). */
export function andAll(first: ReadonlyBitmap, rest: readonly ReadonlyBitmap[]): Bitmap {
  if (!rest.length) return new Bitmap(first);
  let result = Bitmap.and(first, rest[0]);
  for (let i = 1; i < rest.length; i++) result = Bitmap.and(result, rest[i]);
  return result;
}
