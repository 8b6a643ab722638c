import { ownValue } from '@aurum/rules/own-value';
import type { ProductFilterInput, ProductSort } from '../gql/schema-types.js';
import { CLOTHING_GROUPS, WATCH_GROUPS, type ListGroup, type ListGroupKey } from './filter-groups.js';
import { defaultFilters, toFilterInput, type FilterScope, type ListingFilters } from './listing-filters.js';

/** storefront.md §9: the general listing's constants. */
export const PRICE_SLIDER = { min: 0, max: 20_000, step: 100 } as const; // pounds
export const PAGE_SIZE = 12;
export const SKELETON_COUNT = 6;
export const DEBOUNCE_MS = 500;

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

export const GENERAL_SORT_OPTIONS: readonly { value: SortOption; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-low-high', label: 'Price: Low to High' },
  { value: 'price-high-low', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
];

/**
 * The filters of each category: watches add their groups and extras, clothing
 * its groups, all only brands and materials; the price runs to £20,000 and
 * each case size bound is sent alone (storefront.md §5, §9).
 */
const scope = (category: FilterScope['category'], groups: readonly ListGroup[], watchExtras: boolean): FilterScope => ({
  category,
  priceCeiling: PRICE_SLIDER.max,
  groups,
  watchExtras,
  caseSizeBoundsApart: true,
});
const GENERAL_TITLES: Partial<Record<ListGroupKey, string>> = { sizes: 'Size', colors: 'Colour' };
const retitled = (groups: readonly ListGroup[]) => groups.map((group) => ({ ...group, title: GENERAL_TITLES[group.key] ?? group.title }));

export const CATEGORY_SCOPES: Record<ListingCategory, FilterScope> = {
  all: scope('ALL', [], false),
  watches: scope('WATCHES', WATCH_GROUPS, true),
  clothing: scope('CLOTHING', retitled(CLOTHING_GROUPS), false),
};

/** Nothing chosen (the same for every category). */
export const DEFAULT_FILTERS: ListingFilters = defaultFilters(CATEGORY_SCOPES.all);

/** What the general listing's controls hold: the filters, the search text and the order. */
export interface GeneralListingState {
  filters: ListingFilters;
  search: string;
  sort: SortOption;
}

export const DEFAULT_STATE: GeneralListingState = { filters: DEFAULT_FILTERS, search: '', sort: 'featured' };

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

/** The GraphQL filter for a category, filters and search, plus a collection's own tag or sale condition. */
export function toProductFilter(category: ListingCategory, filters: ListingFilters, search: string, collection?: ListingCollection): ProductFilterInput {
  const filter = toFilterInput(filters, search, CATEGORY_SCOPES[category]);
  if (collection?.tags) filter.tags = collection.tags;
  if (collection?.onSaleOnly) filter.onSale = true;
  return filter;
}

/** Adds the value when absent, removes it when present. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** How many filters differ from the defaults (each price and case size bound on its own), for the mobile Filters button. */
export function activeFilterCount(category: ListingCategory, filters: ListingFilters): number {
  const filter = toProductFilter(category, filters, '');
  let count = 0;
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'category' || key === 'tags') continue;
    count += Array.isArray(value) ? value.length : 1;
  }
  return count;
}
