import { defaultFilters, FLAG_KEYS, hasCaseSizeFilter, LIST_KEYS, type FilterScope, type FlagKey, type ListingFilters } from '@aurum/rules/catalog/listing-filters';
import { isFullPriceRange } from '@aurum/rules/catalog/price-range';
import { formatPounds } from '../../lib/money';

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
export function activeFilters(filters: ListingFilters, scope: FilterScope): ActiveFilter[] {
  const defaults = defaultFilters(scope);
  const active: ActiveFilter[] = [];
  for (const key of LIST_KEYS) {
    for (const value of filters[key]) {
      active.push({ id: `${key}:${value}`, label: value, without: { ...filters, [key]: filters[key].filter((v) => v !== value) } });
    }
  }
  if (!isFullPriceRange({ min: filters.minPrice, max: filters.maxPrice }, scope.priceCeiling)) {
    active.push({
      id: 'price',
      label: `${formatPounds(filters.minPrice)} – ${formatPounds(filters.maxPrice)}`,
      without: { ...filters, minPrice: defaults.minPrice, maxPrice: defaults.maxPrice },
    });
  }
  if (scope.watchExtras && hasCaseSizeFilter(filters)) {
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

export const countActiveFilters = (filters: ListingFilters, scope: FilterScope) => activeFilters(filters, scope).length;
