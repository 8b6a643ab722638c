import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { clampPage, normalizeFilter } from '../product-filter';
import { SqlCatalogueReader } from '../sql-catalogue-reader';
import type { CatalogueIndex } from './catalogue-index';
import { loadIndex } from './index-loader';
import { comparatorFor } from './sort-order';
import { topK } from './top-k';

let database: TestDatabase;
let client: pg.Client;
let index: CatalogueIndex;
let ids: number[];

/** average_rating and review_count as moderation's recount writes them (the catalogue version rises, the engine reloads the rows); every other piece has no published review. */
async function rate(ratings: [number, number | null, number][]) {
  await client.query('update product set average_rating = null, review_count = 0');
  for (const [id, average, count] of ratings) await client.query('update product set average_rating = $2, review_count = $3 where id = $1', [id, average, count]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  ids = (await client.query<{ id: number }>('select id from product order by id limit 4')).rows.map((row) => row.id);
  const [a, b, c, d] = ids;
  await rate([[a, 4.5, 2], [b, 4.5, 5], [c, 5, 1], [d, 3.67, 9]]);
  index = await loadIndex(client);
}, 120_000);

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

const engineOrder = (k: number) => topK(index.evaluate(normalizeFilter({})).matching.toUint32Array(), k, comparatorFor(index.store, 'rating')).map((slot) => index.store.ids[slot]);
const sqlOrder = async (k: number) => (await new SqlCatalogueReader(database.orm.em.fork()).listProducts(normalizeFilter({}), 'rating', clampPage({ limit: k }))).items.map((row) => row.id);

describe('sort by rating', () => {
  it('orders by the real reviews’ average, more reviews first on a tie, pieces without reviews last — in the engine and in SQL alike', async () => {
    const [a, b, c, d] = ids;
    expect(engineOrder(4)).toEqual([c, b, a, d]);
    expect(await sqlOrder(4)).toEqual([c, b, a, d]);
    // The unreviewed rest follow in the same (stable) order on both paths.
    expect(engineOrder(24)).toEqual(await sqlOrder(24));
  });

});
