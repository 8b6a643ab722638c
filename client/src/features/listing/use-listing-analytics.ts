import { useEffect, useRef } from 'react';
import { trackEvent } from '../../lib/shop-lists';
import type { ListingScope, ListingState } from '@aurum/rules/catalog/listing-state';

/**
 * `search` when the applied text changes to something, `filter_change` for
 * any other applied change of the filters or the order (which ones
 * changed); paging is neither.
 */
export function useListingAnalytics(scope: ListingScope, applied: ListingState) {
  const previous = useRef(applied);
  useEffect(() => {
    const before = previous.current;
    previous.current = applied;
    if (before === applied) return;
    const category = scope.id;
    const query = applied.search.trim();
    if (before.search.trim() !== query) {
      if (query) trackEvent('search', { query, category });
      return;
    }
    const was = { ...before.filters, sort: before.sort };
    const now = { ...applied.filters, sort: applied.sort };
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
    if (changed.length > 0) trackEvent('filter_change', { category, changed });
  }, [applied, scope]);
}
