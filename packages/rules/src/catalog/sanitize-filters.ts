import { CASE_SIZE, defaultFilters, FLAG_KEYS, LIST_KEYS, type FilterScope, type ListingFilters, type ListKey } from './listing-filters.js';
import { normalisePriceRange } from './price-range.js';

export const TAG_VALUES = ['New Arrivals', 'Men', 'Women', 'Luxury', 'Vintage', 'Designer'] as const;
const MAX_LIST_LENGTH = 50;
const MAX_VALUE_LENGTH = 100;

/** The values a list may hold: the spec's vocabulary for fixed groups; brands and materials are open. */
export function allowedValues(key: ListKey, scope: FilterScope): readonly string[] | null {
  if (key === 'tags') return TAG_VALUES;
  if (key === 'brands' || key === 'materials') return null;
  return scope.groups.find((group) => group.key === key)?.options ?? [];
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
export function sanitizeFilters(raw: unknown, scope: FilterScope): ListingFilters {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const filters = defaultFilters(scope);
  for (const key of LIST_KEYS) filters[key] = cleanList(source[key], allowedValues(key, scope));
  for (const key of FLAG_KEYS) filters[key] = source[key] === true;
  if (!scope.watchExtras) {
    filters.boxAndPapers = false;
    filters.limitedEdition = false;
  }
  const price = normalisePriceRange(source.minPrice as string, source.maxPrice as string, scope.priceCeiling);
  filters.minPrice = price.min;
  filters.maxPrice = price.max;
  if (scope.watchExtras) {
    const low = clampCaseSize(source.caseSizeMin, CASE_SIZE.min);
    const high = clampCaseSize(source.caseSizeMax, CASE_SIZE.max);
    [filters.caseSizeMin, filters.caseSizeMax] = low <= high ? [low, high] : [high, low];
  }
  return filters;
}
