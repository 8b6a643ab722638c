import type pg from 'pg';
import type { ProductStore } from './product-store';

const BATCH = 20_000;

/**
 * Popularity counters (views, recent views and purchases) change on every
 * page view without a catalogue version or a notification, as the read
 * cache's time limit allowed before: the engine re-reads them every so often
 * (CATALOGUE_ENGINE_COUNTERS_SECONDS), in batches through a cursor. `betweenBatches` runs after each batch:
 * the engine applies product changes that arrived meanwhile there, so a price change never waits for the
 * whole pass (seconds at a million products under load).
 */
export async function refreshCounters(client: pg.ClientBase, store: ProductStore, betweenBatches: () => Promise<void> = async () => {}, batch = BATCH): Promise<void> {
  await client.query('begin read only');
  try {
    await client.query('declare catalogue_counters no scroll cursor for select id, view_count, recent_views, recent_purchases from product');
    for (;;) {
      const rows = (await client.query<{ id: number; view_count: number; recent_views: number; recent_purchases: number }>(`fetch ${batch} from catalogue_counters`)).rows;
      for (const row of rows) store.updateCounters(row.id, row.view_count, row.recent_views, row.recent_purchases);
      if (rows.length < batch) break;
      await betweenBatches();
    }
  } finally {
    await client.query('commit').catch(() => undefined);
  }
}
