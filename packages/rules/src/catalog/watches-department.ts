import { quickChip, TAG_NEW_ARRIVALS, type Department } from './department.js';
import { PAGE_SIZE } from './department-limits.js';
import { WATCH_GROUPS } from './filter-groups.js';

/** /watches (storefront.md §2, §9). */
export const WATCHES: Department = {
  kind: 'department',
  pageSize: PAGE_SIZE,
  id: 'watches',
  category: 'WATCHES',
  title: 'Luxury Watches',
  eyebrow: 'The Watch Room',
  intro: 'Certified timepieces from the great maisons — every one inspected by our watchmakers and delivered with a 24-month warranty.',
  counterLabel: 'Timepieces',
  heroBadges: ['Certified', 'Premium'],
  chips: [quickChip('Men'), quickChip('Women'), quickChip('Luxury'), quickChip('Vintage'), quickChip('New', TAG_NEW_ARRIVALS)],
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
