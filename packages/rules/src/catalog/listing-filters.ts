import type { ProductFilterInput } from '../gql/schema-types.js';
import type { ListGroup, ListGroupKey } from './filter-groups.js';

/** Case size slider (watches), mm (storefront.md §9). */
export const CASE_SIZE = { min: 30, max: 50, step: 1 } as const;

/**
 * What the filters of one listing may hold and how they are sent: a
 * department (/watches, /clothing) or a category of /products/:category.
 */
export interface FilterScope {
  /** GraphQL category filter. */
  category: NonNullable<ProductFilterInput['category']>;
  /** Price ceiling in pounds: the price filter's top, and no bound is sent at it. */
  priceCeiling: number;
  /** The checkbox groups beyond brands and materials. */
  groups: readonly ListGroup[];
  /** Watches only: case size, box and papers, limited edition. */
  watchExtras: boolean;
  /**
   * The general listing sends each case size bound only when it moved from 30
   * or 50 (storefront.md §5); the dedicated listings send the pair.
   */
  caseSizeBoundsApart?: boolean;
}

/** The panel's and chips' selections: what presets and the per-category saved state keep. */
export interface ListingFilters {
  brands: string[];
  materials: string[];
  /** Quick chips (Men, Women, Luxury, Vintage, Designer, New Arrivals). */
  tags: string[];
  inStock: boolean;
  /** Pounds. */
  minPrice: number;
  /** Pounds. */
  maxPrice: number;
  caseMaterials: string[];
  dialColors: string[];
  straps: string[];
  movements: string[];
  waterResistances: string[];
  caseSizeMin: number;
  caseSizeMax: number;
  boxAndPapers: boolean;
  limitedEdition: boolean;
  sizes: string[];
  colors: string[];
  styles: string[];
  seasons: string[];
  fits: string[];
}

export type FreeListKey = 'brands' | 'materials' | 'tags';
export type ListKey = FreeListKey | ListGroupKey;
export type FlagKey = 'inStock' | 'boxAndPapers' | 'limitedEdition';

export const LIST_KEYS: readonly ListKey[] = [
  'brands',
  'materials',
  'tags',
  'caseMaterials',
  'dialColors',
  'straps',
  'movements',
  'waterResistances',
  'sizes',
  'colors',
  'styles',
  'seasons',
  'fits',
];
export const FLAG_KEYS: readonly FlagKey[] = ['inStock', 'boxAndPapers', 'limitedEdition'];

export function defaultFilters(scope: FilterScope): ListingFilters {
  return {
    brands: [],
    materials: [],
    tags: [],
    inStock: false,
    minPrice: 0,
    maxPrice: scope.priceCeiling,
    caseMaterials: [],
    dialColors: [],
    straps: [],
    movements: [],
    waterResistances: [],
    caseSizeMin: CASE_SIZE.min,
    caseSizeMax: CASE_SIZE.max,
    boxAndPapers: false,
    limitedEdition: false,
    sizes: [],
    colors: [],
    styles: [],
    seasons: [],
    fits: [],
  };
}

/** A case size other than the full 30–50 mm. */
export const hasCaseSizeFilter = (f: ListingFilters) => f.caseSizeMin > CASE_SIZE.min || f.caseSizeMax < CASE_SIZE.max;

/** Brands, materials and tags, and the scope's own groups: a group the listing does not show is never sent. */
const listKeysOf = (scope: FilterScope): ListKey[] => {
  const own = new Set<ListKey>(['brands', 'materials', 'tags', ...scope.groups.map((group) => group.key)]);
  return LIST_KEYS.filter((key) => own.has(key));
};

/** The case size bounds to send: the pair when either moved, or (caseSizeBoundsApart) each one that moved. */
export function caseSizeInput(f: Pick<ListingFilters, 'caseSizeMin' | 'caseSizeMax'>, scope: Pick<FilterScope, 'caseSizeBoundsApart'>) {
  const bounds: Pick<ProductFilterInput, 'caseSizeMin' | 'caseSizeMax'> = {};
  if (scope.caseSizeBoundsApart) {
    if (f.caseSizeMin !== CASE_SIZE.min) bounds.caseSizeMin = f.caseSizeMin;
    if (f.caseSizeMax !== CASE_SIZE.max) bounds.caseSizeMax = f.caseSizeMax;
  } else if (f.caseSizeMin > CASE_SIZE.min || f.caseSizeMax < CASE_SIZE.max) {
    bounds.caseSizeMin = f.caseSizeMin;
    bounds.caseSizeMax = f.caseSizeMax;
  }
  return bounds;
}

/** The GraphQL filter: only what differs from the defaults is sent; prices become pence. */
export function toFilterInput(filters: ListingFilters, search: string, scope: FilterScope): ProductFilterInput {
  const input: ProductFilterInput = { category: scope.category };
  const text = search.trim();
  if (text) input.search = text;
  for (const key of listKeysOf(scope)) if (filters[key].length > 0) input[key] = filters[key];
  for (const key of FLAG_KEYS) if (filters[key] && (key === 'inStock' || scope.watchExtras)) input[key] = true;
  if (filters.minPrice > 0) input.minPrice = Math.round(filters.minPrice * 100);
  if (filters.maxPrice < scope.priceCeiling) input.maxPrice = Math.round(filters.maxPrice * 100);
  if (scope.watchExtras) Object.assign(input, caseSizeInput(filters, scope));
  return input;
}

export const sameFilters = (a: ListingFilters, b: ListingFilters) => JSON.stringify(a) === JSON.stringify(b);

/** Adds or removes one value of a list group. */
export function toggleValue(filters: ListingFilters, key: ListKey, value: string): ListingFilters {
  const list = filters[key];
  return { ...filters, [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
}
