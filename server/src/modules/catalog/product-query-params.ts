import { WATER_RESISTANCE_VALUES } from '@aurum/rules/catalog/filter-groups';
import { TAG_VALUES } from '@aurum/rules/catalog/sanitize-filters';
import { badRequest } from '../../common/errors';
import { poundsToPence } from '../../common/money';
import { ownValue } from '@aurum/rules/own-value';
import {
  PAGE_LIMITS,
  type Page,
  type ProductFilter,
  type ProductSort,
  SEARCH_LIMITS,
} from './product-filter';

type QueryValue = string | string[] | undefined;
export type QueryParams = Record<string, unknown>;

/** The REST names of sorts (storefront.md §7 and §9, both spellings) and what they mean. */
const SORT_ALIASES: Record<string, ProductSort> = {
  featured: 'featured',
  newest: 'newest',
  price_asc: 'price_asc',
  'price-low': 'price_asc',
  'price-low-high': 'price_asc',
  price_desc: 'price_desc',
  'price-high': 'price_desc',
  'price-high-low': 'price_desc',
  curated: 'curated',
  trending: 'trending',
  popular: 'popular',
  rating: 'rating',
  discount: 'discount',
  name: 'name',
  name_asc: 'name',
  'name-asc': 'name',
  brand: 'brand',
};

const MAX_PRICE_POUNDS = 10_000_000;

function raw(params: QueryParams, name: string): QueryValue {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw badRequest(`Invalid ${name}: expected text`, { parameter: name });
}

function single(params: QueryParams, name: string): string | undefined {
  const value = raw(params, name);
  if (Array.isArray(value)) {
    if (value.length > 1) throw badRequest(`Invalid ${name}: give it once`, { parameter: name });
    return value[0];
  }
  return value;
}

/** Repeated (`brands=A&brands=B`) and comma-joined (`brands=A,B`) forms both work. */
function list(params: QueryParams, name: string): string[] | undefined {
  const value = raw(params, name);
  if (value === undefined) return undefined;
  const items = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).map((item) => item.trim()).filter(Boolean);
  if (items.length > 50) throw badRequest(`Invalid ${name}: at most 50 values`, { parameter: name });
  return items.length ? items : undefined;
}

function number(params: QueryParams, name: string, { min, max, integer }: { min: number; max: number; integer?: boolean }): number | undefined {
  const value = single(params, name);
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || (integer && !Number.isInteger(parsed))) {
    throw badRequest(`Invalid ${name}: expected ${integer ? 'a whole number' : 'a number'}`, { parameter: name });
  }
  if (parsed < min || parsed > max) throw badRequest(`Invalid ${name}: must be between ${min} and ${max}`, { parameter: name });
  return parsed;
}

function flag(params: QueryParams, name: string): boolean | undefined {
  const value = single(params, name);
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(`Invalid ${name}: expected true or false`, { parameter: name });
}

function oneOf<T extends string>(params: QueryParams, name: string, allowed: readonly T[]): T[] | undefined {
  const values = list(params, name);
  const wrong = values?.find((value) => !allowed.includes(value as T));
  if (wrong !== undefined) throw badRequest(`Invalid ${name}: "${wrong}" is not one of ${allowed.join(', ')}`, { parameter: name });
  return values as T[] | undefined;
}

export function parseCategory(params: QueryParams): ProductFilter['category'] {
  const category = single(params, 'category');
  if (category === undefined || category === '' || category === 'all') return undefined;
  if (category === 'watches' || category === 'clothing') return category;
  throw badRequest('Invalid category: must be all, watches or clothing', { parameter: 'category' });
}

