import { keepViewsOf, type ProductRow } from '../product.mapper';
import type { ProductStore } from './product-store';

/** Full rows kept (the products most recently shown on a page): about 2 KB each, so a few MiB. */
export const PAGE_ROWS_KEPT = 5000;

/**
 * The full rows of the products recently shown on a listing page, by slot,
 * so a page whose products were shown before needs no primary-key read.
 *
 * Keyed by slot, not id: a product's slot holds one version of it (a changed
 * product gets a new slot, and its old slot never reaches a page again), and
 * every column a row shows raises the catalogue version when it changes,
 * except the popularity counters, which are copied from the store (re-read
 * every CATALOGUE_ENGINE_COUNTERS_SECONDS) onto every row served. Belongs to
 * one index: a rebuild starts empty. Least recently shown rows leave first.
 * Their GraphQL and REST views are built once too (product.mapper.ts).
 */
export class PageRows {
  private readonly rows = new Map<number, ProductRow>();
  /** Rows read from PostgreSQL and rows found here (for tests and the benchmark). */
  readonly stats = { read: 0, kept: 0 };

  constructor(
    private readonly store: ProductStore,
    private readonly capacity = PAGE_ROWS_KEPT,
  ) {}

  get size(): number {
    return this.rows.size;
  }

  /**
   * The rows of these slots in this order; `load` reads the missing ones by
   * id (a product deleted since the index saw it is left out).
   */
  async read(slots: readonly number[], load: (ids: number[]) => Promise<ProductRow[]>): Promise<ProductRow[]> {
    const found: (ProductRow | undefined)[] = new Array(slots.length);
    const missing: number[] = [];
    for (let i = 0; i < slots.length; i++) {
      const row = this.rows.get(slots[i]);
      if (row) {
        // Most recently shown last: Map keeps insertion order.
        this.rows.delete(slots[i]);
        this.rows.set(slots[i], row);
        found[i] = row;
      } else {
        missing.push(i);
      }
    }
    this.stats.kept += slots.length - missing.length;
    if (missing.length) {
      const { ids } = this.store;
      const loaded = await load(missing.map((i) => ids[slots[i]]));
      this.stats.read += loaded.length;
      const byId = new Map(loaded.map((row) => [row.id, row]));
      for (const i of missing) {
        const row = byId.get(ids[slots[i]]);
        if (!row) continue;
        found[i] = row;
        this.keep(slots[i], row);
      }
    }
    const rows: ProductRow[] = [];
    for (let i = 0; i < slots.length; i++) {
      const row = found[i];
      if (!row) continue;
      this.copyCounters(slots[i], row);
      rows.push(row);
    }
    return rows;
  }

  private keep(slot: number, row: ProductRow) {
    keepViewsOf(row);
    this.rows.set(slot, row);
    if (this.rows.size <= this.capacity) return;
    const oldest = this.rows.keys().next().value;
    if (oldest !== undefined) this.rows.delete(oldest);
  }

  /** The counters as the store has them (the same figures the popularity orders use). */
  private copyCounters(slot: number, row: ProductRow) {
    row.viewCount = this.store.viewCount[slot];
    row.recentViews = this.store.recentViews[slot];
    row.recentPurchases = this.store.recentPurchases[slot];
  }
}
