import type { EntityManagerSource } from '../../../common/request-context';
import type { CatalogueReader, KeysetListing, ProductListing } from '../catalogue-reader';
import type { Facets } from '../product-facets';
import type { Page, ProductFilter, ProductSort } from '../product-filter';
import type { KeysetPosition, KeysetSort } from '../product-keyset';
import { productColumns } from '../product-columns';
import type { ProductRow } from '../product.mapper';
import { leanQuery } from '../sql-catalogue-reader';
import type { CatalogueIndex, Evaluation } from './catalogue-index';
import { facetsFromIndex } from './engine-facets';
import type { SearchResolver } from './search-resolver';
import { positionOfSlot, slotsAfter } from './keyset-slots';
import { comparatorFor } from './sort-order';
import { firstMatching, walkPays } from './sorted-orders';
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
    const k = page.offset + page.limit;
    const order = evaluation.searchTerms ? undefined : this.broadListingOrder(evaluation, sort, k);
    if (order) {
      const slots = firstMatching(order, evaluation.matching, k).slice(page.offset);
      return { items: await this.index.pageRows.read(slots, (ids) => this.rowsById(ids)), totalCount: evaluation.matching.size, page };
    }
    const candidates = this.index.candidatesOf(evaluation);
    let relevance: Float64Array | undefined;
    if (evaluation.searchTerms && sort === 'featured') {
      // One array of scores by slot per index, zero outside this synchronous section: set for the candidates, read by topK, cleared.
      relevance = this.index.relevanceOf(evaluation, candidates);
    }
    const compare = comparatorFor(store, sort, relevance);
    const slots = (relevance ? topKByScore(candidates, k, relevance, compare) : topK(candidates, k, compare)).slice(page.offset);
    if (relevance) for (const slot of candidates) relevance[slot] = 0;
    return { items: await this.index.pageRows.read(slots, (ids) => this.rowsById(ids)), totalCount: candidates.length, page };
  }

  /** The sort's order of every slot when walking it finds the page sooner than ordering the matches (sorted-orders.ts). */
  private broadListingOrder(evaluation: Evaluation, sort: ProductSort, k: number): Uint32Array | undefined {
    if (!walkPays(evaluation.matching.size, k, this.index.store.size)) return undefined;
    return this.index.sortedOrders.orderOf(sort);
  }

  /** A keyset page: one scan keeps the matching slots after the position, topK orders only the page. */
  async listProductsAfter(filter: ProductFilter, sort: KeysetSort, after: KeysetPosition | null, limit: number): Promise<KeysetListing | null> {
    const evaluation = await this.evaluate(filter);
    const { store } = this.index;
    const candidates = this.index.candidatesOf(evaluation);
    let remaining = candidates;
    if (after) {
      const isAfter = slotsAfter(store, sort, after);
      if (!isAfter) return null;
      remaining = candidates.filter(isAfter);
    }
    const slots = topK(remaining, limit, comparatorFor(store, sort));
    // Positions first: the page's rows are awaited, and the store may change meanwhile.
    const positions = new Map(slots.map((slot) => [store.ids[slot], positionOfSlot(store, sort, slot)]));
    // A product deleted since the index saw it is left out of the rows.
    const items = await this.index.pageRows.read(slots, (ids) => this.rowsById(ids));
    return { items, positions: items.map((row) => positions.get(row.id)!), totalCount: candidates.length };
  }

  async orderedIds(filter: ProductFilter, sort: ProductSort): Promise<number[]> {
    const evaluation = await this.evaluate(filter);
    const { store } = this.index;
    const candidates = this.index.candidatesOf(evaluation);
    const relevance = evaluation.searchTerms && sort === 'featured' ? this.index.relevanceOf(evaluation, candidates) : undefined;
    const slots = Array.from(candidates).sort(comparatorFor(store, sort, relevance));
    if (relevance) for (const slot of candidates) relevance[slot] = 0;
    return slots.map((slot) => store.ids[slot]);
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
