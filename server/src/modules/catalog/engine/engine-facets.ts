import { type Facets, type FacetRow, shapeFacets } from '../product-facets';
import type { ProductFilter } from '../product-filter';
import { FACET_GROUPS, type FilterGroupKey } from '../product-sql';
import type { Bitmap } from './bitmap';
import type { CatalogueIndex, Evaluation } from './catalogue-index';

const WATCH_GROUPS = new Set<FilterGroupKey>(['caseMaterials', 'dialColors', 'straps', 'movements', 'waterResistances', 'boxAndPapers', 'limitedEdition', 'caseSize']);
const CLOTHING_GROUPS = new Set<FilterGroupKey>(['sizes', 'styles', 'seasons', 'fits']);

/** As in product-facets.ts: a department's listing has nothing to count in the other department's groups. */
function appliesTo(key: FilterGroupKey, category: ProductFilter['category']): boolean {
  if (category === 'watches') return !CLOTHING_GROUPS.has(key);
  if (category === 'clothing') return !WATCH_GROUPS.has(key);
  return true;
}

function bounds(set: Bitmap, values: Int32Array): { count: number; min: number | null; max: number | null } {
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (const slot of set.toUint32Array()) {
    const value = values[slot];
    if (value < 0) continue;
    count++;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return count ? { count, min, max } : { count, min: null, max: null };
}

/**
 * The facets of product-facets.ts from bit sets: each value's count is the
 * pop-count of its set AND the rows matching every *other* group; the price
 * and case-size bounds come from the rows matching every other group too.
 */
export function facetsFromIndex(index: CatalogueIndex, filter: ProductFilter, evaluation: Evaluation): Facets {
  const rows: FacetRow[] = [];
  for (const group of FACET_GROUPS) {
    if (group.key === 'categories' || !appliesTo(group.key, filter.category)) continue;
    const source = index.exceptGroup(evaluation, group.key);
    for (const [value, set] of index.store.groups.get(group.key)!) {
      const count = set.andCardinality(source);
      if (count === 0) continue;
      rows.push({ facet: group.key, value: group.kind === 'flag' ? null : value, count, min: null, max: null });
    }
  }
  const price = bounds(index.exceptGroup(evaluation, 'price'), index.store.price);
  rows.push({ facet: 'price', value: null, ...price });
  if (appliesTo('caseSize', filter.category)) {
    rows.push({ facet: 'caseSize', value: null, ...bounds(index.exceptGroup(evaluation, 'caseSize'), index.store.caseSize) });
  }
  return shapeFacets(rows);
}
