import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore, type WritableAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { DEBOUNCE_MS as DEPARTMENT_MS } from '@aurum/rules/catalog/department-limits';
import type { ListingFilters } from '@aurum/rules/catalog/listing-filters';
import type { ListingScope, ListingState, ListingUrlRules } from '@aurum/rules/catalog/listing-state';
import { useDebouncedEffect } from './use-debounced-effect';
import { useStoredValue } from '../../lib/hydration';
import type { ProductSort } from '../../gql/graphql';

/** What the query uses of the controls' state, and how to apply a state at once. */
export type UseAppliedState<S extends ListingScope> = (state: ListingState, scope: S) => { applied: ListingState; flush: (next: ListingState) => void };

/** What a kind of listing brings to the shared state: its URL rules, its waits, where it keeps the shopper's filters. */
export interface ListingKind<S extends ListingScope> {
  url: ListingUrlRules<S>;
  useApplied: UseAppliedState<S>;
  savedFilters?: (scope: S) => WritableAtom<unknown, [unknown], void>;
}

/**
 * Every listing's state and its mirrors. `state` is what the controls show;
 * `applied` is what the query uses (the kind's `useApplied`: on a category the
 * search text and the sliders settle first, on a department they are the
 * same). The URL follows the applied state (the kind's rules say what it holds
 * and how soon it is written); a URL change made elsewhere (back button, the
 * header search) is read back in. A department also keeps the shopper's
 * filters (250 ms). Any search, filter or sort change goes back to page 1.
 */
export function useListingState<S extends ListingScope>(scope: S, { url, useApplied, savedFilters }: ListingKind<S>) {
  const store = useStore();
  const [filtersAtom] = useState(() => savedFilters?.(scope));
  const location = useLocation();
  const navigate = useNavigate();
  // A server-rendered page was rendered from its URL alone (the server cannot see saved filters): it hydrates
  // without them, then reads them in (the effect below), as a page rendered here reads them at once. Only a
  // visitor with saved filters renders twice. Read once: later saves must not reset the listing.
  const [savedAtMount] = useState(() => (filtersAtom ? store.get(filtersAtom) : null));
  const saved = useStoredValue(savedAtMount, null);
  const [state, setState] = useState(() => url.initial(location.search, scope, saved));
  const { applied, flush } = useApplied(state, scope);
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
      flush(next);
    },
    [flush],
  );

  useEffect(() => {
    if (saved === savedAtFirstRender.current) return;
    savedAtFirstRender.current = saved;
    applyNow(url.initial(location.search, scope, saved));
  }, [saved, location.search, scope, url, applyNow]);

  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    const fromUrl = url.initial(location.search, scope, filtersAtom ? store.get(filtersAtom) : null);
    // A category's URL holds only the search text: its other choices stay.
    applyNow(scope.kind === 'category' ? { ...latest.current, search: fromUrl.search } : fromUrl);
  }, [location.search, scope, url, store, filtersAtom, applyNow]);

  useDebouncedEffect(applied, url.urlSyncMs, (current) => {
    const query = url.queryString(written.current, current, scope);
    if (query === written.current) return;
    written.current = query;
    void navigate({ search: query }, { replace: true, preventScrollReset: true });
  });

  useDebouncedEffect(state.filters, DEPARTMENT_MS.saveFilters, (filters) => {
    if (filtersAtom) store.set(filtersAtom, filters);
  });

  const update = useCallback((patch: Partial<ListingState>) => setState((s) => ({ ...s, page: 1, ...patch })), []);
  const setFilters = useCallback((filters: ListingFilters) => update({ filters }), [update]);
  const setSearch = useCallback((search: string) => setState((s) => (s.search === search ? s : { ...s, search, page: 1 })), []);
  const setSort = useCallback((sort: ProductSort) => update({ sort }), [update]);
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  /** Back to the defaults: a category's Reset Filters resets the order too, a department's Clear All keeps it. */
  const clearAll = useCallback(() => {
    const cleared = url.defaults(scope);
    if (scope.kind === 'category') applyNow(cleared);
    else setState((s) => ({ ...s, filters: cleared.filters, search: '', page: 1 }));
  }, [scope, url, applyNow]);

  return { state, applied, update, applyNow, setFilters, setSearch, setSort, setPage, clearAll };
}

export type ListingStateControls = ReturnType<typeof useListingState>;
