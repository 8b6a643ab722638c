import type { ListingCondition, MarketplaceFilterInput, MarketplaceSort, PageInput, SellerType } from '../gql/schema-types.js';
import { CONDITIONS, SELLER_TYPES, SORT_OPTIONS } from './browse-options.js';
import { urlList } from '../url-list.js';

/** Slider ends; a value at an end sends no bound ("£100,000+" is anything above). */
export const PRICE_RANGE = { min: 0, max: 100_000, step: 500 } as const; // pounds
export const YEAR_RANGE = { min: 1950, max: new Date().getFullYear(), step: 1 } as const;
export const CASE_SIZE_RANGE = { min: 30, max: 50, step: 1 } as const; // millimetres
export const BROWSE_PAGE_SIZE = 12;
export const SEARCH_MAX_LENGTH = 200;
const MAX_PAGE = 1000;

/** Everything /marketplace/listings keeps in its query string, so a link or a reload shows the same listings. */
export interface BrowseState {
  search: string;
  brands: string[];
  conditions: ListingCondition[];
  sellerTypes: SellerType[];
  boxAndPapers: boolean;
  price: [number, number];
  year: [number, number];
  caseSize: [number, number];
  sort: MarketplaceSort;
  page: number;
}

export const DEFAULT_BROWSE: BrowseState = {
  search: '',
  brands: [],
  conditions: [],
  sellerTypes: [],
  boxAndPapers: false,
  price: [PRICE_RANGE.min, PRICE_RANGE.max],
  year: [YEAR_RANGE.min, YEAR_RANGE.max],
  caseSize: [CASE_SIZE_RANGE.min, CASE_SIZE_RANGE.max],
  sort: 'NEWEST',
  page: 1,
};

/** The URL names of the checklists (comma-joined when written; repeated names read too). */
export const LIST_PARAMS = { brands: 'brands', conditions: 'condition', sellerTypes: 'sellerType' } as const;

type Range = { min: number; max: number };
const RANGES = [
  ['price', 'minPrice', 'maxPrice', PRICE_RANGE],
  ['year', 'minYear', 'maxYear', YEAR_RANGE],
  ['caseSize', 'minCase', 'maxCase', CASE_SIZE_RANGE],
] as const satisfies readonly (readonly ['price' | 'year' | 'caseSize', string, string, Range])[];

/** A range's URL names, low end first. */
export const rangeParams = (key: (typeof RANGES)[number][0]): readonly [string, string] => {
  const [, minName, maxName] = RANGES.find(([k]) => k === key)!;
  return [minName, maxName];
};

const oneOf = <T extends string>(values: string[], allowed: readonly T[]) => [...new Set(values)].filter((v): v is T => (allowed as readonly string[]).includes(v));

function readRange(params: URLSearchParams, minName: string, maxName: string, range: Range): [number, number] {
  const read = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return params.has(name) && Number.isFinite(value) ? Math.min(range.max, Math.max(range.min, Math.round(value))) : fallback;
  };
  const low = read(minName, range.min);
  const high = read(maxName, range.max);
  return low <= high ? [low, high] : [high, low];
}

