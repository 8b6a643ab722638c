import type { ProductFilterInput } from '../../gql/graphql.js';
import { CASE_SIZE, type Department, type ListGroupKey } from './department.js';
import { isFullPriceRange, normalisePriceRange } from './price-range.js';
import { formatPounds } from '../../lib/money.js';

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

export const TAG_VALUES = ['New Arrivals', 'Men', 'Women', 'Luxury', 'Vintage', 'Designer'] as const;
const MAX_LIST_LENGTH = 50;
const MAX_VALUE_LENGTH = 100;

export function defaultFilters(department: Department): ListingFilters {
  return {
    brands: [],
    materials: [],
    tags: [],
    inStock: false,
    minPrice: 0,
    maxPrice: department.priceCeiling,
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

/** The values a list may hold: the spec's vocabulary for fixed groups; brands and materials are open. */
export function allowedValues(key: ListKey, department: Department): readonly string[] | null {
  if (key === 'tags') return TAG_VALUES;
  if (key === 'brands' || key === 'materials') return null;
  return department.groups.find((group) => group.key === key)?.options ?? [];
}

function cleanList(value: unknown, allowed: readonly string[] | null): string[] {
  if (!Array.isArray(value)) return [];
  const strings = value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '' && item.length <= MAX_VALUE_LENGTH && (!allowed || allowed.includes(item)));
  return [...new Set(strings)].slice(0, MAX_LIST_LENGTH);
}

function clampCaseSize(value: unknown, fallback: number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(CASE_SIZE.max, Math.max(CASE_SIZE.min, Math.round(number)));
}

/**
 * Filters from anything stored or typed into a URL, kept only where valid for
 * this department: hand-edited storage or a mangled link never breaks the page.
 */
export function sanitizeFilters(raw: unknown, department: Department): ListingFilters {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const filters = defaultFilters(department);
  for (const key of LIST_KEYS) filters[key] = cleanList(source[key], allowedValues(key, department));
  for (const key of FLAG_KEYS) filters[key] = source[key] === true;
  if (!department.watchExtras) {
    filters.boxAndPapers = false;
    filters.limitedEdition = false;
  }
  const price = normalisePriceRange(source.minPrice as string, source.maxPrice as string, department.priceCeiling);
  filters.minPrice = price.min;
  filters.maxPrice = price.max;
  if (department.watchExtras) {
    const low = clampCaseSize(source.caseSizeMin, CASE_SIZE.min);
    const high = clampCaseSize(source.caseSizeMax, CASE_SIZE.max);
    [filters.caseSizeMin, filters.caseSizeMax] = low <= high ? [low, high] : [high, low];
  }
  return filters;
}

const hasCaseSizeFilter = (f: ListingFilters) => f.caseSizeMin > CASE_SIZE.min || f.caseSizeMax < CASE_SIZE.max;

/** The GraphQL filter: only what differs from the defaults is sent; prices become pence. */
export function toFilterInput(filters: ListingFilters, search: string, department: Department): ProductFilterInput {
  const input: ProductFilterInput = { category: department.category };
  const text = search.trim();
  if (text) input.search = text;
  for (const key of LIST_KEYS) if (filters[key].length > 0) input[key] = filters[key];
  for (const key of FLAG_KEYS) if (filters[key]) input[key] = true;
  if (filters.minPrice > 0) input.minPrice = filters.minPrice * 100;
  if (filters.maxPrice < department.priceCeiling) input.maxPrice = filters.maxPrice * 100;
  if (department.watchExtras && hasCaseSizeFilter(filters)) {
    input.caseSizeMin = filters.caseSizeMin;
    input.caseSizeMax = filters.caseSizeMax;
  }
  return input;
}

export interface ActiveFilter {
  id: string;
  label: string;
  /** The filters with this one removed. */
  without: ListingFilters;
}

const FLAG_LABELS: Record<FlagKey, string> = {
  inStock: 'In Stock',
  boxAndPapers: 'Box & Papers',
  limitedEdition: 'Limited Edition',
};

/** One removable chip per selected value, price range or flag; their number is the active-filter count. */
export function activeFilters(filters: ListingFilters, department: Department): ActiveFilter[] {
  const defaults = defaultFilters(department);
  const active: ActiveFilter[] = [];
  for (const key of LIST_KEYS) {
    for (const value of filters[key]) {
      active.push({ id: `${key}:${value}`, label: value, without: { ...filters, [key]: filters[key].filter((v) => v !== value) } });
    }
  }
  if (!isFullPriceRange({ min: filters.minPrice, max: filters.maxPrice }, department.priceCeiling)) {
    active.push({
      id: 'price',
      label: `${formatPounds(filters.minPrice)} – ${formatPounds(filters.maxPrice)}`,
      without: { ...filters, minPrice: defaults.minPrice, maxPrice: defaults.maxPrice },
    });
  }
  if (department.watchExtras && hasCaseSizeFilter(filters)) {
    active.push({
      id: 'caseSize',
      label: `${filters.caseSizeMin}–${filters.caseSizeMax} mm`,
      without: { ...filters, caseSizeMin: defaults.caseSizeMin, caseSizeMax: defaults.caseSizeMax },
    });
  }
  for (const key of FLAG_KEYS) {
    if (filters[key]) active.push({ id: key, label: FLAG_LABELS[key], without: { ...filters, [key]: false } });
  }
  return active;
}

export const countActiveFilters = (filters: ListingFilters, department: Department) => activeFilters(filters, department).length;

export const sameFilters = (a: ListingFilters, b: ListingFilters) => JSON.stringify(a) === JSON.stringify(b);

/** Adds or removes one value of a list group. */
export function toggleValue(filters: ListingFilters, key: ListKey, value: string): ListingFilters {
  const list = filters[key];
  return { ...filters, [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
}
