import type { EntityManagerSource } from '../../../common/request-context';
import type { CatalogueReader, ProductListing } from '../catalogue-reader';
import type { Facets } from '../product-facets';
import type { Page, ProductFilter, ProductSort } from '../product-filter';
import { productColumns } from '../product-columns';
import type { ProductRow } from '../product.mapper';
import { leanQuery } from '../sql-catalogue-reader';
import type { CatalogueIndex, Evaluation } from './catalogue-index';
import { facetsFromIndex } from './engine-facets';
import type { SearchResolver } from './search-resolver';
import { comparatorFor } from './sort-order';
import { topK, topKByScore } from './top-k';

/**
 * The catalogue read from the in-memory index: matching, counting and
 * ordering in memory; only the page's own rows that were not shown
 * recently (engine/page-rows.ts) are read, by primary key.
 * Lives for one request, so a listing and its facets share one evaluation.
 */
export class MemoryCatalogueReader implements CatalogueReader {
  private readonly evaluations = new Map<string, Promise<Evaluation>>();

  constructor(
    private readonly index: CatalogueIndex,
    private readonly search: SearchResolver,
    /** Asked only for a search word to correct or page rows not kept in memory. */
    private readonly em: EntityManagerSource,
  ) {}

  private evaluate(filter: ProductFilter): Promise<Evaluation> {
    const key = JSON.stringify(filter);
    let evaluation = this.evaluations.get(key);
    if (!evaluation) {
      evaluation = (async () => {
        const search = filter.search ? await this.search.resolve(this.em, filter.search) : undefined;
        return this.index.evaluate(filter, search);
      })();
      this.evaluations.set(key, evaluation);
    }
    return evaluation;
  }

  async listProducts(filter: ProductFilter, sort: ProductSort, page: Page): Promise<ProductListing> {
    const evaluation = await this.evaluate(filter);
    const { store } = this.index;
    const candidates = this.index.candidatesOf(evaluation);
    let relevance: Float64Array | undefined;
    if (evaluation.searchTerms && sort === 'featured') {
      // One array of scores by slot per index, zero outside this synchronous section: set for the candidates, read by topK, cleared.
      relevance = this.index.relevanceOf(evaluation, candidates);
    }
    const compare = comparatorFor(store, sort, relevance);
    const k = page.offset + page.limit;
    const slots = (relevance ? topKByScore(candidates, k, relevance, compare) : topK(candidates, k, compare)).slice(page.offset);
    if (relevance) for (const slot of candidates) relevance[slot] = 0;
    return { items: await this.index.pageRows.read(slots, (ids) => this.rowsById(ids)), totalCount: candidates.length, page };
  }

  async productFacets(filter: ProductFilter): Promise<Facets> {
    return facetsFromIndex(this.index, filter, await this.evaluate(filter));
  }

  /** One primary-key read for the rows of the page not kept in memory. */
  private rowsById(ids: number[]): Promise<ProductRow[]> {
    if (!ids.length) return Promise.resolve([]);
    const em = this.em();
    return leanQuery<ProductRow>(em, { text: `select ${productColumns(em)} from product p where p.id = any(?::int[])`, values: [ids] });
  }
}
