import type { ChecklistOption } from './facet-checklist';
import type { FacetOption, ListGroup } from '@aurum/rules/catalog/filter-groups';
import { compareSeasons, compareSizes, sortedBy, waterResistanceUse } from './ordering';

const countsOf = (facets: readonly FacetOption[] | undefined) => new Map((facets ?? []).map((f) => [f.value, f.count]));

/** Fixed groups: the spec's vocabulary (sizes and seasons in their display order) with counts. */
export function groupOptions(group: ListGroup, facets: readonly FacetOption[] | undefined): ChecklistOption[] {
  const counts = countsOf(facets);
  const order = group.key === 'sizes' ? compareSizes : group.key === 'seasons' ? compareSeasons : null;
  const values = order ? sortedBy(group.options, order) : group.options;
  return values.map((value) => ({
    value,
    count: counts.get(value) ?? 0,
    note: group.key === 'waterResistances' ? waterResistanceUse(value) : undefined,
  }));
}
