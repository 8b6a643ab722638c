import type pg from 'pg';
import { queriesInTurn } from '../../../common/db/queries-in-turn';
import { CatalogueIndex } from './catalogue-index';
import { INDEXED_PRODUCT_COLUMNS, type IndexedProduct, toIndexedProduct } from './indexed-product';
import { ProductStore } from './product-store';

/** Rows per fetch: a batch holds ~2 MB of rows (5,000: ~10 MB at the build's peak), for the same build time. */
const BATCH = 1000;

/** The database's order of every distinct name and brand (its collation decides the Name and Brand sorts). */
export async function readRanks(client: Pick<pg.ClientBase, 'query'>): Promise<{ names: string[]; brands: string[] }> {
  const names = await client.query<{ name: string }>('select name from product group by name order by name');
  const brands = await client.query<{ brand: string }>('select brand from product group by brand order by brand');
  return { names: names.rows.map((row) => row.name), brands: brands.rows.map((row) => row.brand) };
}

/** The listed products with these ids as the index keeps them (missing ids: deleted or archived). */
export async function readProducts(client: pg.ClientBase, ids: number[]): Promise<IndexedProduct[]> {
  const result = await client.query<unknown[]>({
    text: `select ${INDEXED_PRODUCT_COLUMNS} from product p where p.id = any($1::int[]) and p.archived_at is null`,
    values: [ids],
    rowMode: 'array',
  });
  return result.rows.map(toIndexedProduct);
}

/**
 * Builds the index from one consistent snapshot (a repeatable-read
 * transaction): the catalogue version, then every product streamed through a
 * cursor in batches of 1,000, so memory holds one batch of rows at a time,
 * never the whole result. The sort ranks and the search vocabulary are asked
 * for behind the first batch, so the database works them out (half a second
 * at 100,000 products) while that batch is indexed; the ranks are applied to
 * every slot at the end.
 */
export async function loadIndex(connection: pg.ClientBase): Promise<CatalogueIndex> {
  const client = queriesInTurn(connection);
  await client.query('begin isolation level repeatable read read only');
  try {
    const { rows: [state] } = await client.query<{ version: string }>('select version from catalogue_state where id = 1');
    const { rows: [{ count }] } = await client.query<{ count: string }>('select count(*) as count from product');
    const store = new ProductStore(Number(count) + 1024);
    store.startBuild();
    await client.query(`declare catalogue_build no scroll cursor for select ${INDEXED_PRODUCT_COLUMNS} from product p where p.archived_at is null order by p.id`);
    // The next batch is asked for before this one is indexed, so the database and the indexing overlap.
    const fetchBatch = () => client.query<unknown[]>({ text: `fetch ${BATCH} from catalogue_build`, rowMode: 'array' });
    let next = fetchBatch();
    const ranks = readRanks(client);
    const terms = client.query<{ term: string }>('select term from search_term');
    // Settled here if the cursor fails first (then rethrown by the awaits below or not at all: the build has failed).
    ranks.catch(() => undefined);
    terms.catch(() => undefined);
    for (;;) {
      const batch = await next;
      const more = batch.rows.length === BATCH;
      if (more) next = fetchBatch();
      // Each row is let go of once read: rows held until their batch ended filled young-generation pages that
      // V8 then moved whole to the old space (it promotes a page that is mostly live), ~85 MiB a build.
      const rows: (unknown[] | null)[] = batch.rows;
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!;
        rows[i] = null;
        store.upsert(toIndexedProduct(row));
      }
      if (!more) break;
    }
    const { names, brands } = await ranks;
    store.setRanks(names, brands);
    store.text.addVocabulary((await terms).rows.map((row) => row.term));
    store.finishBuild();
    await client.query('commit');
    return new CatalogueIndex(store, Number(state.version));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
