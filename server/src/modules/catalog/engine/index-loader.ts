import type pg from 'pg';
import { CatalogueIndex } from './catalogue-index';
import { INDEXED_PRODUCT_COLUMNS, type IndexedProduct } from './indexed-product';
import { ProductStore } from './product-store';

const BATCH = 5000;

/** The database's order of every distinct name and brand (its collation decides the Name and Brand sorts). */
export async function readRanks(client: pg.ClientBase): Promise<{ names: string[]; brands: string[] }> {
  const names = await client.query<{ name: string }>('select name from product group by name order by name');
  const brands = await client.query<{ brand: string }>('select brand from product group by brand order by brand');
  return { names: names.rows.map((row) => row.name), brands: brands.rows.map((row) => row.brand) };
}

/** The listed products with these ids as the index keeps them (missing ids: deleted). */
export async function readProducts(client: pg.ClientBase, ids: number[]): Promise<IndexedProduct[]> {
  const result = await client.query<IndexedProduct>(`select ${INDEXED_PRODUCT_COLUMNS} from product p where p.id = any($1::int[])`, [ids]);
  return result.rows;
}

/**
 * Builds the index from one consistent snapshot (a repeatable-read
 * transaction): the catalogue version, the sort ranks, the search
 * vocabulary, then every product streamed through a cursor in batches of
 * 5,000, so memory holds one batch of rows at a time, never the whole result.
 */
export async function loadIndex(client: pg.ClientBase): Promise<CatalogueIndex> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const { rows: [state] } = await client.query<{ version: string }>('select version from catalogue_state where id = 1');
    const { rows: [{ count }] } = await client.query<{ count: string }>('select count(*) as count from product');
    const store = new ProductStore(Number(count) + 1024);
    const ranks = await readRanks(client);
    store.setRanks(ranks.names, ranks.brands);
    const terms = await client.query<{ term: string }>('select term from search_term');
    store.text.addVocabulary(terms.rows.map((row) => row.term));
    await client.query(`declare catalogue_build no scroll cursor for select ${INDEXED_PRODUCT_COLUMNS} from product p order by p.id`);
    for (;;) {
      const batch = await client.query<IndexedProduct>(`fetch ${BATCH} from catalogue_build`);
      for (const product of batch.rows) store.upsert(product);
      if (batch.rows.length < BATCH) break;
    }
    await client.query('commit');
    return new CatalogueIndex(store, Number(state.version));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