/** GET /api/products parameters → a filter, with a 400 naming the parameter for anything malformed. */
export function parseProductFilter(params: QueryParams): ProductFilter {
  // The spec's minPrice/maxPrice are pounds; minPricePence/maxPricePence say pence in their name (GraphQL's unit).
  const price = (pounds: string, pence: string) => {
    const inPounds = number(params, pounds, { min: 0, max: MAX_PRICE_POUNDS });
    const inPence = number(params, pence, { min: 0, max: MAX_PRICE_POUNDS * 100, integer: true });
    if (inPounds !== undefined && inPence !== undefined) throw badRequest(`Invalid ${pence}: give ${pounds} (pounds) or ${pence}, not both`, { parameter: pence });
    return inPounds === undefined ? inPence : poundsToPence(inPounds);
  };
  const search = single(params, 'search') ?? single(params, 'q');
  if (search && search.length > SEARCH_LIMITS.maxQueryLength) {
    throw badRequest(`Invalid search: at most ${SEARCH_LIMITS.maxQueryLength} characters`, { parameter: 'search' });
  }
  return {
    category: parseCategory(params),
    search,
    minPricePence: price('minPrice', 'minPricePence'),
    maxPricePence: price('maxPrice', 'maxPricePence'),
    brands: list(params, 'brands') ?? list(params, 'brand'),
    materials: list(params, 'materials'),
    inStock: flag(params, 'inStock'),
    onSale: flag(params, 'onSale'),
    tags: oneOf(params, 'tags', TAG_VALUES),
    caseMaterials: list(params, 'caseMaterial'),
    dialColors: list(params, 'dialColor'),
    straps: list(params, 'strap'),
    movements: list(params, 'movement'),
    waterResistances: oneOf(params, 'waterResistance', WATER_RESISTANCE_VALUES),
    caseSizeMin: number(params, 'caseSizeMin', { min: 0, max: 100, integer: true }),
    caseSizeMax: number(params, 'caseSizeMax', { min: 0, max: 100, integer: true }),
    boxAndPapers: flag(params, 'boxAndPapers'),
    limitedEdition: flag(params, 'limitedEdition'),
    sizes: list(params, 'sizes'),
    colors: list(params, 'colors'),
    styles: list(params, 'styles'),
    seasons: list(params, 'seasons'),
    fits: list(params, 'fit') ?? list(params, 'fits'),
  };
}

export function parseSort(params: QueryParams): ProductSort {
  const value = single(params, 'sortBy') ?? single(params, 'sort');
  if (value === undefined || value === '') return 'featured';
  const sort = ownValue(SORT_ALIASES, value);
  if (!sort) throw badRequest(`Invalid sortBy: must be one of ${Object.keys(SORT_ALIASES).join(', ')}`, { parameter: 'sortBy' });
  return sort;
}

/** `limit` with `offset`, or `limit` with a 1-based `page`. */
export function parsePage(params: QueryParams, defaultLimit: number = PAGE_LIMITS.max): Page {
  const limit = number(params, 'limit', { min: 1, max: PAGE_LIMITS.max, integer: true }) ?? defaultLimit;
  const page = number(params, 'page', { min: 1, max: Math.floor(PAGE_LIMITS.maxOffset / limit) + 1, integer: true });
  const offset = number(params, 'offset', { min: 0, max: PAGE_LIMITS.maxOffset, integer: true });
  if (page !== undefined && offset !== undefined) throw badRequest('Invalid page: give page or offset, not both', { parameter: 'page' });
  return { limit, offset: offset ?? ((page ?? 1) - 1) * limit };
}

/** GET /api/products/search, /watches, /clothing: q, limit (default 50), brand, inStock. */
export function parseSearchOptions(params: QueryParams) {
  return {
    q: single(params, 'q') ?? single(params, 'search') ?? '',
    limit: number(params, 'limit', { min: 1, max: SEARCH_LIMITS.max, integer: true }) ?? SEARCH_LIMITS.defaultLimit,
    brand: single(params, 'brand') || undefined,
    inStock: flag(params, 'inStock'),
  };
}

export function wantsFacets(params: QueryParams): boolean {
  const include = list(params, 'include');
  return include?.includes('facets') ?? false;
}
