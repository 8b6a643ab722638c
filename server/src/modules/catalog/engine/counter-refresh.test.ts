import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { refreshCounters } from './counter-refresh';
import { loadIndex } from './index-loader';
import type { CatalogueIndex } from './catalogue-index';

let database: TestDatabase;
let client: pg.Client;
let index: CatalogueIndex;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  index = await loadIndex(client);
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

describe('refreshCounters', () => {
  it('reads every product’s counters in batches and hands over after each full batch, not only at the end', async () => {
    const { rows } = await client.query<{ id: number }>('select id from product order by id');
    const [first, last] = [rows[0].id, rows[rows.length - 1].id];
    await client.query('update product set view_count = 4242, recent_purchases = 7 where id = any($1)', [[first, last]]);
    let handOvers = 0;
    await refreshCounters(client, index.store, async () => void handOvers++, 10);

    // One hand-over after each full batch: the last, short batch ends the pass.
    expect(rows.length).toBeGreaterThan(20);
    expect(handOvers).toBe(Math.floor(rows.length / 10));
    const { store } = index;
    expect(store.viewCount[store.slotOf(first)!]).toBe(4242);
    expect(store.viewCount[store.slotOf(last)!]).toBe(4242);
    expect(store.recentPurchases[store.slotOf(last)!]).toBe(7);
  });
});
