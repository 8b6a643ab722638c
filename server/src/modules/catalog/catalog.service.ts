import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors';
import { type Facets, facetsSql, type FacetRow, shapeFacets } from './product-facets';
import { clampPage, normalizeFilter, type Page, type ProductFilter, type ProductSort, SEARCH_LIMITS } from './product-filter';
import { productColumns } from './product-columns';
import type { ProductRow } from './product.mapper';
import { searchQueryCte, searchWords } from './product-search';
import { filterConditions, joinSql, orderBy, type Sql, whereAll } from './product-sql';

export const FEATURED_LIMIT = 4;
export const SIMILAR_LIMIT = 4;
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

export interface ProductListing {
  items: ProductRow[];
  totalCount: number;
  page: Page;
}

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
  constructor(private readonly em: EntityManager) {}

  /** Runs lean SQL through the ORM's knex pool (array values stay single bindings, unlike em.execute). */
  private async query<T>(statement: Sql): Promise<T[]> {
    const result = await this.em.getKnex().raw(statement.text, statement.values as never[]);
    return result.rows as T[];
  }

  /** The home page's featured collection: at most four featured products, in stock first. */
  async featuredProducts(limit = FEATURED_LIMIT): Promise<ProductRow[]> {
    const size = Math.min(Math.max(Math.trunc(limit), 0), FEATURED_LIMIT);
    return this.query<ProductRow>({
      text: `select ${productColumns(this.em)} from product p where p.featured order by (p.stock > 0) desc, p.id limit ?`,
      values: [size],
    });
  }

  async productById(id: number): Promise<ProductRow> {
    const row = await this.findProduct(id);
    if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    return row;
  }

  async findProduct(id: number): Promise<ProductRow | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    const [row] = await this.query<ProductRow>({ text: `select ${productColumns(this.em)} from product p where p.id = ?`, values: [id] });
    return row ?? null;
  }

  /** The SQL of one listing page with its window total (public for the benchmarks' bare-pg floor). */
  listingStatement(filter: ProductFilter, sort: ProductSort, page: Page): Sql {
    const { always, groups } = filterConditions(filter);
    const where = whereAll([...always, ...groups.values()]);
    return joinSql(
      [
        this.searchCte(filter),
        { text: `select ${productColumns(this.em)}, count(*) over () as "totalCount" from product p where ${where.text}`, values: where.values },
        { text: `order by ${orderBy(sort, Boolean(filter.search))} limit ? offset ?`, values: [page.limit, page.offset] },
      ],
      '\n',
    );
  }

  /** One page of a listing with the total over all pages. */
  async listProducts(filter: ProductFilter, sort: ProductSort, page?: Partial<Page>): Promise<ProductListing> {
    const normalized = normalizeFilter(filter);
    const slice = clampPage(page);
    const rows = await this.query<ProductRow & { totalCount: string }>(this.listingStatement(normalized, sort, slice));
    let totalCount = rows.length ? Number(rows[0].totalCount) : 0;
    if (!rows.length && slice.offset > 0) {
      // Past the last page the window total is missing: count on its own.
      const { always, groups } = filterConditions(normalized);
      const where = whereAll([...always, ...groups.values()]);
      const [{ count }] = await this.query<{ count: string }>(
        joinSql([this.searchCte(normalized), { text: `select count(*) as count from product p where ${where.text}`, values: where.values }], '\n'),
      );
      totalCount = Number(count);
    }
    for (const row of rows) delete (row as Partial<typeof row>).totalCount;
    return { items: rows, totalCount, page: slice };
  }

  /** Counts for every filter group of a listing (each group ignoring its own selection). */
  async productFacets(filter: ProductFilter): Promise<Facets> {
    const rows = await this.query<FacetRow>(facetsSql(normalizeFilter(filter)));
    return shapeFacets(rows);
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
    return this.query<ProductRow>({
      text: `
        with target as (select * from product where id = ?)
        select ${productColumns(this.em)}
        from product p, target t
        where p.category = t.category and p.id <> t.id
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
    });
  }

  private searchCte(filter: ProductFilter): Sql {
    if (!filter.search) return { text: '', values: [] };
    const cte = searchQueryCte(searchWords(filter.search));
    return { text: `with ${cte.text}`, values: cte.values };
  }
}
