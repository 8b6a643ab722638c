import { useCallback, useMemo, useState } from 'react';
import type { CategoryScope } from '@aurum/rules/catalog/listing-rules';
import type { ListingVariables } from '@aurum/rules/catalog/listing-state';
import { ProductListingMoreDocument } from '../../gql/hooks';
import type { ListingFetchMore, ListingPaging } from './use-listing-query';

/**
 * A category's first cards, then Load More (storefront.md §7): it fetches the
 * next cards at their offset (ProductListingMore), then widens the query (the cache
 * merges the pages, so the wider query is answered without a request); any
 * other change starts again at the first page.
 */
export function useLoadMore(base: ListingVariables, key: string, scope: CategoryScope): ListingPaging {
  const [widened, setWidened] = useState({ key, limit: base.page.limit });
  const limit = widened.key === key ? widened.limit : base.page.limit;
  const variables = useMemo(() => ({ ...base, page: { ...base.page, limit } }), [base, limit]);
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(
    (fetchMore: ListingFetchMore) => {
      if (loadingMore) return;
      setLoadingMore(true);
      fetchMore({ query: ProductListingMoreDocument as never, variables: { ...variables, page: { offset: limit, limit: scope.pageSize } } })
        .then(() => setWidened({ key, limit: limit + scope.pageSize }))
        .catch((failure: unknown) => console.warn('Could not load more products', failure))
        .finally(() => setLoadingMore(false));
    },
    [variables, limit, key, scope, loadingMore],
  );
  return { variables, options: { notifyOnNetworkStatusChange: false }, loadingMore, loadMore };
}
