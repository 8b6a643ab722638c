import type { ProductFilter, ProductSort } from './product-filter';

/** A SQL fragment with `?` placeholders and its values, in the style of knex.raw. */
export interface Sql {
  text: string;
  values: unknown[];
}

export const sql = (text: string, ...values: unknown[]): Sql => ({ text, values });

export function joinSql(parts: Sql[], separator: string): Sql {
  return { text: parts.map((part) => part.text).join(separator), values: parts.flatMap((part) => part.values) };
}

export const TRUE_SQL = sql('true');

/**
 * The facet groups of the listing (storefront.md §9). A group's condition is
 * left out when counting that group's own values, so picking one brand does
 * not zero the other brands.
 */
export const FACET_GROUPS = [
  { key: 'categories', column: 'category', kind: 'scalar' },
  { key: 'brands', column: 'brand', kind: 'scalar' },
  { key: 'materials', column: 'materials', kind: 'array' },
  { key: 'tags', column: 'tags', kind: 'array' },
  { key: 'caseMaterials', column: 'case_material', kind: 'scalar' },
  { key: 'dialColors', column: 'dial_color', kind: 'scalar' },
  { key: 'straps', column: 'strap_material', kind: 'scalar' },
  { key: 'movements', column: 'movement', kind: 'scalar' },
  { key: 'waterResistances', column: 'water_resistance_bucket', kind: 'scalar' },
  { key: 'boxAndPapers', column: 'box_and_papers', kind: 'flag' },
  { key: 'limitedEdition', column: 'limited_edition', kind: 'flag' },
  { key: 'sizes', column: 'available_sizes', kind: 'array' },
  { key: 'colors', column: 'colors', kind: 'array' },
  { key: 'styles', column: 'style', kind: 'scalar' },
  { key: 'seasons', column: 'season', kind: 'scalar' },
  { key: 'fits', column: 'fit', kind: 'scalar' },
] as const;

export type FacetGroupKey = (typeof FACET_GROUPS)[number]['key'];
/** Range facets: their bounds ignore their own filter. */
export type RangeGroupKey = 'price' | 'caseSize';
export type FilterGroupKey = FacetGroupKey | RangeGroupKey;

/**
 * Splits a filter into conditions that always apply (search, stock) and one
 * condition per active facet group.
 */
export function filterConditions(filter: ProductFilter): { always: Sql[]; groups: Map<FilterGroupKey, Sql> } {
  // Archived products have left the shop (and the partial listing index).
  const always: Sql[] = [sql('p.archived_at is null')];
  const groups = new Map<FilterGroupKey, Sql>();
  if (filter.search) always.push(sql('p.search_vector @@ (select query from search_query)'));
  if (filter.inStock) always.push(sql('p.stock > 0'));
  // Equivalent to "has a sale price" (a check constraint keeps sale prices below prices), on indexed columns.
  if (filter.onSale) always.push(sql('p.effective_price_pence < p.price_pence'));

  if (filter.category) groups.set('categories', sql('p.category = ?', filter.category));
  const anyOf = (key: FacetGroupKey, column: string, values: string[] | undefined) => {
    if (values?.length) groups.set(key, sql(`p.${column} = any(?::text[])`, values));
  };
  const overlaps = (key: FacetGroupKey, column: string, values: string[] | undefined) => {
    if (values?.length) groups.set(key, sql(`p.${column} && ?::text[]`, values));
  };
  anyOf('brands', 'brand', filter.brands);
  overlaps('materials', 'materials', filter.materials);
  if (filter.tags?.length) groups.set('tags', sql('p.tags @> ?::text[]', filter.tags));
  anyOf('caseMaterials', 'case_material', filter.caseMaterials);
  anyOf('dialColors', 'dial_color', filter.dialColors);
  anyOf('straps', 'strap_material', filter.straps);
  anyOf('movements', 'movement', filter.movements);
  anyOf('waterResistances', 'water_resistance_bucket', filter.waterResistances);
  if (filter.boxAndPapers) groups.set('boxAndPapers', sql('p.box_and_papers'));
  if (filter.limitedEdition) groups.set('limitedEdition', sql('p.limited_edition'));
  overlaps('sizes', 'available_sizes', filter.sizes);
  overlaps('colors', 'colors', filter.colors);
  anyOf('styles', 'style', filter.styles);
  anyOf('seasons', 'season', filter.seasons);
  anyOf('fits', 'fit', filter.fits);

  const price: Sql[] = [];
  if (filter.minPricePence != null) price.push(sql('p.effective_price_pence >= ?', filter.minPricePence));
  if (filter.maxPricePence != null) price.push(sql('p.effective_price_pence <= ?', filter.maxPricePence));
  if (price.length) groups.set('price', joinSql(price, ' and '));
  const caseSize: Sql[] = [];
  if (filter.caseSizeMin != null) caseSize.push(sql('p.case_diameter_mm >= ?', filter.caseSizeMin));
  if (filter.caseSizeMax != null) caseSize.push(sql('p.case_diameter_mm <= ?', filter.caseSizeMax));
  if (caseSize.length) groups.set('caseSize', joinSql(caseSize, ' and '));
  return { always, groups };
}

export function whereAll(conditions: Sql[]): Sql {
  return conditions.length ? joinSql(conditions.map((c) => ({ ...c, text: `(${c.text})` })), ' and ') : TRUE_SQL;
}

/** Curated: the server's merchandising score (recent views ×1, recent purchases ×10, a recency bonus of 10 falling 1 a day, featured first). */
const CURATED_SCORE =
  "(p.featured::int * 50 + p.recent_views + p.recent_purchases * 10 + greatest(0, 10 - extract(day from now() - p.created_at)))";

const SORT_ORDER: Record<ProductSort, string> = {
  featured: 'p.featured desc, (p.stock > 0) desc, p.view_count desc, p.id',
  newest: 'p.created_at desc, p.id desc',
  price_asc: 'p.effective_price_pence asc, p.id',
  price_desc: 'p.effective_price_pence desc, p.id',
  curated: `${CURATED_SCORE} desc, p.id`,
  trending: '(p.recent_views * p.recent_purchases) desc, p.recent_views desc, p.id',
  popular: 'p.view_count desc, p.id',
  // The real reviews' average, pieces without reviews last, then more reviews first (engine/sort-order.ts alike).
  rating: 'p.average_rating desc nulls last, p.review_count desc, p.view_count desc, p.id',
  discount: '((p.price_pence - p.effective_price_pence)::float / greatest(p.price_pence, 1)) desc, p.id',
  name: 'p.name asc, p.id',
  brand: 'p.brand asc, p.name asc, p.id',
};

export function orderBy(sort: ProductSort, ranked: boolean): string {
  // Searching with the default order ranks by relevance first.
  if (ranked && sort === 'featured') return 'ts_rank_cd(p.search_vector, (select query from search_query)) desc, p.view_count desc, p.id';
  return SORT_ORDER[sort];
}
