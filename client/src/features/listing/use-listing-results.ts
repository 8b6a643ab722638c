import { useCallback, useEffect, useMemo, useState } from 'react';
import { ProductListingDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { ProductListingMoreDocument } from '../../gql/hooks';
import type { ListingFacets_FacetsFragment, ShopProductCard_ProductFragment } from '../../gql/graphql';
import { PAGE_SIZE, toProductFilter, toProductSort, type GeneralListingState, type ListingCategory, type ListingCollection } from '@aurum/rules/catalog/listing-rules';

export type ListingStatus = 'loading' | 'ready' | 'empty';

export interface ListingResults {
  status: ListingStatus;
  items: ShopProductCard_ProductFragment[];
  /** Products matching over all pages; null while loading. */
  totalCount: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** The latest facets, kept while a new filter loads so the sidebar stays put. */
  facets: ListingFacets_FacetsFragment | null;
}

/**
 * The listing query: 12 cards first, Load More fetches the next 12 at their
 * offset and then widens the visible count (the cache merges the pages, so
 * the wider query is answered without a request). Any filter change starts
 * again at 12. A failed query is retried once, then shows the empty state
 * (storefront.md §8).
 */
export function useListingResults(category: ListingCategory, applied: GeneralListingState, collection?: ListingCollection): ListingResults {
  const filter = useMemo(() => toProductFilter(category, applied.filters, applied.search, collection), [category, applied, collection]);
  const sort = toProductSort(applied.sort, collection);
  const key = JSON.stringify([filter, sort]);
  const [visible, setVisible] = useState({ key, count: PAGE_SIZE });
  const count = visible.key === key ? visible.count : PAGE_SIZE;
  const [loadingMore, setLoadingMore] = useState(false);
  const [retriedKey, setRetriedKey] = useState<string | null>(null);

  const { data, dataState, previousData, error, fetchMore, refetch } = useFirstScreenQuery(ProductListingDocument, {
    variables: { filter, sort, page: { offset: 0, limit: count } },
    notifyOnNetworkStatusChange: false,
  });

  useEffect(() => {
    if (!error || retriedKey === key) return;
    setRetriedKey(key);
    refetch().catch(() => undefined);
  }, [error, key, retriedKey, refetch]);

  const loadMore = useCallback(() => {
    if (loadingMore) return;
    setLoadingMore(true);
    fetchMore({ query: ProductListingMoreDocument, variables: { filter, sort, page: { offset: count, limit: PAGE_SIZE } } })
      .then(() => setVisible({ key, count: count + PAGE_SIZE }))
      .catch((failure: unknown) => console.warn('Could not load more products', failure))
      .finally(() => setLoadingMore(false));
  }, [fetchMore, filter, sort, count, key, loadingMore]);

  const page = dataState === 'complete' ? data.products : null;
  const facets = page?.facets ?? previousData?.products.facets ?? null;

  if (!page) {
    const failed = error && retriedKey === key;
    return { status: failed ? 'empty' : 'loading', items: [], totalCount: null, hasMore: false, loadingMore, loadMore, facets };
  }

  const { items, hasMore, totalCount } = page;
  return { status: items.length === 0 ? 'empty' : 'ready', items, totalCount, hasMore, loadingMore, loadMore, facets };
}
