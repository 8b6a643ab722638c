import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { DEBOUNCE_MS, type Department } from '@aurum/rules/catalog/department';
import { defaultFilters, type ListingFilters } from '@aurum/rules/catalog/listing-filters';
import { listingAtoms } from './listing-storage';
import type { ListingSort } from '@aurum/rules/catalog/sort-options';
import { initialListingState as initialState, listingUrlParams, type ListingState } from '@aurum/rules/catalog/url-state';
import { useDebouncedEffect } from './use-debounced-effect';
import { useStoredValue } from '../../lib/hydration';

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
  // A server-rendered page was rendered from its URL alone (the server cannot see saved filters): it hydrates
  // without them, then reads them in (the effect below), as a page rendered here reads them at once. Only a
  // visitor with saved filters renders twice. Read once: later saves must not reset the listing.
  const [savedAtMount] = useState(() => store.get(atoms.filters));
  const saved = useStoredValue(savedAtMount, null);
  const [state, setState] = useState(() => initialState(location.search, department, saved));
  // The query string this hook last wrote; any other change (back button, a link) is read back in.
  const written = useRef(location.search);
  const savedAtFirstRender = useRef(saved);

  useEffect(() => {
    if (saved === savedAtFirstRender.current) return;
    savedAtFirstRender.current = saved;
    setState(initialState(location.search, department, saved));
  }, [saved, location.search, department]);

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
