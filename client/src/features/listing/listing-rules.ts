import { ownValue } from '../../../../server/src/common/own-value.js';
import type { ProductFilterInput, ProductSort } from '../../gql/graphql.js';

/** storefront.md §9: the general listing's constants. */
export const PRICE_SLIDER = { min: 0, max: 20_000, step: 100 } as const; // pounds
export const CASE_SIZE_SLIDER = { min: 30, max: 50, step: 1 } as const; // millimetres
export const PAGE_SIZE = 12;
export const SKELETON_COUNT = 6;
export const DEBOUNCE_MS = 500;
export const SEARCH_MAX_LENGTH = 200;

export type ListingCategory = 'all' | 'watches' | 'clothing';
export const LISTING_CATEGORIES: readonly ListingCategory[] = ['all', 'watches', 'clothing'];

/** The `:category` path segment; missing means all, anything unknown is not a listing. */
export function parseCategory(segment: string | undefined): ListingCategory | null {
  const value = (segment ?? 'all').toLowerCase();
  return (LISTING_CATEGORIES as readonly string[]).includes(value) ? (value as ListingCategory) : null;
}

/** 'all' reads 'All Products'; anything else is title-cased with hyphens as spaces ('new-arrivals' → 'New Arrivals'). */
export function categoryTitle(category: string): string {
  if (category.trim().toLowerCase() === 'all') return 'All Products';
  return category
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export type SortOption = 'featured' | 'price-low-high' | 'price-high-low' | 'newest';

export const SORT_OPTIONS: readonly { value: SortOption; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-low-high', label: 'Price: Low to High' },
  { value: 'price-high-low', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
];

export const WATCH_GROUPS = ['caseMaterials', 'dialColors', 'straps', 'movements', 'waterResistances'] as const;
export const CLOTHING_GROUPS = ['sizes', 'colors', 'styles', 'seasons', 'fits'] as const;
export type WatchGroup = (typeof WATCH_GROUPS)[number];
export type ClothingGroup = (typeof CLOTHING_GROUPS)[number];
export type ValueGroup = 'brands' | 'materials' | WatchGroup | ClothingGroup;

/** Filter state (storefront.md §3): prices in pounds and case sizes in mm, as the sliders show them. */
export interface ListingFilters extends Record<ValueGroup, string[]> {
  search: string;
  priceMin: number;
  priceMax: number;
  sort: SortOption;
  inStock: boolean;
  caseSizeMin: number;
  caseSizeMax: number;
  boxAndPapers: boolean;
  limitedEdition: boolean;
}

export const DEFAULT_FILTERS: ListingFilters = {
  search: '',
  priceMin: PRICE_SLIDER.min,
  priceMax: PRICE_SLIDER.max,
  sort: 'featured',
  inStock: false,
  brands: [],
  materials: [],
  caseMaterials: [],
  dialColors: [],
  straps: [],
  movements: [],
  waterResistances: [],
  caseSizeMin: CASE_SIZE_SLIDER.min,
  caseSizeMax: CASE_SIZE_SLIDER.max,
  boxAndPapers: false,
  limitedEdition: false,
  sizes: [],
  colors: [],
  styles: [],
  seasons: [],
  fits: [],
};

/**
 * A curated slice of the catalogue reached from the redirect pages
 * (`?collection=`): a fixed tag, or an order that replaces "Featured".
 */
export interface ListingCollection {
  slug: string;
  title: string;
  tags?: string[];
  featuredSort?: ProductSort;
  /** Only products on sale. */
  onSaleOnly?: boolean;
}

export const COLLECTIONS: Record<string, ListingCollection> = {
  'new-arrivals': { slug: 'new-arrivals', title: 'New Arrivals', tags: ['New Arrivals'] },
  collections: { slug: 'collections', title: 'Collections', featuredSort: 'CURATED' },
  sale: { slug: 'sale', title: 'Sale', featuredSort: 'DISCOUNT', onSaleOnly: true },
};

/** The curated slice a `?collection=` names, if it names one. */
export const collectionOf = (slug: string | null): ListingCollection | undefined => (slug ? ownValue(COLLECTIONS, slug) : undefined);

const SORTS: Record<SortOption, ProductSort> = {
  featured: 'FEATURED',
  'price-low-high': 'PRICE_ASC',
  'price-high-low': 'PRICE_DESC',
  newest: 'NEWEST',
};

export function toProductSort(sort: SortOption, collection?: ListingCollection): ProductSort {
  return sort === 'featured' && collection?.featuredSort ? collection.featuredSort : SORTS[sort];
}

/** storefront.md §5: a price bound is sent only when it differs from the default (min above 0, max below 20000). */
export function priceBounds(priceMin: number, priceMax: number): Pick<ProductFilterInput, 'minPrice' | 'maxPrice'> {
  const bounds: Pick<ProductFilterInput, 'minPrice' | 'maxPrice'> = {};
  if (priceMin > PRICE_SLIDER.min) bounds.minPrice = Math.round(priceMin * 100);
  if (priceMax < PRICE_SLIDER.max) bounds.maxPrice = Math.round(priceMax * 100);
  return bounds;
}

/** storefront.md §5: case size bounds are sent only when different from 30 and 50. */
export function caseSizeBounds(min: number, max: number): Pick<ProductFilterInput, 'caseSizeMin' | 'caseSizeMax'> {
  const bounds: Pick<ProductFilterInput, 'caseSizeMin' | 'caseSizeMax'> = {};
  if (min !== CASE_SIZE_SLIDER.min) bounds.caseSizeMin = min;
  if (max !== CASE_SIZE_SLIDER.max) bounds.caseSizeMax = max;
  return bounds;
}

const CATEGORY_FILTER = { all: 'ALL', watches: 'WATCHES', clothing: 'CLOTHING' } as const;

/** The GraphQL filter for a category and filter state: only what differs from "everything" is sent. */
export function toProductFilter(category: ListingCategory, f: ListingFilters, collection?: ListingCollection): ProductFilterInput {
  const filter: ProductFilterInput = { category: CATEGORY_FILTER[category], ...priceBounds(f.priceMin, f.priceMax) };
  const search = f.search.trim();
  if (search) filter.search = search;
  if (f.inStock) filter.inStock = true;
  if (collection?.tags) filter.tags = collection.tags;
  if (collection?.onSaleOnly) filter.onSale = true;
  const groups: ValueGroup[] = ['brands', 'materials'];
  if (category === 'watches') groups.push(...WATCH_GROUPS);
  if (category === 'clothing') groups.push(...CLOTHING_GROUPS);
  for (const group of groups) if (f[group].length > 0) filter[group] = f[group];
  if (category === 'watches') {
    Object.assign(filter, caseSizeBounds(f.caseSizeMin, f.caseSizeMax));
    if (f.boxAndPapers) filter.boxAndPapers = true;
    if (f.limitedEdition) filter.limitedEdition = true;
  }
  return filter;
}

/** Adds the value when absent, removes it when present. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** How many filters differ from the defaults (search and sort not counted), for the mobile Filters button. */
export function activeFilterCount(category: ListingCategory, f: ListingFilters): number {
  const filter = toProductFilter(category, { ...f, search: '' });
  let count = 0;
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'category' || key === 'tags') continue;
    count += Array.isArray(value) ? value.length : 1;
  }
  return count;
}
