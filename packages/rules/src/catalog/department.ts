/**
 * Everything that differs between /watches and /clothing (storefront.md §2,
 * §9; accounts-support-info.md §9 "Listing pages"): one page component reads
 * its texts, chips, filter groups and limits from here.
 */
import { CLOTHING_GROUPS, WATCH_GROUPS } from './filter-groups.js';
import type { FilterScope } from './listing-filters.js';

import { PAGE_SIZE } from './department-limits.js';

export { DEBOUNCE_MS, PAGE_SIZE } from './department-limits.js';

export type DepartmentId = 'watches' | 'clothing';

/** A quick chip and the catalogue tag it stands for. */
export interface QuickChip {
  label: string;
  tag: string;
}

export interface Department extends FilterScope {
  /** A listing scope of its own (url-state.ts ListingScope). */
  kind: 'department';
  /** Cards on a numbered page. */
  pageSize: number;
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
  /** Storage names (persistentAtom adds the aurum_ prefix). */
  presetsKey: string;
  filtersKey: string;
  excellence: readonly { title: string; text: string }[];
}

export const TAG_NEW_ARRIVALS = 'New Arrivals';

/** Men and Women exclude each other; every other chip toggles on its own. */
export const EXCLUSIVE_CHIP_TAGS = ['Men', 'Women'] as const;

const chip = (label: string, tag = label): QuickChip => ({ label, tag });

const watches: Department = {
  kind: 'department',
  pageSize: PAGE_SIZE,
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
  groups: WATCH_GROUPS,
  watchExtras: true,
  excellence: [
    { title: 'Iconic Heritage', text: 'References from maisons that have shaped fine watchmaking for generations.' },
    { title: 'Investment Grade', text: 'Pieces chosen for enduring desirability and a strong secondary market.' },
    { title: 'Expert Curation', text: 'Every watch inspected, authenticated and serviced by our specialists.' },
  ],
};

const clothing: Department = {
  kind: 'department',
  pageSize: PAGE_SIZE,
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
  groups: CLOTHING_GROUPS,
  watchExtras: false,
  excellence: [
    { title: 'Iconic Heritage', text: 'Signature pieces from the houses that defined modern luxury dress.' },
    { title: 'Investment Grade', text: 'Cloth, cut and finishing chosen to be worn for decades, not seasons.' },
    { title: 'Expert Curation', text: 'Each piece authenticated and checked by our specialists before it ships.' },
  ],
};

export const DEPARTMENTS: Record<DepartmentId, Department> = { watches, clothing };

/** Skeleton cards while the first page loads. */
export const SKELETON_COUNT = 8;
/** Images of this many first results are prefetched. */
export const PREFETCH_IMAGE_COUNT = 8;
