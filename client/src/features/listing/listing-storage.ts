import { NOTHING_STORED } from '../../lib/hydration';
import { persistentAtom } from '../../lib/storage';
import { DEPARTMENTS, type DepartmentId } from '@aurum/rules/catalog/department';

/**
 * Per-category saved filter state and filter presets, under aurum_watch_filters,
 * aurum_clothing_filters, aurum_watch_presets and aurum_clothing_presets. Stored
 * raw and validated on read (sanitizeFilters, sanitizePresets).
 */
const atomsFor = (id: DepartmentId) => ({
  filters: persistentAtom<unknown>(DEPARTMENTS[id].filtersKey, null),
  presets: persistentAtom<unknown>(DEPARTMENTS[id].presetsKey, NOTHING_STORED),
});

export const listingAtoms = { watches: atomsFor('watches'), clothing: atomsFor('clothing') };
