import type { ClothingGroup, ValueGroup, WatchGroup } from './listing-rules';

/** Headings of the checkbox groups, and the §9 order of their values where the spec gives one. */
export const GROUP_LABELS: Record<ValueGroup, string> = {
  brands: 'Brands',
  materials: 'Materials',
  caseMaterials: 'Case Material',
  dialColors: 'Dial Colour',
  straps: 'Strap',
  movements: 'Movement',
  waterResistances: 'Water Resistance',
  sizes: 'Size',
  colors: 'Colour',
  styles: 'Style',
  seasons: 'Season',
  fits: 'Fit',
};

export const GROUP_VALUES: Record<WatchGroup | ClothingGroup, readonly string[]> = {
  caseMaterials: ['Stainless Steel', 'Titanium', 'Gold', 'Platinum', 'Ceramic', 'Bronze', 'Carbon Fiber'],
  dialColors: ['Black', 'Blue', 'White', 'Silver', 'Green', 'Gold', 'Brown', 'Gray'],
  straps: ['Leather', 'Metal Bracelet', 'Rubber', 'NATO', 'Fabric', 'Alligator', 'Silicone'],
  movements: ['Automatic', 'Manual', 'Quartz', 'Spring Drive', 'Kinetic', 'Solar'],
  waterResistances: ['30m', '50m', '100m', '200m', '300m', '500m', '1000m+'],
  sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
  colors: ['Black', 'Blue', 'Gray', 'White', 'Brown', 'Green', 'Red', 'Beige', 'Navy'],
  styles: ['Formal', 'Casual', 'Business', 'Evening', 'Sport', 'Outerwear', 'Accessories'],
  seasons: ['Spring', 'Summer', 'Fall', 'Winter', 'All-Season'],
  fits: ['Slim', 'Regular', 'Relaxed', 'Tailored', 'Oversized', 'Athletic'],
};

export interface FacetOption {
  value: string;
  count: number;
}

/**
 * The options of a group: the spec's values in the spec's order (brands and
 * materials A–Z), each with its count (0 when the facets do not list it),
 * and any selected value kept so it can be cleared.
 */
export function facetOptions(
  group: ValueGroup,
  facets: readonly FacetOption[] | undefined,
  selected: readonly string[],
): FacetOption[] {
  const counts = new Map((facets ?? []).map((f) => [f.value, f.count]));
  const known = group === 'brands' || group === 'materials' ? [] : GROUP_VALUES[group];
  const extra = [...counts.keys(), ...selected].filter((v) => !known.includes(v)).sort((a, b) => a.localeCompare(b));
  return [...new Set([...known, ...extra])].map((value) => ({ value, count: counts.get(value) ?? 0 }));
}
