import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { DEBOUNCE_MS, type Department } from './department';
import { defaultFilters, type ListingFilters } from './listing-filters';
import { listingAtoms } from './listing-storage';
import type { ListingSort } from './sort-options';
import { initialListingState as initialState, listingUrlParams, type ListingState } from './url-state';
import { useDebouncedEffect } from './use-debounced-effect';
import { useHydrated } from '../../lib/hydration';

const queryOf = (state: ListingState, department: Department) => {
  const query = listingUrlParams(state, department).toString();
  return query ? `?${query}` : '';
};

/**
 * The listing's state and its two mirrors: the URL (200 ms after a change, so
 * a filtered page can be shared and reloaded) and the saved per-category
 * filters (250 ms). Any search, filter or sort change goes back to page 1.
 */
export function useListingState(department: Department) {
  const store = useStore();
  const atoms = listingAtoms[department.id];
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // A server-rendered page was rendered from its URL alone (the server cannot see saved filters): hydrate as it,
  // then read the saved filters in (the effect below), as a page rendered here reads them at once.
  const [state, setState] = useState(() => initialState(location.search, department, hydrated ? store.get(atoms.filters) : undefined));
  // The query string this hook last wrote; any other change (back button, a link) is read back in.
  const written = useRef(location.search);
  const savedFiltersRead = useRef(hydrated);

  useEffect(() => {
    if (!hydrated || savedFiltersRead.current) return;
    savedFiltersRead.current = true;
    setState(initialState(location.search, department, store.get(atoms.filters)));
  }, [hydrated, location.search, department, store, atoms]);

  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    setState(initialState(location.search, department, store.get(atoms.filters)));
  }, [location.search, department, store, atoms]);

  useDebouncedEffect(state, DEBOUNCE_MS.urlSync, (current) => {
    const query = queryOf(current, department);
    if (query === written.current) return;
    written.current = query;
    void navigate({ search: query }, { replace: true, preventScrollReset: true });
  });

  useDebouncedEffect(state.filters, DEBOUNCE_MS.saveFilters, (filters) => store.set(atoms.filters, filters));

  const setFilters = useCallback((filters: ListingFilters) => setState((s) => ({ ...s, filters, page: 1 })), []);
  const setSearch = useCallback((search: string) => setState((s) => (s.search === search ? s : { ...s, search, page: 1 })), []);
  const setSort = useCallback((sort: ListingSort) => setState((s) => ({ ...s, sort, page: 1 })), []);
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const clearAll = useCallback(
    () => setState((s) => ({ ...s, filters: defaultFilters(department), search: '', page: 1 })),
    [department],
  );

  return { state, setFilters, setSearch, setSort, setPage, clearAll };
}
