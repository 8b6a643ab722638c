import { NOTHING_STORED } from '../../lib/hydration';
import { persistentAtom } from '../../lib/storage';
import type { Department, DepartmentId } from '@aurum/rules/catalog/department';

/**
 * Per-category saved filter state and filter presets, under aurum_watch_filters,
 * aurum_clothing_filters, aurum_watch_presets and aurum_clothing_presets. Stored
 * raw and validated on read (sanitizeFilters, sanitizePresets).
 */
const atomsFor = ({ filtersKey, presetsKey }: Department) => ({
  filters: persistentAtom<unknown>(filtersKey, null),
  presets: persistentAtom<unknown>(presetsKey, NOTHING_STORED),
});
const made = new Map<DepartmentId, ReturnType<typeof atomsFor>>();

/** A department's atoms, made at its first use (the department's texts stay out of the shared listing code). */
export function listingAtoms(department: Department) {
  let atoms = made.get(department.id);
  if (!atoms) made.set(department.id, (atoms = atomsFor(department)));
  return atoms;
}
