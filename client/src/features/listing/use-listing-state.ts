import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { DEBOUNCE_MS as DEPARTMENT_MS } from '@aurum/rules/catalog/department-limits';
import type { ListingFilters } from '@aurum/rules/catalog/listing-filters';
import { listingAtoms } from './listing-storage';
import { defaultListingState, initialListingState, listingQueryString, type ListingScope, type ListingState } from '@aurum/rules/catalog/url-state';
import { useDebouncedEffect } from './use-debounced-effect';
import { useDebouncedValue } from './use-debounced-value';
import { useStoredValue } from '../../lib/hydration';
import type { ProductSort } from '../../gql/graphql';

/** What waits for the pause on a category listing: the search text and the sliders. */
interface Settling {
  search: string;
  minPrice: number;
  maxPrice: number;
  caseSizeMin: number;
  caseSizeMax: number;
}
const settlingOf = ({ search, filters: f }: ListingState): Settling => ({
  search,
  minPrice: f.minPrice,
  maxPrice: f.maxPrice,
  caseSizeMin: f.caseSizeMin,
  caseSizeMax: f.caseSizeMax,
});
const sameSettling = (a: Settling, b: Settling) =>
  a.search === b.search && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice && a.caseSizeMin === b.caseSizeMin && a.caseSizeMax === b.caseSizeMax;
const withSettled = (state: ListingState, { search, ...bounds }: Settling): ListingState => ({
  ...state,
  search,
  filters: { ...state.filters, ...bounds },
});

/**
 * Every listing's state and its mirrors. `state` is what the controls show;
 * `applied` is what the query uses: on a category listing the search text and
 * the sliders settle for 500 ms first (storefront.md §4) — a department's
 * search settles in its box and its sliders in the panel, so there the two are
 * the same. The URL follows the applied state (a department's after 200 ms,
 * so a filtered page can be shared and reloaded); a URL change made elsewhere
 * (back button, the header search) is read back in. A department also keeps
 * the shopper's filters (250 ms). Any search, filter or sort change goes back
 * to page 1.
 */
export function useListingState(scope: ListingScope) {
  const store = useStore();
  const atoms = scope.kind === 'department' ? listingAtoms(scope) : null;
  const location = useLocation();
  const navigate = useNavigate();
  // A server-rendered page was rendered from its URL alone (the server cannot see saved filters): it hydrates
  // without them, then reads them in (the effect below), as a page rendered here reads them at once. Only a
  // visitor with saved filters renders twice. Read once: later saves must not reset the listing.
  const [savedAtMount] = useState(() => (atoms ? store.get(atoms.filters) : null));
  const saved = useStoredValue(savedAtMount, null);
  const [state, setState] = useState(() => initialListingState(location.search, scope, saved));
  const settleMs = scope.kind === 'category' ? scope.settleMs : 0;
  const settles = settleMs > 0;
  const [settled, flushSettled] = useDebouncedValue(
    useMemo(() => settlingOf(state), [state]),
    settleMs,
    sameSettling,
  );
  const applied = useMemo(() => (settles ? withSettled(state, settled) : state), [settles, state, settled]);
  // The query string this hook last wrote; any other change (back button, a link) is read back in.
  const written = useRef(location.search);
  const savedAtFirstRender = useRef(saved);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  /** Replace everything and apply at once (Search, Apply Filters, Reset, a new URL). */
  const applyNow = useCallback(
    (next: ListingState) => {
      setState(next);
      flushSettled(settlingOf(next));
    },
    [flushSettled],
  );

  useEffect(() => {
    if (saved === savedAtFirstRender.current) return;
    savedAtFirstRender.current = saved;
    applyNow(initialListingState(location.search, scope, saved));
  }, [saved, location.search, scope, applyNow]);

  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    const fromUrl = initialListingState(location.search, scope, atoms ? store.get(atoms.filters) : null);
    // A category's URL holds only the search text: its other choices stay.
    applyNow(scope.kind === 'category' ? { ...latest.current, search: fromUrl.search } : fromUrl);
  }, [location.search, scope, store, atoms, applyNow]);

  useDebouncedEffect(applied, settles ? 0 : DEPARTMENT_MS.urlSync, (current) => {
    const query = listingQueryString(written.current, current, scope);
    if (query === written.current) return;
    written.current = query;
    void navigate({ search: query }, { replace: true, preventScrollReset: true });
  });

  useDebouncedEffect(state.filters, DEPARTMENT_MS.saveFilters, (filters) => {
    if (atoms) store.set(atoms.filters, filters);
  });

  const update = useCallback((patch: Partial<ListingState>) => setState((s) => ({ ...s, page: 1, ...patch })), []);
  const setFilters = useCallback((filters: ListingFilters) => update({ filters }), [update]);
  const setSearch = useCallback((search: string) => setState((s) => (s.search === search ? s : { ...s, search, page: 1 })), []);
  const setSort = useCallback((sort: ProductSort) => update({ sort }), [update]);
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  /** Back to the defaults: a category's Reset Filters resets the order too, a department's Clear All keeps it. */
  const clearAll = useCallback(() => {
    const cleared = defaultListingState(scope);
    if (scope.kind === 'category') applyNow(cleared);
    else setState((s) => ({ ...s, filters: cleared.filters, search: '', page: 1 }));
  }, [scope, applyNow]);

  return { state, applied, update, applyNow, setFilters, setSearch, setSort, setPage, clearAll };
}

export type ListingStateControls = ReturnType<typeof useListingState>;
