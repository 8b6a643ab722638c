import type { FacetOption } from '@aurum/rules/catalog/filter-groups';

/**
 * A checklist's options: the known values in their own order (conditions
 * best first), then any other value the facets or the selection hold, A–Z;
 * each with its count, 0 when the facets do not list it.
 */
export function checklistOptions(known: readonly string[], facets: readonly FacetOption[] | undefined, selected: readonly string[]): FacetOption[] {
  const counts = new Map((facets ?? []).map((f) => [f.value, f.count]));
  const extra = [...counts.keys(), ...selected].filter((v) => !known.includes(v)).sort((a, b) => a.localeCompare(b));
  return [...new Set([...known, ...extra])].map((value) => ({ value, count: counts.get(value) ?? 0 }));
}
