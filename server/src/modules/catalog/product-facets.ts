import { columnsOf } from './listing-columns';
import type { ProductFilter } from './product-filter';
import { searchQueryCte, searchWords } from './product-search';
import { FACET_GROUPS, type FilterGroupKey, filterConditions, joinSql, sql, type Sql, whereAll } from './product-sql';

export interface FacetRow {
  facet: string;
  value: string | null;
  count: number;
  min: number | null;
  max: number | null;
}

export interface Facets {
  brands: FacetCount[];
  materials: FacetCount[];
  tags: FacetCount[];
  caseMaterials: FacetCount[];
  dialColors: FacetCount[];
  straps: FacetCount[];
  movements: FacetCount[];
  waterResistances: FacetCount[];
  sizes: FacetCount[];
  colors: FacetCount[];
  styles: FacetCount[];
  seasons: FacetCount[];
  fits: FacetCount[];
  boxAndPapers: number;
  limitedEdition: number;
  priceRange: { minPence: number | null; maxPence: number | null };
  caseSizeRange: { min: number | null; max: number | null };
}

export interface FacetCount {
  value: string;
  count: number;
}

/** The columns facets read: materialising only these keeps the shared row set small. */
const FACET_COLUMNS = [...new Set<string>([...FACET_GROUPS.map((group) => group.column), 'effective_price_pence', 'case_diameter_mm'])];

const WATCH_GROUPS = new Set<FilterGroupKey>(['caseMaterials', 'dialColors', 'straps', 'movements', 'waterResistances', 'boxAndPapers', 'limitedEdition', 'caseSize']);
const CLOTHING_GROUPS = new Set<FilterGroupKey>(['sizes', 'styles', 'seasons', 'fits']);

/** A department's listing has nothing to count in the other department's groups. */
function appliesTo(key: FilterGroupKey, category: ProductFilter['category']): boolean {
  if (category === 'watches') return !CLOTHING_GROUPS.has(key);
  if (category === 'clothing') return !WATCH_GROUPS.has(key);
  return true;
}

/**
 * One statement computing every facet. Groups without a selection are all
 * counted over `matching` (the rows of the listing, materialised once); a
 * group with a selection is counted over the rows that match every *other*
 * group, so its own values do not zero each other.
 */
export function facetsSql(filter: ProductFilter): Sql {
  const { always, groups } = filterConditions(filter);
  const exceptGroup = (key: FilterGroupKey) =>
    whereAll([...always, ...[...groups].filter(([other]) => other !== key).map(([, condition]) => condition)]);
  const source = (key: FilterGroupKey): Sql =>
    groups.has(key) ? { ...exceptGroup(key), text: `(select ${columnsOf('p', FACET_COLUMNS)} from product p where ${exceptGroup(key).text})` } : sql('matching');

  const branches: Sql[] = [];
  const sharedScalars: { key: string; column: string }[] = [];
  for (const group of FACET_GROUPS) {
    if (group.key === 'categories' || !appliesTo(group.key, filter.category)) continue;
    const from = source(group.key);
    const label = `'${group.key}'`;
    if (group.kind === 'scalar' && !groups.has(group.key)) {
      sharedScalars.push(group);
    } else if (group.kind === 'scalar') {
      branches.push({
        text: `select ${label}, ${group.column}::text, count(*)::int, null::int, null::int from ${from.text} p where ${group.column} is not null group by 2`,
        values: from.values,
      });
    } else if (group.kind === 'array') {
      branches.push({
        text: `select ${label}, v, count(*)::int, null::int, null::int from ${from.text} p, unnest(p.${group.column}) v group by 2`,
        values: from.values,
      });
    } else {
      branches.push({
        text: `select ${label}, null, count(*) filter (where ${group.column})::int, null::int, null::int from ${from.text} p`,
        values: from.values,
      });
    }
  }
  if (sharedScalars.length) {
    // Every unselected scalar group in one pass over the listing's rows.
    const which = sharedScalars.map((group) => `when grouping(${group.column}) = 0 then '${group.key}'`).join(' ');
    const value = `coalesce(${sharedScalars.map((group) => `${group.column}::text`).join(', ')})`;
    const sets = sharedScalars.map((group) => `(${group.column})`).join(', ');
    branches.push({
      text: `select * from (select case ${which} end, ${value} as value, count(*)::int, null::int, null::int from matching p group by grouping sets (${sets})) scalars where value is not null`,
      values: [],
    });
  }
  const price = source('price');
  branches.push({
    text: `select 'price', null, count(*)::int, min(effective_price_pence), max(effective_price_pence) from ${price.text} p`,
    values: price.values,
  });
  const caseSize = source('caseSize');
  if (appliesTo('caseSize', filter.category)) branches.push({
    text: `select 'caseSize', null, count(case_diameter_mm)::int, min(case_diameter_mm), max(case_diameter_mm) from ${caseSize.text} p`,
    values: caseSize.values,
  });

  const ctes: Sql[] = [];
  if (filter.search) ctes.push(searchQueryCte(searchWords(filter.search)));
  const allConditions = whereAll([...always, ...groups.values()]);
  ctes.push({ text: `matching as materialized (select ${columnsOf('p', FACET_COLUMNS)} from product p where ${allConditions.text})`, values: allConditions.values });
  const withClause = joinSql(ctes, ',\n');
  const body = joinSql(branches, '\nunion all\n');
  return {
    text: `with ${withClause.text}\nselect facet, value, count, min, max from (${body.text}) as f(facet, value, count, min, max)`,
    values: [...withClause.values, ...body.values],
  };
}

const byCountThenValue = (a: FacetCount, b: FacetCount) => b.count - a.count || a.value.localeCompare(b.value);

export function shapeFacets(rows: FacetRow[]): Facets {
  const lists = new Map<string, FacetCount[]>();
  let boxAndPapers = 0;
  let limitedEdition = 0;
  let priceRange: Facets['priceRange'] = { minPence: null, maxPence: null };
  let caseSizeRange: Facets['caseSizeRange'] = { min: null, max: null };
  for (const row of rows) {
    if (row.facet === 'price') priceRange = { minPence: row.min, maxPence: row.max };
    else if (row.facet === 'caseSize') caseSizeRange = { min: row.min, max: row.max };
    else if (row.facet === 'boxAndPapers') boxAndPapers = row.count;
    else if (row.facet === 'limitedEdition') limitedEdition = row.count;
    else if (row.value !== null) {
      const list = lists.get(row.facet) ?? [];
      list.push({ value: row.value, count: row.count });
      lists.set(row.facet, list);
    }
  }
  const list = (key: string) => (lists.get(key) ?? []).sort(byCountThenValue);
  return {
    brands: list('brands'),
    materials: list('materials'),
    tags: list('tags'),
    caseMaterials: list('caseMaterials'),
    dialColors: list('dialColors'),
    straps: list('straps'),
    movements: list('movements'),
    waterResistances: list('waterResistances'),
    sizes: list('sizes'),
    colors: list('colors'),
    styles: list('styles'),
    seasons: list('seasons'),
    fits: list('fits'),
    boxAndPapers,
    limitedEdition,
    priceRange,
    caseSizeRange,
  };
}
