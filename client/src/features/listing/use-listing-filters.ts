import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { trackEvent } from '../../lib/shop-lists';
import { useDebouncedValue } from './use-debounced-value';
import { DEBOUNCE_MS, DEFAULT_STATE, type GeneralListingState, type ListingCategory } from '@aurum/rules/catalog/listing-rules';

/** What waits for the pause: the search text and the sliders. */
interface Settling {
  search: string;
  minPrice: number;
  maxPrice: number;
  caseSizeMin: number;
  caseSizeMax: number;
}
const settlingOf = ({ search, filters: f }: GeneralListingState): Settling => ({
  search,
  minPrice: f.minPrice,
  maxPrice: f.maxPrice,
  caseSizeMin: f.caseSizeMin,
  caseSizeMax: f.caseSizeMax,
});
const sameSettling = (a: Settling, b: Settling) =>
  a.search === b.search && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice && a.caseSizeMin === b.caseSizeMin && a.caseSizeMax === b.caseSizeMax;
const withSettled = (state: GeneralListingState, { search, ...bounds }: Settling): GeneralListingState => ({
  ...state,
  search,
  filters: { ...state.filters, ...bounds },
});

/**
 * The general listing's state. `state` is what the controls show; `applied`
 * is what the query uses: search text and the sliders settle for 500 ms
 * first (storefront.md §4), everything else applies at once. The search text
 * follows the URL's `?search=` (the header search links there).
 */
export function useListingFilters(category: ListingCategory) {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search') ?? '';
  const [state, setState] = useState<GeneralListingState>(() => ({ ...DEFAULT_STATE, search: urlSearch }));
  const [settled, flushSettled] = useDebouncedValue(useMemo(() => settlingOf(state), [state]), DEBOUNCE_MS, sameSettling);
  const applied = useMemo(() => withSettled(state, settled), [state, settled]);

  const update = useCallback((patch: Partial<GeneralListingState>) => setState((s) => ({ ...s, ...patch })), []);

  /** Replace everything and apply at once (Search, Apply Filters, Reset). */
  const applyNow = useCallback(
    (next: GeneralListingState) => {
      setState(next);
      flushSettled(settlingOf(next));
    },
    [flushSettled],
  );

  const reset = useCallback(() => applyNow(DEFAULT_STATE), [applyNow]);

  // A new ?search= (the header search while already here) replaces the text.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
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

  return { state, applied, update, applyNow, reset };
}

/** `search` when the applied text changes, `filter_change` for any other applied change (the sort included). */
function useAnalytics(category: ListingCategory, applied: GeneralListingState) {
  const previous = useRef(applied);
  useEffect(() => {
    const before = previous.current;
    previous.current = applied;
    if (before === applied) return;
    if (before.search.trim() !== applied.search.trim()) {
      if (applied.search.trim()) trackEvent('search', { query: applied.search.trim(), category });
      return;
    }
    const was = { ...before.filters, sort: before.sort };
    const now = { ...applied.filters, sort: applied.sort };
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
    if (changed.length > 0) trackEvent('filter_change', { category, changed, filters: { ...now, search: applied.search } });
  }, [applied, category]);
}
