import type { ProductSort } from '../gql/schema-types.js';
import { narrowToCollection, toProductSort } from './collections.js';
import type { Department } from './department.js';
import { CASE_SIZE, defaultFilters, FLAG_KEYS, type ListKey, type ListingFilters, LIST_KEYS, toFilterInput } from './listing-filters.js';
import type { CategoryScope } from './listing-rules.js';
import { sanitizeFilters } from './sanitize-filters.js';
import { DEFAULT_SORT, sortFromToken, sortToken } from './sort-options.js';

/**
 * What one listing shows: a department (/watches, /clothing: numbered pages,
 * the whole state in the URL, saved filters) or a category of
 * /products/:category (Load More, only the search text in the URL), perhaps
 * narrowed to a curated collection. Either is also its filters' scope.
 */
export type ListingScope = Department | CategoryScope;
export type { CategoryScope };

/** Everything a listing's controls hold; a shared link of a department carries all of it. */
export interface ListingState {
  filters: ListingFilters;
  search: string;
  sort: ProductSort;
  /** 1 on a category listing (it loads more instead). */
  page: number;
}

/** Nothing chosen: newest first on a department, "Featured" on a category. */
export function defaultListingState(scope: ListingScope): ListingState {
  return { filters: defaultFilters(scope), search: '', sort: scope.kind === 'department' ? DEFAULT_SORT : 'FEATURED', page: 1 };
}

/** URL names follow the spec's listing query (storefront.md §7); lists are comma-joined. */
const PARAM: Record<ListKey, string> = {
  brands: 'brands',
  materials: 'materials',
  tags: 'tags',
  caseMaterials: 'caseMaterial',
  dialColors: 'dialColor',
  straps: 'strap',
  movements: 'movement',
  waterResistances: 'waterResistance',
  sizes: 'sizes',
  colors: 'colors',
  styles: 'styles',
  seasons: 'seasons',
  fits: 'fit',
};
const SCALAR_PARAMS = ['search', 'sort', 'page', 'minPrice', 'maxPrice', 'caseSizeMin', 'caseSizeMax', ...FLAG_KEYS];

/** True when the URL says anything about the listing (then it wins over the saved state). */
export function hasListingParams(params: URLSearchParams): boolean {
  return [...Object.values(PARAM), ...SCALAR_PARAMS].some((name) => params.has(name));
}

const MAX_PAGE = 1000;
const MAX_SEARCH_LENGTH = 200;

/** A department reads its whole state from the URL; a category its search text only. */
export function parseListingUrl(params: URLSearchParams, scope: ListingScope): ListingState {
  const search = (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH);
  if (scope.kind === 'category') return { ...defaultListingState(scope), search };
  const raw: Record<string, unknown> = {};
  for (const key of LIST_KEYS) {
    const value = params.get(PARAM[key]);
    raw[key] = value ? value.split(',') : [];
  }
  for (const key of FLAG_KEYS) raw[key] = params.get(key) === 'true';
  for (const key of ['minPrice', 'maxPrice', 'caseSizeMin', 'caseSizeMax'] as const) {
    if (params.has(key)) raw[key] = params.get(key);
  }
  const page = Number(params.get('page'));
  return {
    filters: sanitizeFilters(raw, scope),
    search,
    sort: sortFromToken(params.get('sort')),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string for a state; defaults are left out so a plain listing has a plain URL. */
export function listingUrlParams(state: ListingState, scope: ListingScope): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (scope.kind === 'category') return params;
  const { filters } = state;
  if (state.sort !== DEFAULT_SORT) params.set('sort', sortToken(state.sort));
  for (const key of LIST_KEYS) if (filters[key].length > 0) params.set(PARAM[key], filters[key].join(','));
  if (filters.minPrice !== 0) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== scope.priceCeiling) params.set('maxPrice', String(filters.maxPrice));
  if (filters.caseSizeMin !== CASE_SIZE.min) params.set('caseSizeMin', String(filters.caseSizeMin));
  if (filters.caseSizeMax !== CASE_SIZE.max) params.set('caseSizeMax', String(filters.caseSizeMax));
  for (const key of FLAG_KEYS) if (filters[key]) params.set(key, 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The query string (with its `?`) after a state change: a department owns the
 * whole of it; a category writes its search text beside whatever else is there
 * (`?collection=`).
 */
export function listingQueryString(current: string, state: ListingState, scope: ListingScope): string {
  const params = listingUrlParams(state, scope);
  let query = params.toString();
  if (scope.kind === 'category') {
    const next = new URLSearchParams(current);
    const search = params.get('search');
    if (search) next.set('search', search);
    else next.delete('search');
    query = next.toString();
  }
  return query ? `?${query}` : '';
}

/**
 * A shared link wins; otherwise a department's filters this shopper last used
 * there (without search, sort or page). A category keeps no saved filters.
 */
export function initialListingState(search: string, scope: ListingScope, saved: unknown): ListingState {
  const params = new URLSearchParams(search);
  if (scope.kind === 'category' || hasListingParams(params)) return parseListingUrl(params, scope);
  return { ...defaultListingState(scope), filters: sanitizeFilters(saved, scope) };
}

/**
 * The listing query's variables for a state (also what the server inlines
 * with the page): a department's numbered page, or a category's first
 * `shown` cards (Load More widens it) with a collection's tag and order.
 */
export function listingVariables(state: ListingState, scope: ListingScope, shown = scope.pageSize) {
  const filter = toFilterInput(state.filters, state.search, scope);
  if (scope.kind === 'department') return { filter, sort: state.sort, page: { offset: (state.page - 1) * scope.pageSize, limit: scope.pageSize } };
  return { filter: narrowToCollection(filter, scope.collection), sort: toProductSort(state.sort, scope.collection), page: { offset: 0, limit: shown } };
}
