import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityManagerSource } from '../../common/request-context';
import { notFound } from '../../common/errors';
import { CatalogueCache } from './catalogue-cache';
import type { CatalogueReader, KeysetListing, ProductListing } from './catalogue-reader';
import type { CatalogueEngine, Freshness } from './engine/catalogue-engine';
import type { Facets } from './product-facets';
import { clampPage, normalizeFilter, type Page, type ProductFilter, type ProductSort, SEARCH_LIMITS } from './product-filter';
import { productColumns } from './product-columns';
import type { KeysetPosition, KeysetSort } from './product-keyset';
import type { ProductRow } from './product.mapper';
import type { Sql } from './product-sql';
import { leanQuery, SqlCatalogueReader } from './sql-catalogue-reader';

const NO_CACHE = new CatalogueCache({ maxEntries: 0, ttlMs: 0 });

export const FEATURED_LIMIT = 4;
export const SIMILAR_LIMIT = 4;
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

export type { ProductListing } from './catalogue-reader';

export interface SearchOptions {
  limit?: number;
  brand?: string;
  inStock?: boolean;
  category?: ProductFilter['category'];
}

/**
 * Reads the catalogue. Every read is lean SQL returning plain rows: listings
 * and search never hydrate ORM entities.
 */
export class CatalogService {
  private sqlReader?: SqlCatalogueReader;
  private readerPromise?: Promise<CatalogueReader>;

  constructor(
    /** Asked only when this request reads PostgreSQL: a listing the engine answers needs no entity manager. */
    private readonly entityManager: EntityManagerSource,
    private readonly cache: CatalogueCache = NO_CACHE,
    private readonly engine?: CatalogueEngine,
    /** Whether the request comes from a signed-in user (asked when the catalogue is first read). */
    private readonly signedIn: () => boolean = () => false,
  ) {}

  private get em(): EntityManager {
    return this.entityManager();
  }

  private get sql(): SqlCatalogueReader {
    return (this.sqlReader ??= new SqlCatalogueReader(this.em));
  }

  /** The catalogue version, worked out once per request (a service lives for one request). */
  private versionPromise?: Promise<string>;

  /**
   * Reads through the catalogue cache, keyed by the catalogue version this request reads: with the engine, the
   * version its freshness asks for (a visitor's costs no statement: the notified one); without, the committed one.
   */
  private async cached<T>(key: unknown[], load: () => Promise<T>): Promise<T> {
    if (!this.cache.enabled) return load();
    this.versionPromise ??= this.engine
      ? Promise.resolve(this.engine.versionForRequest(this.entityManager, this.freshness())).then(String)
      : this.query<{ version: string }>({ text: 'select version from catalogue_state where id = 1', values: [] }).then(([row]) => row.version);
    return this.cache.read(await this.versionPromise, JSON.stringify(key), load);
  }

  private query<T>(statement: Sql): Promise<T[]> {
    return leanQuery<T>(this.em, statement);
  }

  /** The home page's featured collection: at most four featured products, in stock first. */
  async featuredProducts(limit = FEATURED_LIMIT): Promise<ProductRow[]> {
    const size = Math.min(Math.max(Math.trunc(limit), 0), FEATURED_LIMIT);
    return this.cached(['featured', size], () =>
      this.query<ProductRow>({
        text: `select ${productColumns(this.em)} from product p where p.featured and p.archived_at is null order by (p.stock > 0) desc, p.id limit ?`,
        values: [size],
      }),
    );
  }

  async productById(id: number): Promise<ProductRow> {
    const row = await this.findProduct(id);
    if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    return row;
  }

