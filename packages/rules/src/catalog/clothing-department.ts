import { quickChip, TAG_NEW_ARRIVALS, type Department } from './department.js';
import { PAGE_SIZE } from './department-limits.js';
import { CLOTHING_GROUPS } from './filter-groups.js';

/** /clothing (storefront.md §2, §9). */
export const CLOTHING: Department = {
  kind: 'department',
  pageSize: PAGE_SIZE,
  id: 'clothing',
  category: 'CLOTHING',
  title: 'Designer Clothing',
  eyebrow: 'The Atelier',
  intro: 'Authentic designer pieces from the houses that define modern luxury — tailored, considered and made to last.',
  counterLabel: 'Pieces',
  heroBadges: ['Authentic', 'Designer'],
  chips: [quickChip('Men'), quickChip('Women'), quickChip('Luxury'), quickChip('Designer'), quickChip('New', TAG_NEW_ARRIVALS)],
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