/** Reads the query string; anything unknown or out of range falls back to "no filter". */
export function parseBrowseUrl(params: URLSearchParams): BrowseState {
  const sortToken = params.get('sort');
  const page = Number(params.get('page'));
  const state: BrowseState = {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    brands: [...new Set(urlList(params, LIST_PARAMS.brands))],
    conditions: oneOf(urlList(params, LIST_PARAMS.conditions), CONDITIONS),
    sellerTypes: oneOf(urlList(params, LIST_PARAMS.sellerTypes), SELLER_TYPES),
    boxAndPapers: params.get('boxAndPapers') === 'true',
    price: DEFAULT_BROWSE.price,
    year: DEFAULT_BROWSE.year,
    caseSize: DEFAULT_BROWSE.caseSize,
    sort: SORT_OPTIONS.find((o) => o.token === sortToken)?.value ?? 'NEWEST',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
  for (const [key, minName, maxName, range] of RANGES) state[key] = readRange(params, minName, maxName, range);
  return state;
}

/** The query string of a state; defaults are left out, so the plain page has a plain URL. */
export function browseUrlParams(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.brands.length) params.set(LIST_PARAMS.brands, state.brands.join(','));
  if (state.conditions.length) params.set(LIST_PARAMS.conditions, state.conditions.join(','));
  if (state.sellerTypes.length) params.set(LIST_PARAMS.sellerTypes, state.sellerTypes.join(','));
  if (state.boxAndPapers) params.set('boxAndPapers', 'true');
  for (const [key, minName, maxName, range] of RANGES) {
    if (state[key][0] > range.min) params.set(minName, String(state[key][0]));
    if (state[key][1] < range.max) params.set(maxName, String(state[key][1]));
  }
  if (state.sort !== 'NEWEST') params.set('sort', SORT_OPTIONS.find((o) => o.value === state.sort)?.token ?? 'newest');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The GraphQL filter: only what narrows the listings is sent; prices go as pence. */
export function toMarketplaceFilter(state: BrowseState): MarketplaceFilterInput {
  const filter: MarketplaceFilterInput = {};
  if (state.search.trim()) filter.search = state.search.trim();
  if (state.brands.length) filter.brands = state.brands;
  if (state.conditions.length) filter.conditions = state.conditions;
  if (state.sellerTypes.length) filter.sellerTypes = state.sellerTypes;
  if (state.boxAndPapers) filter.boxAndPapers = true;
  if (state.price[0] > PRICE_RANGE.min) filter.minPricePence = state.price[0] * 100;
  if (state.price[1] < PRICE_RANGE.max) filter.maxPricePence = state.price[1] * 100;
  if (state.year[0] > YEAR_RANGE.min) filter.minYear = state.year[0];
  if (state.year[1] < YEAR_RANGE.max) filter.maxYear = state.year[1];
  if (state.caseSize[0] > CASE_SIZE_RANGE.min) filter.minCaseSizeMm = state.caseSize[0];
  if (state.caseSize[1] < CASE_SIZE_RANGE.max) filter.maxCaseSizeMm = state.caseSize[1];
  return filter;
}

/** Filters that differ from the defaults (search and sort not counted; a moved range counts once), for the phone's Filters button. */
export function activeFilterCount(state: BrowseState): number {
  const movedRanges = RANGES.filter(([key, , , range]) => state[key][0] > range.min || state[key][1] < range.max).length;
  return state.brands.length + state.conditions.length + state.sellerTypes.length + (state.boxAndPapers ? 1 : 0) + movedRanges;
}

/** "Showing 13–24 of 40 listings", or "3 listings" when they fit on one page. */
export function resultCountText(page: number, total: number): string {
  const noun = total === 1 ? 'listing' : 'listings';
  if (total <= BROWSE_PAGE_SIZE) return `${total} ${noun}`;
  const from = Math.min(total, (page - 1) * BROWSE_PAGE_SIZE + 1);
  const to = Math.min(total, page * BROWSE_PAGE_SIZE);
  return `Showing ${from}–${to} of ${total} ${noun}`;
}

/** The page of a seller's listings their page shows: `?page=` when a whole number above 1, else the first. */
export function sellerListingsPage(params: URLSearchParams): number {
  const requested = Number(params.get('page'));
  return Number.isInteger(requested) && requested > 1 ? requested : 1;
}

/** The listings query's variables for one numbered page (also what the server inlines with the page). */
export function listingsVariables(filter: MarketplaceFilterInput, sort: MarketplaceSort, page: number): { filter: MarketplaceFilterInput; sort: MarketplaceSort; page: PageInput } {
  return { filter, sort, page: { offset: (page - 1) * BROWSE_PAGE_SIZE, limit: BROWSE_PAGE_SIZE } };
}