  async findProduct(id: number): Promise<ProductRow | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    return this.cached(['product', id], async () => {
      const [row] = await this.query<ProductRow>({ text: `select ${productColumns(this.em)} from product p where p.id = ? and p.archived_at is null`, values: [id] });
      return row ?? null;
    });
  }

  /** The SQL of one listing page with its total (public for the benchmarks' bare-pg floor). */
  listingStatement(filter: ProductFilter, sort: ProductSort, page: Page): Sql {
    return this.sql.listingStatement(filter, sort, page);
  }

  /**
   * How current the engine must be for this request. A signed-in user may
   * have just changed the catalogue (staff editing a product, a customer's
   * order taking the last piece) and must see it on their next page, from
   * whichever process answers: every change committed before the request.
   * A visitor sees every change this process has been notified of, which
   * spares the database a question per request; a change committed elsewhere
   * reaches it as soon as its notification does (milliseconds).
   */
  private freshness(): Freshness {
    return this.signedIn() ? 'committed' : 'notified';
  }

  /**
   * The reader for this request: the in-memory engine when this process has
   * one that holds the catalogue as of now, else PostgreSQL. Chosen once per
   * request, so a page and its facets always come from the same source.
   */
  private reader(): Promise<CatalogueReader> {
    this.readerPromise ??= this.engine
      ? this.engine.readerForRequest(this.entityManager, this.freshness()).then((memory) => memory ?? this.sql)
      : Promise.resolve(this.sql);
    return this.readerPromise;
  }

  /** One page of a listing with the total over all pages. */
  async listProducts(filter: ProductFilter, sort: ProductSort, page?: Partial<Page>): Promise<ProductListing> {
    const normalized = normalizeFilter(filter);
    const slice = clampPage(page);
    return this.cached(['list', normalized, sort, slice], async () => (await this.reader()).listProducts(normalized, sort, slice));
  }

  /** Up to `limit` products strictly after a keyset position, with the total (connections; not cached: positions are endless). */
  async listProductsAfter(filter: ProductFilter, sort: KeysetSort, after: KeysetPosition | null, limit: number): Promise<KeysetListing> {
    const normalized = normalizeFilter(filter);
    const page = await (await this.reader()).listProductsAfter(normalized, sort, after, limit);
    return page ?? this.sql.listProductsAfter(normalized, sort, after, limit);
  }

  /** Every matching id in the order, for freezing a computed order. */
  async orderedProductIds(filter: ProductFilter, sort: ProductSort): Promise<number[]> {
    return (await this.reader()).orderedIds(normalizeFilter(filter), sort);
  }

  /** The listed products of these ids, in their order (archived or deleted ones are left out). */
  async productsInOrder(ids: readonly number[]): Promise<ProductRow[]> {
    if (!ids.length) return [];
    const rows = await this.query<ProductRow>({ text: `select ${productColumns(this.em)} from product p where p.id = any(?::int[]) and p.archived_at is null`, values: [ids] });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Counts for every filter group of a listing (each group ignoring its own selection). */
  async productFacets(filter: ProductFilter): Promise<Facets> {
    const normalized = normalizeFilter(filter);
    return this.cached(['facets', normalized], async () => (await this.reader()).productFacets(normalized));
  }

  /** The search widget: ranked matches, typo-tolerant, name A–Z among equals. */
  async searchProducts(text: string, options: SearchOptions = {}): Promise<ProductRow[]> {
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? SEARCH_LIMITS.defaultLimit), 1), SEARCH_LIMITS.max);
    const filter = normalizeFilter({
      search: text,
      brands: options.brand ? [options.brand] : undefined,
      inStock: options.inStock,
      category: options.category,
    });
    if (!filter.search) return [];
    const { items } = await this.listProducts(filter, 'featured', { offset: 0, limit });
    return items;
  }

  /**
   * Products like this one: same department, then closeness in brand, price
   * (log distance), style or movement, materials and colours.
   */
  async similarProducts(id: number, limit = SIMILAR_LIMIT): Promise<ProductRow[]> {
    const size = Math.min(Math.max(Math.trunc(limit), 1), 12);
    return this.cached(['similar', id, size], () => this.query<ProductRow>({
      text: `
        with target as (select * from product where id = ?)
        select ${productColumns(this.em)}
        from product p, target t
        where p.category = t.category and p.id <> t.id and p.archived_at is null
        order by
          (p.brand = t.brand)::int * 3
          - abs(ln(p.effective_price_pence::float / t.effective_price_pence)) * 2
          + (p.movement is not distinct from t.movement and p.category = 'watches')::int
          + (p.style is not distinct from t.style and p.category = 'clothing')::int
          + cardinality(array(select unnest(p.materials) intersect select unnest(t.materials))) * 0.5
          + cardinality(array(select unnest(p.colors) intersect select unnest(t.colors))) * 0.5
          + (p.stock > 0)::int
          desc, p.id
        limit ?`,
      values: [id, size],
    }));
  }

}
