/**
 * Everything that differs between /watches and /clothing (storefront.md §2,
 * §9; accounts-support-info.md §9 "Listing pages"): one page component reads
 * its texts, chips, filter groups and limits from here.
 */
export type DepartmentId = 'watches' | 'clothing';

/** A quick chip and the catalogue tag it stands for. */
export interface QuickChip {
  label: string;
  tag: string;
}

/** A checkbox group of the filter panel, by its key in the filter state. */
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

export interface Department {
  id: DepartmentId;
  /** GraphQL category filter. */
  category: 'WATCHES' | 'CLOTHING';
  title: string;
  eyebrow: string;
  intro: string;
  counterLabel: string;
  heroBadges: readonly [string, string];
  chips: readonly QuickChip[];
  searchPlaceholder: string;
  panelTitle: string;
  emptyTitle: string;
  fetchError: string;
  /** Price ceiling in pounds. */
  priceCeiling: number;
  /** Storage names (persistentAtom adds the aurum_ prefix). */
  presetsKey: string;
  filtersKey: string;
  groups: readonly ListGroup[];
  /** Watches only: case size slider, box and papers, limited edition. */
  watchExtras: boolean;
  excellence: readonly { title: string; text: string }[];
}

export const TAG_NEW_ARRIVALS = 'New Arrivals';

/** Men and Women exclude each other; every other chip toggles on its own. */
export const EXCLUSIVE_CHIP_TAGS = ['Men', 'Women'] as const;

const chip = (label: string, tag = label): QuickChip => ({ label, tag });

export const WATER_RESISTANCE_VALUES = ['30m', '50m', '100m', '200m', '300m', '500m', '1000m+'] as const;

const watches: Department = {
  id: 'watches',
  category: 'WATCHES',
  title: 'Luxury Watches',
  eyebrow: 'The Watch Room',
  intro: 'Certified timepieces from the great maisons — every one inspected by our watchmakers and delivered with a 24-month warranty.',
  counterLabel: 'Timepieces',
  heroBadges: ['Certified', 'Premium'],
  chips: [chip('Men'), chip('Women'), chip('Luxury'), chip('Vintage'), chip('New', TAG_NEW_ARRIVALS)],
  searchPlaceholder: 'Search watches...',
  panelTitle: 'Watch Filters',
  emptyTitle: 'No watches found',
  fetchError: 'Failed to fetch watches',
  priceCeiling: 100_000,
  presetsKey: 'watch_presets',
  filtersKey: 'watch_filters',
  groups: [
    { key: 'caseMaterials', title: 'Case Material', options: ['Stainless Steel', 'Titanium', 'Gold', 'Platinum', 'Ceramic', 'Bronze', 'Carbon Fiber'] },
    { key: 'dialColors', title: 'Dial Colour', options: ['Black', 'Blue', 'White', 'Silver', 'Green', 'Gold', 'Brown', 'Gray'] },
    { key: 'straps', title: 'Strap', options: ['Leather', 'Metal Bracelet', 'Rubber', 'NATO', 'Fabric', 'Alligator', 'Silicone'] },
    { key: 'movements', title: 'Movement', options: ['Automatic', 'Manual', 'Quartz', 'Spring Drive', 'Kinetic', 'Solar'] },
    { key: 'waterResistances', title: 'Water Resistance', options: WATER_RESISTANCE_VALUES },
  ],
  watchExtras: true,
  excellence: [
    { title: 'Iconic Heritage', text: 'References from maisons that have shaped fine watchmaking for generations.' },
    { title: 'Investment Grade', text: 'Pieces chosen for enduring desirability and a strong secondary market.' },
    { title: 'Expert Curation', text: 'Every watch inspected, authenticated and serviced by our specialists.' },
  ],
};

const clothing: Department = {
  id: 'clothing',
  category: 'CLOTHING',
  title: 'Designer Clothing',
  eyebrow: 'The Atelier',
  intro: 'Authentic designer pieces from the houses that define modern luxury — tailored, considered and made to last.',
  counterLabel: 'Pieces',
  heroBadges: ['Authentic', 'Designer'],
  chips: [chip('Men'), chip('Women'), chip('Luxury'), chip('Designer'), chip('New', TAG_NEW_ARRIVALS)],
  searchPlaceholder: 'Search clothing...',
  panelTitle: 'Clothing Filters',
  emptyTitle: 'No items found',
  fetchError: 'Failed to fetch clothing',
  priceCeiling: 50_000,
  presetsKey: 'clothing_presets',
  filtersKey: 'clothing_filters',
  groups: [
    { key: 'sizes', title: 'Sizes', options: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] },
    { key: 'colors', title: 'Colours', options: ['Black', 'Blue', 'Gray', 'White', 'Brown', 'Green', 'Red', 'Beige', 'Navy'] },
    { key: 'styles', title: 'Style', options: ['Formal', 'Casual', 'Business', 'Evening', 'Sport', 'Outerwear', 'Accessories'] },
    { key: 'seasons', title: 'Season', options: ['Spring', 'Summer', 'Fall', 'Winter', 'All-Season'] },
    { key: 'fits', title: 'Fit', options: ['Slim', 'Regular', 'Relaxed', 'Tailored', 'Oversized', 'Athletic'] },
  ],
  watchExtras: false,
  excellence: [
    { title: 'Iconic Heritage', text: 'Signature pieces from the houses that defined modern luxury dress.' },
    { title: 'Investment Grade', text: 'Cloth, cut and finishing chosen to be worn for decades, not seasons.' },
    { title: 'Expert Curation', text: 'Each piece authenticated and checked by our specialists before it ships.' },
  ],
};

export const DEPARTMENTS: Record<DepartmentId, Department> = { watches, clothing };

/** Page size of the numbered dedicated listings. */
export const PAGE_SIZE = 24;
/** Skeleton cards while the first page loads. */
export const SKELETON_COUNT = 8;
/** Images of this many first results are prefetched. */
export const PREFETCH_IMAGE_COUNT = 8;
/** The filter panel's price input default ceiling (clothing's; watches pass 100000). */
export const PANEL_DEFAULT_PRICE_CEILING = 50_000;
/** Case size slider (watches), mm. */
export const CASE_SIZE = { min: 30, max: 50, step: 1 } as const;

/** Timings (accounts-support-info.md §9). */
export const DEBOUNCE_MS = { search: 300, urlSync: 200, saveFilters: 250 } as const;
