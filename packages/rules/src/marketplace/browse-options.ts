import type { ListingCondition, MarketplaceSort, SellerType } from '../gql/schema-types.js';

/** Best first, the order the condition checklist shows. */
export const CONDITIONS: readonly ListingCondition[] = ['NEW', 'EXCELLENT', 'VERY_GOOD', 'GOOD', 'FAIR'];

export const SELLER_TYPES: readonly SellerType[] = ['PRIVATE', 'DEALER'];

/** The marketplace browse orders and their tokens in the URL (?sort=). */
export const SORT_OPTIONS: readonly { value: MarketplaceSort; token: string; label: string }[] = [
  { value: 'NEWEST', token: 'newest', label: 'Newest' },
  { value: 'PRICE_ASC', token: 'price-low-high', label: 'Price: Low to High' },
  { value: 'PRICE_DESC', token: 'price-high-low', label: 'Price: High to Low' },
  { value: 'YEAR_DESC', token: 'year-newest', label: 'Year: Newest' },
];
