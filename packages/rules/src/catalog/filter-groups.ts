import { compareText } from '../text-order.js';

/**
 * The checkbox groups of the listings' filters (storefront.md §9): one
 * vocabulary for /watches, /clothing and /products/:category.
 */
export type ListGroupKey =
  | 'caseMaterials'
  | 'dialColors'
  | 'straps'
  | 'movements'
  | 'waterResistances'
  | 'sizes'
  | 'colors'
  | 'styles'
  | 'seasons'
  | 'fits';

export interface ListGroup {
  key: ListGroupKey;
  title: string;
  /** The spec's vocabulary, in the spec's order. */
  options: readonly string[];
}

export const WATER_RESISTANCE_VALUES = ['30m', '50m', '100m', '200m', '300m', '500m', '1000m+'] as const;

export const WATCH_GROUPS: readonly ListGroup[] = [
  { key: 'caseMaterials', title: 'Case Material', options: ['Stainless Steel', 'Titanium', 'Gold', 'Platinum', 'Ceramic', 'Bronze', 'Carbon Fiber'] },
  { key: 'dialColors', title: 'Dial Colour', options: ['Black', 'Blue', 'White', 'Silver', 'Green', 'Gold', 'Brown', 'Gray'] },
  { key: 'straps', title: 'Strap', options: ['Leather', 'Metal Bracelet', 'Rubber', 'NATO', 'Fabric', 'Alligator', 'Silicone'] },
  { key: 'movements', title: 'Movement', options: ['Automatic', 'Manual', 'Quartz', 'Spring Drive', 'Kinetic', 'Solar'] },
  { key: 'waterResistances', title: 'Water Resistance', options: WATER_RESISTANCE_VALUES },
];

export const CLOTHING_GROUPS: readonly ListGroup[] = [
  { key: 'sizes', title: 'Sizes', options: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] },
  { key: 'colors', title: 'Colours', options: ['Black', 'Blue', 'Gray', 'White', 'Brown', 'Green', 'Red', 'Beige', 'Navy'] },
  { key: 'styles', title: 'Style', options: ['Formal', 'Casual', 'Business', 'Evening', 'Sport', 'Outerwear', 'Accessories'] },
  { key: 'seasons', title: 'Season', options: ['Spring', 'Summer', 'Fall', 'Winter', 'All-Season'] },
  { key: 'fits', title: 'Fit', options: ['Slim', 'Regular', 'Relaxed', 'Tailored', 'Oversized', 'Athletic'] },
];

export interface FacetOption {
  value: string;
  count: number;
}

/**
 * The sidebar's options of a group: the spec's values in the spec's order
 * (`vocabulary`; none for brands and materials, which are A–Z), each with its
 * count (0 when the facets do not list it), then any other value the facets
 * or the selection hold, A–Z, so a selected value can always be cleared.
 */
export function facetOptions(
  vocabulary: readonly string[] | null,
  facets: readonly FacetOption[] | undefined,
  selected: readonly string[],
): FacetOption[] {
  const counts = new Map((facets ?? []).map((f) => [f.value, f.count]));
  const known = vocabulary ?? [];
  const extra = [...counts.keys(), ...selected].filter((v) => !known.includes(v)).sort(compareText);
  return [...new Set([...known, ...extra])].map((value) => ({ value, count: counts.get(value) ?? 0 }));
}
