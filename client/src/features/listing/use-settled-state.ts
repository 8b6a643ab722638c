import { useMemo } from 'react';
import type { CategoryScope } from '@aurum/rules/catalog/listing-rules';
import type { ListingState } from '@aurum/rules/catalog/listing-state';
import { useDebouncedValue } from './use-debounced-value';

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
 * A category listing's applied state (storefront.md §4): its search text and
 * sliders settle for 500 ms before the query uses them; `flush` applies a
 * state at once (Search, Apply Filters, Reset, a new URL).
 */
export function useSettledState(state: ListingState, scope: CategoryScope) {
  const [settled, flushSettled] = useDebouncedValue(
    useMemo(() => settlingOf(state), [state]),
    scope.settleMs,
    sameSettling,
  );
  const applied = useMemo(() => withSettled(state, settled), [state, settled]);
  const flush = useMemo(() => (next: ListingState) => flushSettled(settlingOf(next)), [flushSettled]);
  return { applied, flush };
}
