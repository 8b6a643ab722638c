import type { Facets } from './product-facets';
import type { Page, ProductFilter, ProductSort } from './product-filter';
import type { KeysetPosition, KeysetSort } from './product-keyset';
import type { ProductRow } from './product.mapper';

/** A page after a keyset position: its rows, each one's position (for its cursor), the total over all pages. */
export interface KeysetListing {
  items: ProductRow[];
  positions: KeysetPosition[];
  totalCount: number;
}

export interface ProductListing {
  items: ProductRow[];
  totalCount: number;
  page: Page;
}

/**
 * The one way listings, facets and search read the catalogue. Two adapters:
 * `SqlCatalogueReader` (PostgreSQL; the fallback and the oracle in tests) and
 * `MemoryCatalogueReader` (the in-memory faceted index). An external engine
 * (OpenSearch) would be a third adapter of this interface, nothing more.
 * Filters arrive normalised (`normalizeFilter`) and pages clamped (`clampPage`).
 */
export interface CatalogueReader {
  /** One page in the given order, with the total over all pages. */
  listProducts(filter: ProductFilter, sort: ProductSort, page: Page): Promise<ProductListing>;
  /** Counts for every filter group, each group ignoring its own selection; price and case-size bounds. */
  productFacets(filter: ProductFilter): Promise<Facets>;
  /**
   * Up to `limit` products strictly after `after` (from the first when null) in a sort on stored
   * fields. Null when this reader cannot place the position (the memory reader, for a name no
   * product has any more): ask PostgreSQL.
   */
  listProductsAfter(filter: ProductFilter, sort: KeysetSort, after: KeysetPosition | null, limit: number): Promise<KeysetListing | null>;
  /** Every matching id in the order (for freezing a computed order). */
  orderedIds(filter: ProductFilter, sort: ProductSort): Promise<number[]>;
}
