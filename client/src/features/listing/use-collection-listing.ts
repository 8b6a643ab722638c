import { useEffect, useMemo, useRef } from 'react';
import { CollectionListingDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { pageDataFetchedAt } from '../../lib/page-data-cache';
import type { Department } from '@aurum/rules/catalog/department';
import { collectionListingVariables, type ListingState } from '@aurum/rules/catalog/url-state';

/** A listing answer stays fresh for 2 minutes (storefront.md §7): within that, revisits read the cache only. */
const FRESH_MS = 2 * 60 * 1000;
const fetchedAt = new Map<string, number>();

/**
 * One page of the listing. While a new page or filter loads, the previous
 * answer stays on screen (no layout shift); a failed request is retried once.
 */
export function useCollectionListing(department: Department, state: ListingState) {
  const variables = useMemo(() => collectionListingVariables(state, department), [state, department]);
  const key = JSON.stringify(variables);
  // An answer that came with the page (server-inlined) counts as just fetched.
  const fresh = useMemo(
    () => Date.now() - (fetchedAt.get(key) ?? pageDataFetchedAt('CollectionListing', variables) ?? -Infinity) < FRESH_MS,
    [key],
  );
  const result = useFirstScreenQuery(CollectionListingDocument, {
    variables,
    fetchPolicy: fresh ? 'cache-first' : 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const { previousData, error, loading, refetch } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;

  useEffect(() => {
    if (!fresh) fetchedAt.set(key, Date.now());
  }, [key, fresh]);

  const retried = useRef(new Set<string>());
  useEffect(() => {
    if (!error || retried.current.has(key)) return;
    retried.current.add(key);
    void refetch().catch(() => undefined);
  }, [error, key, refetch]);

  const listing = data?.products ?? previousData?.products;
  return {
    listing,
    /** Nothing to show yet: the first answer is on its way. */
    initialLoading: !listing && loading,
    /** Showing the previous answer while the new one loads. */
    stale: !data && loading && !!listing,
    failed: !!error && !loading && retried.current.has(key),
    retry: () => void refetch().catch(() => undefined),
  };
}
