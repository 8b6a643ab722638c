/**
 * Values derived from the catalogue, remembered for one store generation:
 * any change to the catalogue raises the generation, which empties the
 * cache, so an answer from it is the one computed afresh, only sooner.
 * Beyond `maxEntries` it starts again (shoppers reuse a modest number of
 * selections; a flood of distinct ones must not grow it without bound).
 */
export class GenerationCache<T> {
  private generation = -1;
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries: number) {}

  /** The value under `key` for this generation, computed (and kept) when missing. */
  get(generation: number, key: string, compute: () => T): T {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    let value = this.entries.get(key);
    if (value === undefined) {
      value = compute();
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
