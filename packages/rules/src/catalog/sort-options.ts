import type { ProductSort } from '../gql/schema-types.js';

export type ListingSort = Exclude<ProductSort, 'FEATURED'>;

/** The dedicated listings' ten orders (§9), newest first by default; `token` is the URL form. */
export const SORT_OPTIONS: readonly { value: ListingSort; label: string; token: string }[] = [
  { value: 'NEWEST', label: 'Newest', token: 'newest' },
  { value: 'CURATED', label: 'Curated for You', token: 'curated' },
  { value: 'TRENDING', label: 'Trending', token: 'trending' },
  { value: 'POPULAR', label: 'Most Popular', token: 'popular' },
  { value: 'RATING', label: 'Highest Rated', token: 'rating' },
  { value: 'PRICE_ASC', label: 'Price: Low to High', token: 'price-low' },
  { value: 'PRICE_DESC', label: 'Price: High to Low', token: 'price-high' },
  { value: 'DISCOUNT', label: 'Biggest Discount', token: 'discount' },
  { value: 'NAME', label: 'Name: A to Z', token: 'name' },
  { value: 'BRAND', label: 'Brand: A to Z', token: 'brand' },
];

export const DEFAULT_SORT: ListingSort = 'NEWEST';

export const sortToken = (sort: ProductSort) => SORT_OPTIONS.find((o) => o.value === sort)?.token ?? 'newest';

export const sortFromToken = (token: string | null): ListingSort =>
  SORT_OPTIONS.find((o) => o.token === token)?.value ?? DEFAULT_SORT;
