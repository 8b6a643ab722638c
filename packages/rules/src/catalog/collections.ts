import { ownValue } from '../own-value.js';
import type { ProductFilterInput, ProductSort } from '../gql/schema-types.js';

/**
 * A curated slice of the catalogue reached from the redirect pages
 * (`?collection=`): a fixed tag, or an order that replaces "Featured".
 */
export interface ListingCollection {
  slug: string;
  title: string;
  tags?: string[];
  featuredSort?: ProductSort;
  /** Only products on sale. */
  onSaleOnly?: boolean;
}

export const COLLECTIONS: Record<string, ListingCollection> = {
  'new-arrivals': { slug: 'new-arrivals', title: 'New Arrivals', tags: ['New Arrivals'] },
  collections: { slug: 'collections', title: 'Collections', featuredSort: 'CURATED' },
  sale: { slug: 'sale', title: 'Sale', featuredSort: 'DISCOUNT', onSaleOnly: true },
};

/** The curated slice a `?collection=` names, if it names one. */
export const collectionOf = (slug: string | null): ListingCollection | undefined => (slug ? ownValue(COLLECTIONS, slug) : undefined);

/** "Featured" on a curated collection is the collection's own order. */
export function toProductSort(sort: ProductSort, collection?: ListingCollection): ProductSort {
  return sort === 'FEATURED' && collection?.featuredSort ? collection.featuredSort : sort;
}

/** A collection's own tag or sale condition on top of the category's filter. */
export function narrowToCollection(filter: ProductFilterInput, collection?: ListingCollection): ProductFilterInput {
  if (collection?.tags) filter.tags = collection.tags;
  if (collection?.onSaleOnly) filter.onSale = true;
  return filter;
}
