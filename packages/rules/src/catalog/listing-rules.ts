import type { ProductFilterInput, ProductSort } from '../gql/schema-types.js';
import { narrowToCollection, type ListingCollection } from './collections.js';
import { CLOTHING_GROUPS, WATCH_GROUPS, type ListGroup, type ListGroupKey } from './filter-groups.js';
import { defaultFilters, toFilterInput, type FilterScope, type ListingFilters } from './listing-filters.js';

export { COLLECTIONS, collectionOf, toProductSort, type ListingCollection } from './collections.js';

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

/** The general listing's four orders (storefront.md §9), "Featured" first. */
export const GENERAL_SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'FEATURED', label: 'Featured' },
  { value: 'PRICE_ASC', label: 'Price: Low to High' },
  { value: 'PRICE_DESC', label: 'Price: High to Low' },
  { value: 'NEWEST', label: 'Newest' },
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

/** The GraphQL filter for a category, filters and search, plus a collection's own tag or sale condition. */
export function toProductFilter(category: ListingCategory, filters: ListingFilters, search: string, collection?: ListingCollection): ProductFilterInput {
  return narrowToCollection(toFilterInput(filters, search, CATEGORY_SCOPES[category]), collection);
}

/**
 * /products/:category as a listing scope (url-state.ts ListingScope): the
 * category's filters, its title (or the collection's), 12 cards at a time,
 * the search text and sliders settling for 500 ms.
 */
export interface CategoryScope extends FilterScope {
  kind: 'category';
  id: ListingCategory;
  title: string;
  collection?: ListingCollection;
  pageSize: number;
  settleMs: number;
}

export const categoryScope = (id: ListingCategory, collection?: ListingCollection): CategoryScope => ({
  ...CATEGORY_SCOPES[id],
  kind: 'category',
  id,
  title: collection?.title ?? categoryTitle(id),
  collection,
  pageSize: PAGE_SIZE,
  settleMs: DEBOUNCE_MS,
});


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
