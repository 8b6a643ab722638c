import type { Department } from './department.js';
import { DEBOUNCE_MS } from './department-limits.js';
import { CASE_SIZE, defaultFilters, FLAG_KEYS, type ListKey, LIST_KEYS, toFilterInput } from './listing-filters.js';
import { searchFromUrl, type ListingState, type ListingUrlRules } from './listing-state.js';
import { sanitizeFilters } from './sanitize-filters.js';
import { urlList } from '../url-list.js';
import { DEFAULT_SORT, sortFromToken, sortToken } from './sort-options.js';

/** URL names follow the spec's listing query (storefront.md §7); lists are comma-joined (repeated names read too: urlList). */
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

/** Nothing chosen: newest first. */
const defaults = (department: Department): ListingState => ({ filters: defaultFilters(department), search: '', sort: DEFAULT_SORT, page: 1 });

/** A department reads its whole state from the URL. */
export function parseListingUrl(params: URLSearchParams, department: Department): ListingState {
  const raw: Record<string, unknown> = {};
  for (const key of LIST_KEYS) {
    raw[key] = urlList(params, PARAM[key]);
  }
  for (const key of FLAG_KEYS) raw[key] = params.get(key) === 'true';
  for (const key of ['minPrice', 'maxPrice', 'caseSizeMin', 'caseSizeMax'] as const) {
    if (params.has(key)) raw[key] = params.get(key);
  }
  const page = Number(params.get('page'));
  return {
    filters: sanitizeFilters(raw, department),
    search: searchFromUrl(params),
    sort: sortFromToken(params.get('sort')),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string for a state; defaults are left out so a plain listing has a plain URL. */
export function listingUrlParams(state: ListingState, department: Department): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  const { filters } = state;
  if (state.sort !== DEFAULT_SORT) params.set('sort', sortToken(state.sort));
  for (const key of LIST_KEYS) if (filters[key].length > 0) params.set(PARAM[key], filters[key].join(','));
  if (filters.minPrice !== 0) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== department.priceCeiling) params.set('maxPrice', String(filters.maxPrice));
  if (filters.caseSizeMin !== CASE_SIZE.min) params.set('caseSizeMin', String(filters.caseSizeMin));
  if (filters.caseSizeMax !== CASE_SIZE.max) params.set('caseSizeMax', String(filters.caseSizeMax));
  for (const key of FLAG_KEYS) if (filters[key]) params.set(key, 'true');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * /watches and /clothing: the whole state is in the URL (written 200 ms after
 * a change, so a filtered page can be shared and reloaded), which the
 * department owns; a shared link wins, otherwise the filters this shopper last
 * used there (without search, sort or page). The query asks for one numbered
 * page of 24.
 */
export const DEPARTMENT_URL: ListingUrlRules<Department> = {
  defaults,
  initial(search, department, saved) {
    const params = new URLSearchParams(search);
    if (hasListingParams(params)) return parseListingUrl(params, department);
    return { ...defaults(department), filters: sanitizeFilters(saved, department) };
  },
  queryString(_current, state, department) {
    const query = listingUrlParams(state, department).toString();
    return query ? `?${query}` : '';
  },
  variables: (state, department) => ({
    filter: toFilterInput(state.filters, state.search, department),
    sort: state.sort,
    page: { offset: (state.page - 1) * department.pageSize, limit: department.pageSize },
  }),
  urlSyncMs: DEBOUNCE_MS.urlSync,
};
