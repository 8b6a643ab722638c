/**
 * A per-process cache of catalogue reads, keyed by the catalogue version
 * (catalogue_state.version, raised by trigger in every writing transaction)
 * and the normalised request. A change anywhere is therefore seen by every
 * process on its next read; the time limit only bounds how stale the
 * popularity counters (which do not raise the version) may get. Identical
 * reads in flight share one database round trip. It is an optimisation only:
 * a process without it (maxEntries 0) answers the same.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number },
  ) {}

  get enabled(): boolean {
    return this.options.maxEntries > 0 && this.options.ttlMs > 0;
  }

  async read<T>(version: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const cacheKey = `${version}\u0000${key}`;
    const now = Date.now();
    const hit = this.entries.get(cacheKey);
    if (hit && hit.expiresAt > now) {
      // Refresh its place in the LRU order.
      this.entries.delete(cacheKey);
      this.entries.set(cacheKey, hit);
      return hit.value as Promise<T>;
    }
    const value = load();
    this.entries.set(cacheKey, { expiresAt: now + this.options.ttlMs, value });
    value.catch(() => this.entries.delete(cacheKey));
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
