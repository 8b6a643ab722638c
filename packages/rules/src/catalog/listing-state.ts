import type { ProductFilterInput, ProductSort } from '../gql/schema-types.js';
import type { Department } from './department.js';
import type { ListingFilters } from './listing-filters.js';
import type { CategoryScope } from './listing-rules.js';

/**
 * What one listing shows: a department (/watches, /clothing: numbered pages,
 * the whole state in the URL, saved filters) or a category of
 * /products/:category (Load More, only the search text in the URL), perhaps
 * narrowed to a curated collection. Either is also its filters' scope.
 */
export type ListingScope = Department | CategoryScope;

/** Everything a listing's controls hold; a shared link of a department carries all of it. */
export interface ListingState {
  filters: ListingFilters;
  search: string;
  sort: ProductSort;
  /** 1 on a category listing (it loads more instead). */
  page: number;
}

/** The listing query's variables (also what the server inlines with the page). */
export type ListingVariables = {
  filter: ProductFilterInput;
  sort: ProductSort;
  page: { offset: number; limit: number };
};

/**
 * How a kind of listing reads and writes its URL and asks for its products.
 * Each kind's rules live in a module of their own (department-url.ts,
 * category-url.ts), so a route's code holds only its own kind's.
 */
export interface ListingUrlRules<S extends ListingScope> {
  /** Nothing chosen. */
  defaults(scope: S): ListingState;
  /** The state a visit starts from: its URL and, where kept, the saved filters. */
  initial(search: string, scope: S, saved: unknown): ListingState;
  /** The query string (with its `?`) after a state change, given the current one. */
  queryString(current: string, state: ListingState, scope: S): string;
  /** The listing query's variables for a state; `shown` widens a Load More listing. */
  variables(state: ListingState, scope: S, shown?: number): ListingVariables;
  /** How long the URL waits after a change of the applied state. */
  urlSyncMs: number;
}

const MAX_SEARCH_LENGTH = 200;

/** A link's search text, cut to 200 characters (every listing). */
export const searchFromUrl = (params: URLSearchParams) => (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH);
