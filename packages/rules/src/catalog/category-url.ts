import { narrowToCollection, toProductSort } from './collections.js';
import { defaultFilters, toFilterInput } from './listing-filters.js';
import type { CategoryScope } from './listing-rules.js';
import { searchFromUrl, type ListingState, type ListingUrlRules } from './listing-state.js';

/** Nothing chosen: "Featured" first. */
const defaults = (scope: CategoryScope): ListingState => ({ filters: defaultFilters(scope), search: '', sort: 'FEATURED', page: 1 });

/**
 * /products/:category: the URL holds only the search text, written as soon as
 * it is applied beside whatever else is there (`?collection=`); no filters are
 * kept. The query asks for the first `shown` cards (12, Load More widens it)
 * with a collection's tag and order.
 */
export const CATEGORY_URL: ListingUrlRules<CategoryScope> = {
  defaults,
  initial: (search, scope) => ({ ...defaults(scope), search: searchFromUrl(new URLSearchParams(search)) }),
  queryString(current, state) {
    const next = new URLSearchParams(current);
    const search = state.search.trim();
    if (search) next.set('search', search);
    else next.delete('search');
    const query = next.toString();
    return query ? `?${query}` : '';
  },
  variables: (state, scope, shown = scope.pageSize) => ({
    filter: narrowToCollection(toFilterInput(state.filters, state.search, scope), scope.collection),
    sort: toProductSort(state.sort, scope.collection),
    page: { offset: 0, limit: shown },
  }),
  urlSyncMs: 0,
};
