/**
 * Everything that differs between /watches and /clothing (storefront.md §2,
 * §9; accounts-support-info.md §9 "Listing pages"): one page component reads
 * its texts, chips, filter groups and limits from a Department. Each
 * department's own are in a module of its own (watches-department.ts,
 * clothing-department.ts), so each route loads only its own texts;
 * departments.ts has both for code that serves both.
 */
import type { FilterScope } from './listing-filters.js';

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

/** A quick chip whose tag is its label unless given. */
export const quickChip = (label: string, tag = label): QuickChip => ({ label, tag });

/** Skeleton cards while the first page loads. */
export const SKELETON_COUNT = 8;
/** Images of this many first results are prefetched. */
export const PREFETCH_IMAGE_COUNT = 8;
