import { useEffect, useMemo, useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import type { CollectionListingQuery, ProductListingQuery } from '../../gql/graphql';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import type { Department } from '@aurum/rules/catalog/department';
import type { ListingScope, ListingState, ListingUrlRules, ListingVariables } from '@aurum/rules/catalog/listing-state';

/** One answer of a listing: a department's numbered page (with what its list view and structured data need) or a category's cards. */
export type ListingAnswer<S extends ListingScope> = S extends Department ? CollectionListingQuery['products'] : ProductListingQuery['products'];

/** The query's fetchMore, as Load More calls it. */
export type ListingFetchMore = (options: { query: TypedDocumentNode<unknown, never>; variables: ListingVariables }) => Promise<unknown>;

/** How a kind of listing pages through its answer: what it asks for, how, and (Load More) how it asks for more. */
export interface ListingPaging {
  variables: ListingVariables;
  options: { fetchPolicy?: 'cache-first' | 'cache-and-network'; nextFetchPolicy?: 'cache-first'; notifyOnNetworkStatusChange?: boolean };
  loadingMore: boolean;
  loadMore?: (fetchMore: ListingFetchMore) => void;
}

/** A kind's paging hook (use-fresh-page.ts, use-load-more.ts): the variables its URL rules give, with their key. */
export type UseListingPaging<S extends ListingScope> = (base: ListingVariables, key: string, scope: S) => ListingPaging;

/**
 * Every listing's query: the kind's URL rules give the variables, the kind's
 * paging hook how to ask (a department's numbered page, a category's first
 * cards and Load More), the view's document what to ask for. A failed query
 * is retried once (storefront.md §7, §8).
 */
export function useListingQuery<S extends ListingScope>(
  scope: S,
  state: ListingState,
  { url, page, usePaging }: { url: ListingUrlRules<S>; page: TypedDocumentNode<{ products: ListingAnswer<S> }, never>; usePaging: UseListingPaging<S> },
) {
  const base = useMemo(() => url.variables(state, scope), [url, state, scope]);
  const key = JSON.stringify(base);
  const { variables, options, loadingMore, loadMore } = usePaging(base, key, scope);
  const document = page as unknown as TypedDocumentNode<{ products: ListingAnswer<S> }, ListingVariables>;
  const result = useFirstScreenQuery(document, { variables, ...options });
  const { previousData, error, loading, refetch, fetchMore } = result;
  const current = result.dataState === 'complete' ? result.data.products : undefined;

  const [retriedKey, setRetriedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!error || retriedKey === key) return;
    setRetriedKey(key);
    void refetch().catch(() => undefined);
  }, [error, key, retriedKey, refetch]);

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
    loadMore: () => loadMore?.(fetchMore as unknown as ListingFetchMore),
  };
}

export type ListingQuery<S extends ListingScope> = ReturnType<typeof useListingQuery<S>>;
