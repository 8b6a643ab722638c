import { useEffect, useMemo } from 'react';
import type { ListingVariables } from '@aurum/rules/catalog/listing-state';
import { pageDataFetchedAt } from '../../lib/page-data-cache';
import type { ListingPaging } from './use-listing-query';

/** A department's answer stays fresh for 2 minutes (storefront.md §7): within that, revisits read the cache only. */
const FRESH_MS = 2 * 60 * 1000;
const fetchedAt = new Map<string, number>();

/**
 * A department's numbered page: asked for as it is, from the cache while
 * fresh, and kept on screen while the next page loads (no layout shift).
 */
export function useFreshPage(variables: ListingVariables, key: string): ListingPaging {
  // An answer that came with the page (server-inlined) counts as just fetched.
  const fresh = useMemo(() => Date.now() - (fetchedAt.get(key) ?? pageDataFetchedAt('CollectionListing', variables) ?? -Infinity) < FRESH_MS, [key]);
  useEffect(() => {
    if (!fresh) fetchedAt.set(key, Date.now());
  }, [key, fresh]);
  return { variables, options: { fetchPolicy: fresh ? 'cache-first' : 'cache-and-network', nextFetchPolicy: 'cache-first' }, loadingMore: false };
}
