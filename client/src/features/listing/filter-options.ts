import { compareText } from '../../lib/text-order';
import type { CheckboxOption } from './checkbox-list';
import type { ListGroup } from './filter-groups';
import { compareSeasons, compareSizes, sortedBy, waterResistanceUse } from './ordering';

export interface Facet {
  value: string;
  count: number;
}

const countsOf = (facets: readonly Facet[] | undefined) => new Map((facets ?? []).map((f) => [f.value, f.count]));

/** Open groups (brands, materials): every value the facets know plus anything selected, A–Z. */
export function openOptions(facets: readonly Facet[] | undefined, selected: readonly string[]): CheckboxOption[] {
  const counts = countsOf(facets);
  const values = [...new Set([...counts.keys(), ...selected])].sort(compareText);
  return values.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

/** Fixed groups: the spec's vocabulary (sizes and seasons in their display order) with counts. */
export function groupOptions(group: ListGroup, facets: readonly Facet[] | undefined): CheckboxOption[] {
  const counts = countsOf(facets);
  const order = group.key === 'sizes' ? compareSizes : group.key === 'seasons' ? compareSeasons : null;
  const values = order ? sortedBy(group.options, order) : group.options;
  return values.map((value) => ({
    value,
    count: counts.get(value) ?? 0,
    note: group.key === 'waterResistances' ? waterResistanceUse(value) : undefined,
  }));
}
