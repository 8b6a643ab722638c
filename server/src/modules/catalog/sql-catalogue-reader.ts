import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueReader, KeysetListing, ProductListing } from './catalogue-reader';
import { columnsOf, SORT_COLUMNS } from './listing-columns';
import { type Facets, facetsSql, type FacetRow, shapeFacets } from './product-facets';
import type { Page, ProductFilter, ProductSort } from './product-filter';
import { productColumns } from './product-columns';
import type { ProductRow } from './product.mapper';
import { searchQueryCte, searchWords } from './product-search';
import { keysetAfterSql, type KeysetPosition, type KeysetSort, keysetValuesSql } from './product-keyset';
import { filterConditions, joinSql, orderBy, type Sql, whereAll } from './product-sql';

/** Runs lean SQL through the ORM's knex pool (array values stay single bindings, unlike em.execute). */
export async function leanQuery<T>(em: EntityManager, statement: Sql): Promise<T[]> {
  const result = await em.getKnex().raw(statement.text, statement.values as never[]);
  return result.rows as T[];
}

/**
 * The catalogue read by PostgreSQL: matching, counting and ordering on the
 * narrow listing columns (an index-only scan), facets in one statement.
 */
export class SqlCatalogueReader implements CatalogueReader {
  constructor(private readonly em: EntityManager) {}

  /** The SQL of one listing page with its total (public for the benchmarks' bare-pg floor). */
  listingStatement(filter: ProductFilter, sort: ProductSort, page: Page): Sql {
    const { always, groups } = filterConditions(filter);
    const where = whereAll([...always, ...groups.values()]);
    const ranked = Boolean(filter.search);
    const order = orderBy(sort, ranked);
    const narrow = columnsOf('p', SORT_COLUMNS) + (ranked ? ', p.search_vector' : '');
    const ctes = joinSql(
      [
        ...(filter.search ? [searchQueryCte(searchWords(filter.search))] : []),
        { text: `matched as materialized (select ${narrow} from product p where ${where.text})`, values: where.values },
        { text: `page as (select p.id from matched p order by ${order} limit ? offset ?)`, values: [page.limit, page.offset] },
      ],
      ',\n',
    );
    return {
      text: `with ${ctes.text}\nselect ${productColumns(this.em)}, (select count(*) from matched) as "totalCount"\nfrom page join product p on p.id = page.id\norder by ${order}`,
      values: ctes.values,
    };
  }

  async listProducts(filter: ProductFilter, sort: ProductSort, page: Page): Promise<ProductListing> {
    const rows = await leanQuery<ProductRow & { totalCount: string }>(this.em, this.listingStatement(filter, sort, page));
    let totalCount = rows.length ? Number(rows[0].totalCount) : 0;
    // Past the last page there is no row to carry the total: count on its own.
    if (!rows.length && page.offset > 0) totalCount = await this.count(filter);
    for (const row of rows) delete (row as Partial<typeof row>).totalCount;
    return { items: rows, totalCount, page };
  }

  private async count(filter: ProductFilter): Promise<number> {
    const [{ count }] = await leanQuery<{ count: string }>(this.em, this.matching(filter, 'count(*) as count'));
    return Number(count);
  }

  /** `select <what> from product p where <the filter>`, with the search's CTE when searching. */
  private matching(filter: ProductFilter, what: string, extra: Sql[] = [], tail = ''): Sql {
    const { always, groups } = filterConditions(filter);
    const where = whereAll([...always, ...groups.values(), ...extra]);
    const search = filter.search ? searchQueryCte(searchWords(filter.search)) : undefined;
    return {
      text: `${search ? `with ${search.text} ` : ''}select ${what} from product p where ${where.text}${tail}`,
      values: [...(search?.values ?? []), ...where.values],
    };
  }

  /** A keyset page: the rows after the position in the sort, by the (values, id) comparison the sort's index order agrees with. */
  async listProductsAfter(filter: ProductFilter, sort: KeysetSort, after: KeysetPosition | null, limit: number): Promise<KeysetListing> {
    const order = orderBy(sort, false);
    const statement = this.matching(
      filter,
      `${productColumns(this.em)}, ${keysetValuesSql(sort)} as "keysetValues"`,
      after ? [keysetAfterSql(sort, after)] : [],
      ` order by ${order} limit ?`,
    );
    const [rows, totalCount] = await Promise.all([
      leanQuery<ProductRow & { keysetValues: (number | string)[] }>(this.em, { text: statement.text, values: [...statement.values, limit] }),
      this.count(filter),
    ]);
    const positions = rows.map((row) => ({ values: row.keysetValues, id: row.id }));
    for (const row of rows) delete (row as Partial<typeof row>).keysetValues;
    return { items: rows, positions, totalCount };
  }

  async orderedIds(filter: ProductFilter, sort: ProductSort): Promise<number[]> {
    const rows = await leanQuery<{ id: number }>(this.em, this.matching(filter, 'p.id', [], ` order by ${orderBy(sort, Boolean(filter.search))}`));
    return rows.map((row) => row.id);
  }

  async productFacets(filter: ProductFilter): Promise<Facets> {
    return shapeFacets(await leanQuery<FacetRow>(this.em, facetsSql(filter)));
  }
}
