import { type Facets, type FacetRow, shapeFacets } from '../product-facets';
import type { ProductFilter } from '../product-filter';
import { FACET_GROUPS, type FilterGroupKey } from '../product-sql';
import type { CatalogueIndex, Evaluation } from './catalogue-index';
import { FacetKeys } from './facet-keys';

const WATCH_GROUPS = new Set<FilterGroupKey>(['caseMaterials', 'dialColors', 'straps', 'movements', 'waterResistances', 'boxAndPapers', 'limitedEdition', 'caseSize']);
const CLOTHING_GROUPS = new Set<FilterGroupKey>(['sizes', 'styles', 'seasons', 'fits']);

/** As in product-facets.ts: a department's listing has nothing to count in the other department's groups. */
function appliesTo(key: FilterGroupKey, category: ProductFilter['category']): boolean {
  if (category === 'watches') return !CLOTHING_GROUPS.has(key);
  if (category === 'clothing') return !WATCH_GROUPS.has(key);
  return true;
}

/**
 * The facets of product-facets.ts from bit sets: each value's count is the
 * pop-count of its set AND the rows matching every *other* group (for a
 * group without a selection, the listing's rows: counted by walking them
 * when they are few); the price and case-size bounds come from the rows
 * matching every other group too. Each group's rows are remembered by those
 * other selections for the catalogue's generation (facet-keys.ts).
 */
export function facetsFromIndex(index: CatalogueIndex, filter: ProductFilter, evaluation: Evaluation): Facets {
  const keys = new FacetKeys(filter, evaluation.searchTerms);
  const { facetCounts } = index;
  const generation = index.store.generation;
  // Groups without a selection all count over the listing's own rows: walked once when there are few of them.
  let listingCounts: Int32Array | null | undefined;
  const rows: FacetRow[] = [];
  for (const group of FACET_GROUPS) {
    if (group.key === 'categories' || !appliesTo(group.key, filter.category)) continue;
    const groupRows = facetCounts.get(generation, keys.of(group.key), () => {
      const selected = evaluation.groups.has(group.key);
      if (!selected && listingCounts === undefined) listingCounts = index.countValues(evaluation.matching);
      const source = index.exceptGroup(evaluation, group.key);
      const counted: FacetRow[] = [];
      for (const { value, set, number } of index.groupValues(group.key, filter.category)) {
        const count = !selected && listingCounts ? listingCounts[number] : set.andCardinality(source);
        if (count === 0) continue;
        counted.push({ facet: group.key, value: group.kind === 'flag' ? null : value, count, min: null, max: null });
      }
      return counted;
    });
    for (const row of groupRows) rows.push(row);
  }
  const bounds = (which: 'price' | 'caseSize') =>
    facetCounts.get(generation, keys.of(which), () => [{ facet: which, value: null, ...index.bounds(which, index.exceptGroup(evaluation, which)) }]);
  rows.push(...bounds('price'));
  if (appliesTo('caseSize', filter.category)) rows.push(...bounds('caseSize'));
  return shapeFacets(rows);
}
