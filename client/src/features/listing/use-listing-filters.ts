import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { trackEvent } from '../../lib/shop-lists';
import { useDebouncedValue } from './use-debounced-value';
import { DEBOUNCE_MS, DEFAULT_FILTERS, type ListingCategory, type ListingFilters } from './listing-rules';

type Settling = Pick<ListingFilters, 'search' | 'priceMin' | 'priceMax' | 'caseSizeMin' | 'caseSizeMax'>;
const settlingOf = (f: ListingFilters): Settling => ({
  search: f.search,
  priceMin: f.priceMin,
  priceMax: f.priceMax,
  caseSizeMin: f.caseSizeMin,
  caseSizeMax: f.caseSizeMax,
});
const sameSettling = (a: Settling, b: Settling) =>
  a.search === b.search && a.priceMin === b.priceMin && a.priceMax === b.priceMax && a.caseSizeMin === b.caseSizeMin && a.caseSizeMax === b.caseSizeMax;

/**
 * The listing's filter state. `filters` is what the controls show; `applied`
 * is what the query uses: search text and the sliders settle for 500 ms
 * first (storefront.md §4), everything else applies at once. The search text
 * follows the URL's `?search=` (the header search links there).
 */
export function useListingFilters(category: ListingCategory) {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const [filters, setFilters] = useState<ListingFilters>(() => ({ ...DEFAULT_FILTERS, search: urlSearch }));
  const [settled, flushSettled] = useDebouncedValue(useMemo(() => settlingOf(filters), [filters]), DEBOUNCE_MS, sameSettling);
  const applied = useMemo<ListingFilters>(() => ({ ...filters, ...settled }), [filters, settled]);

  const update = useCallback((patch: Partial<ListingFilters>) => setFilters((f) => ({ ...f, ...patch })), []);

  /** Replace everything and apply at once (Search, Apply Filters, Reset). */
  const applyNow = useCallback(
    (next: ListingFilters) => {
      setFilters(next);
      flushSettled(settlingOf(next));
    },
    [flushSettled],
  );

  const reset = useCallback(() => applyNow(DEFAULT_FILTERS), [applyNow]);

  // A new ?search= (the header search while already here) replaces the text.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  });
  const lastUrlSearch = useRef(urlSearch);
  useEffect(() => {
    if (urlSearch === lastUrlSearch.current) return;
    lastUrlSearch.current = urlSearch;
    applyNow({ ...latest.current, search: urlSearch });
  }, [urlSearch, applyNow]);

  // The applied search goes back into the URL, so reloading or sharing keeps it.
  useEffect(() => {
    const search = applied.search.trim();
    if (search === lastUrlSearch.current.trim()) return;
    lastUrlSearch.current = search;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('search', search);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [applied.search, setParams]);

  useAnalytics(category, applied);

  return { filters, applied, update, applyNow, reset };
}

/** `search` when the applied text changes, `filter_change` for any other applied change. */
function useAnalytics(category: ListingCategory, applied: ListingFilters) {
  const previous = useRef(applied);
  useEffect(() => {
    const before = previous.current;
    previous.current = applied;
    if (before === applied) return;
    if (before.search.trim() !== applied.search.trim()) {
      if (applied.search.trim()) trackEvent('search', { query: applied.search.trim(), category });
      return;
    }
    const changed = (Object.keys(applied) as (keyof ListingFilters)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(applied[key]));
    if (changed.length > 0) trackEvent('filter_change', { category, changed, filters: applied });
  }, [applied, category]);
}
