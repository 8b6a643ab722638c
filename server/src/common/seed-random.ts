/**
 * The one deterministic pseudo-random generator: the catalogue generator, the
 * demo seeds and the generated product art all draw from it.
 *
 * Every product gets its own generator seeded from (catalogue seed, product
 * index), so a product can be rebuilt on its own and the catalogue can be
 * streamed in batches without keeping earlier products in memory.
 */

/** Mixes any number of integers into one well-distributed unsigned 32-bit value. */
export function hash32(...parts: number[]): number {
  let h = 0x811c9dc5 ^ parts.length;
  for (const part of parts) {
    const value = Number.isFinite(part) ? Math.trunc(part) : 0;
    const low = value | 0;
    const high = Math.floor(value / 4294967296) | 0;
    h = mix32(h ^ low);
    h = mix32(h ^ high ^ 0x27d4eb2f);
  }
  return mix32(h) >>> 0;
}

function mix32(x: number): number {
  let h = x | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** Mulberry32: tiny, fast and good enough for synthetic data. */
export class SeedRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks a value from [value, weight] pairs. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** k distinct items, kept in their original order (for readable lists). */
  sampleInOrder<T>(items: readonly T[], k: number): T[] {
    const n = items.length;
    const take = Math.max(0, Math.min(k, n));
    const out: T[] = [];
    let needed = take;
    for (let i = 0; i < n && needed > 0; i += 1) {
      // Selection sampling (Knuth's algorithm S): uniform subsets, one pass.
      if (this.next() * (n - i) < needed) {
        out.push(items[i] as T);
        needed -= 1;
      }
    }
    return out;
  }

  /** k distinct items in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const take = Math.max(0, Math.min(k, copy.length));
    for (let i = 0; i < take; i += 1) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    copy.length = take;
    return copy;
  }

  shuffleInPlace<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}

/**
 * Deals items in shuffled rounds: every round contains each item exactly
 * once, so even a small catalogue shows the whole range. The first round can
 * lead with a chosen subset (e.g. items needed to cover every filter value).
 * Any position is computable on its own; rounds are cached.
 */
export class Deck<T> {
  private readonly rounds = new Map<number, Uint32Array>();

  constructor(
    private readonly items: readonly T[],
    private readonly seed: number,
    private readonly salt: number,
    private readonly firstRoundLead: readonly number[] = [],
  ) {
    if (items.length === 0) throw new Error('Deck needs at least one item');
  }

  get size(): number {
    return this.items.length;
  }

  at(position: number): T {
    const n = this.items.length;
    const round = Math.floor(position / n);
    return this.items[this.order(round)[position - round * n] as number] as T;
  }

  private order(round: number): Uint32Array {
    let order = this.rounds.get(round);
    if (order) return order;
    const rng = new SeedRandom(hash32(this.seed, this.salt, round));
    const n = this.items.length;
    const lead = round === 0 ? rng.shuffleInPlace([...new Set(this.firstRoundLead)]) : [];
    const inLead = new Set(lead);
    const rest: number[] = [];
    for (let i = 0; i < n; i += 1) if (!inLead.has(i)) rest.push(i);
    rng.shuffleInPlace(rest);
    order = Uint32Array.from([...lead, ...rest]);
    this.rounds.set(round, order);
    return order;
  }
}
