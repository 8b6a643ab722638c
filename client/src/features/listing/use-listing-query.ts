import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import type { CollectionListingQuery, ProductListingQuery } from '../../gql/graphql';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { pageDataFetchedAt } from '../../lib/page-data-cache';
import type { Department } from '@aurum/rules/catalog/department';
import type { ListingScope, ListingState, ListingUrlRules, ListingVariables } from '@aurum/rules/catalog/listing-state';

/** A department's answer stays fresh for 2 minutes (storefront.md §7): within that, revisits read the cache only. */
const FRESH_MS = 2 * 60 * 1000;
const fetchedAt = new Map<string, number>();

/** One answer of a listing: a department's numbered page (with what its list view and structured data need) or a category's cards. */
export type ListingAnswer<S extends ListingScope> = S extends Department ? CollectionListingQuery['products'] : ProductListingQuery['products'];

/**
 * A listing's query and, for Load More, the one that fetches only the next
 * cards. The view names them (its route's chunk carries its own documents
 * only): CollectionListing, or ProductListing and ProductListingMore.
 */
export interface ListingDocuments<S extends ListingScope> {
  page: TypedDocumentNode<{ products: ListingAnswer<S> }, never>;
  more?: TypedDocumentNode<unknown, never>;
}

/**
 * Every listing's query. A department asks for a numbered page and keeps the
 * previous answer on screen while the next loads (no layout shift); a category
 * asks for its first 12 and Load More fetches the next 12 at their offset,
 * then widens the query (the cache merges the pages, so the wider query is
 * answered without a request); any other change starts again at 12. A failed
 * query is retried once (storefront.md §7, §8).
 */
export function useListingQuery<S extends ListingScope>(scope: S, state: ListingState, url: ListingUrlRules<S>, documents: ListingDocuments<S>) {
  const department = scope.kind === 'department';
  const base = useMemo(() => url.variables(state, scope), [url, state, scope]);
  const key = JSON.stringify(base);
  const [widened, setWidened] = useState({ key, limit: base.page.limit });
  const limit = widened.key === key ? widened.limit : base.page.limit;
  const variables = useMemo(() => ({ ...base, page: { ...base.page, limit } }), [base, limit]);
  const document = documents.page as unknown as TypedDocumentNode<{ products: ListingAnswer<S> }, ListingVariables>;
  // An answer that came with the page (server-inlined) counts as just fetched.
  const fresh = useMemo(
    () => department && Date.now() - (fetchedAt.get(key) ?? pageDataFetchedAt('CollectionListing', variables) ?? -Infinity) < FRESH_MS,
    [key],
  );
  const result = useFirstScreenQuery(
    document,
    department
      ? { variables, fetchPolicy: fresh ? 'cache-first' : 'cache-and-network', nextFetchPolicy: 'cache-first' }
      : { variables, notifyOnNetworkStatusChange: false },
  );
  const { previousData, error, loading, refetch, fetchMore } = result;
  const current = result.dataState === 'complete' ? result.data.products : undefined;

  useEffect(() => {
    if (department && !fresh) fetchedAt.set(key, Date.now());
  }, [department, key, fresh]);

  const [retriedKey, setRetriedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!error || retriedKey === key) return;
    setRetriedKey(key);
    void refetch().catch(() => undefined);
  }, [error, key, retriedKey, refetch]);

  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(() => {
    if (loadingMore) return;
    setLoadingMore(true);
    const more = { ...variables, page: { offset: limit, limit: scope.pageSize } };
    fetchMore({ query: documents.more as never, variables: more })
      .then(() => setWidened({ key, limit: limit + scope.pageSize }))
      .catch((failure: unknown) => console.warn('Could not load more products', failure))
      .finally(() => setLoadingMore(false));
  }, [fetchMore, documents, variables, limit, key, scope, loadingMore]);

  /** The latest answer on hand: this state's, or while it loads the previous one. */
  const answer = current ?? previousData?.products;
  return {
    answer,
    /** `answer` is this state's own. */
    isCurrent: current !== undefined,
    /** Nothing to show yet: the first answer is on its way. */
    initialLoading: !answer && loading,
    /** Showing the previous answer while the new one loads. */
    stale: !current && loading && !!answer,
    /** Failed again after the retry. */
    failed: !!error && !loading && retriedKey === key,
    retry: () => void refetch().catch(() => undefined),
    loadingMore,
    loadMore,
  };
}

export type ListingQuery<S extends ListingScope> = ReturnType<typeof useListingQuery<S>>;
