import type { Facets } from './product-facets';
import type { Page, ProductFilter, ProductSort } from './product-filter';
import type { ProductRow } from './product.mapper';

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
}
