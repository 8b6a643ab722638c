import type { PageInput, ProductFilterInput, ProductSort } from '../gql/schema-types.js';
import { PAGE_SIZE, type Department } from './department.js';
import { CASE_SIZE, defaultFilters, FLAG_KEYS, type ListKey, type ListingFilters, LIST_KEYS, toFilterInput } from './listing-filters.js';
import { sanitizeFilters } from './sanitize-filters.js';
import { DEFAULT_SORT, sortFromToken, sortToken, type ListingSort } from './sort-options.js';

/** Everything a shared link of /watches or /clothing carries. */
export interface ListingState {
  filters: ListingFilters;
  search: string;
  sort: ListingSort;
  page: number;
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

export function parseListingUrl(params: URLSearchParams, department: Department): ListingState {
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
    filters: sanitizeFilters(raw, department),
    search: (params.get('search') ?? '').slice(0, 200),
    sort: sortFromToken(params.get('sort')),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string for a state; defaults are left out so a plain listing has a plain URL. */
export function listingUrlParams(state: ListingState, department: Department): URLSearchParams {
  const { filters } = state;
  const defaults = defaultFilters(department);
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.sort !== DEFAULT_SORT) params.set('sort', sortToken(state.sort));
  for (const key of LIST_KEYS) if (filters[key].length > 0) params.set(PARAM[key], filters[key].join(','));
  if (filters.minPrice !== defaults.minPrice) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== defaults.maxPrice) params.set('maxPrice', String(filters.maxPrice));
  if (filters.caseSizeMin !== CASE_SIZE.min) params.set('caseSizeMin', String(filters.caseSizeMin));
  if (filters.caseSizeMax !== CASE_SIZE.max) params.set('caseSizeMax', String(filters.caseSizeMax));
  for (const key of FLAG_KEYS) if (filters[key]) params.set(key, 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A shared link wins; otherwise the filters this shopper last used here (without search, sort or page). */
export function initialListingState(search: string, department: Department, saved: unknown): ListingState {
  const params = new URLSearchParams(search);
  if (hasListingParams(params)) return parseListingUrl(params, department);
  return { filters: sanitizeFilters(saved, department), search: '', sort: DEFAULT_SORT, page: 1 };
}

/** The listing query's variables for a state (also what the server inlines with the page). */
export function collectionListingVariables(state: ListingState, department: Department): { filter: ProductFilterInput; sort: ProductSort; page: PageInput } {
  return {
    filter: toFilterInput(state.filters, state.search, department),
    sort: state.sort,
    page: { offset: (state.page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  };
}
