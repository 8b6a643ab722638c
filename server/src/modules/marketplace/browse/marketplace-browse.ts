import type { Knex } from '@mikro-orm/postgresql';
import { BROWSE_LIMITS, type BrowseFilter, type BrowseSort, type FacetGroup, groupPredicates, searchTerms, whereExcept } from './browse-filter';

/** A listing as cards show it. */
export interface ListingCardRow {
  id: number;
  brand: string;
  model: string;
  reference: string;
  year: number;
  condition: string;
  hasBox: boolean;
  hasPapers: boolean;
  caseSizeMm: number;
  pricePence: number;
  photo: string;
  sellerId: number;
  sellerType: string;
  sellerName: string;
  publishedAt: Date | null;
}

export interface BrowseFacets {
  brands: { value: string; count: number }[];
  conditions: { value: string; count: number }[];
  sellerTypes: { value: string; count: number }[];
  boxAndPapers: number;
  price: { min: number | null; max: number | null };
  year: { min: number | null; max: number | null };
  caseSize: { min: number | null; max: number | null };
}

export interface BrowsePage {
  items: ListingCardRow[];
  total: number;
  offset: number;
  limit: number;
  facets: BrowseFacets;
}

const ORDER: Record<BrowseSort, string> = {
  newest: 'b.published_at desc nulls last, b.id desc',
  price_asc: 'b.price_pence asc, b.id desc',
  price_desc: 'b.price_pence desc, b.id desc',
  year_desc: 'b.year desc, b.id desc',
};

/** How private sellers are named in public: first name and initial ("James P."). */
export const PUBLIC_SELLER_NAME = `case when s.seller_type = 'dealer' then s.business_name
  else split_part(s.legal_name, ' ', 1) || coalesce(' ' || left(nullif(split_part(s.legal_name, ' ', 2), ''), 1) || '.', '') end`;

/** Live listings of approved sellers: the only ones anybody browses. */
const BASE = `select l.id, l.brand, l.model, l.reference, l.year, l.condition, l.has_box, l.has_papers, (l.has_box and l.has_papers) as box_and_papers,
    l.case_size_mm, l.price_pence, l.published_at, s.id as seller_id, s.seller_type, ${PUBLIC_SELLER_NAME} as seller_name,
    (select p.stored_name from marketplace_listing_photo p where p.listing_id = l.id order by p.position limit 1) as photo
  from marketplace_listing l join marketplace_seller s on s.id = l.seller_id
  where l.status = 'live' and s.status = 'approved'`;

/** The live listings narrowed by search and seller (the part of a filter that is not a facet group), as `base` rows. */
export function browseBase(filter: BrowseFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  let sql = BASE;
  const terms = searchTerms(filter.search);
  if (terms) {
    sql += ` and to_tsvector('simple', l.brand || ' ' || l.model || ' ' || l.reference) @@ to_tsquery('simple', ?)`;
    params.push(terms);
  }
  if (filter.sellerId !== undefined) {
    sql += ' and s.id = ?';
    params.push(filter.sellerId);
  }
  return { sql, params };
}

const counted = (column: string, where: string) =>
  `coalesce((select json_agg(json_build_object('value', v, 'count', c) order by c desc, v) from (select b.${column} as v, count(*)::int as c from base b where ${where} group by b.${column}) x), '[]'::json)`;

/**
 * One page of the marketplace with its total and facet counts, in one
 * statement: the base narrows by search and seller, each facet counts under
 * every other group's selection, and ranges are bounds over the same.
 */
export async function browseListings(knex: Knex, filter: BrowseFilter, sort: BrowseSort, page: { offset?: number; limit?: number }): Promise<BrowsePage> {
  const offset = Math.min(Math.max(page.offset ?? 0, 0), BROWSE_LIMITS.maxOffset);
  const limit = Math.min(Math.max(page.limit ?? BROWSE_LIMITS.defaultLimit, 1), BROWSE_LIMITS.max);
  const { sql: base, params: baseParams } = browseBase(filter);
  const predicates = groupPredicates(filter);
  const all = whereExcept(predicates);
  const except = (group: FacetGroup) => whereExcept(predicates, group);
  const [brand, condition, sellerType, boxAndPapers, price, year, caseSize] = (['brand', 'condition', 'sellerType', 'boxAndPapers', 'price', 'year', 'caseSize'] as const).map(except);

  const sql = `with base as (${base})
    select
      (select count(*)::int from base b where ${all.sql}) as total,
      coalesce((select json_agg(row_to_json(p)) from (select b.* from base b where ${all.sql} order by ${ORDER[sort]} limit ? offset ?) p), '[]'::json) as items,
      ${counted('brand', brand.sql)} as brands,
      ${counted('condition', condition.sql)} as conditions,
      ${counted('seller_type', sellerType.sql)} as seller_types,
      (select count(*)::int from base b where b.box_and_papers and ${boxAndPapers.sql}) as box_and_papers,
      (select json_build_object('min', min(b.price_pence), 'max', max(b.price_pence)) from base b where ${price.sql}) as price,
      (select json_build_object('min', min(b.year), 'max', max(b.year)) from base b where ${year.sql}) as year,
      (select json_build_object('min', min(b.case_size_mm), 'max', max(b.case_size_mm)) from base b where ${caseSize.sql}) as case_size`;
  const params = [
    ...baseParams,
    ...all.params,
    ...all.params,
    limit,
    offset,
    ...brand.params,
    ...condition.params,
    ...sellerType.params,
    ...boxAndPapers.params,
    ...price.params,
    ...year.params,
    ...caseSize.params,
  ];
  const { rows } = await knex.raw(sql, params as Knex.RawBinding[]);
  const row = rows[0];
  return {
    items: (row.items as Record<string, unknown>[]).map(toCardRow),
    total: row.total,
    offset,
    limit,
    facets: {
      brands: row.brands,
      conditions: row.conditions,
      sellerTypes: row.seller_types,
      boxAndPapers: row.box_and_papers,
      price: row.price,
      year: row.year,
      caseSize: row.case_size,
    },
  };
}

export function toCardRow(row: Record<string, unknown>): ListingCardRow {
  return {
    id: Number(row.id),
    brand: String(row.brand),
    model: String(row.model),
    reference: String(row.reference),
    year: Number(row.year),
    condition: String(row.condition),
    hasBox: Boolean(row.has_box),
    hasPapers: Boolean(row.has_papers),
    caseSizeMm: Number(row.case_size_mm),
    pricePence: Number(row.price_pence),
    photo: String(row.photo ?? ''),
    sellerId: Number(row.seller_id),
    sellerType: String(row.seller_type),
    sellerName: String(row.seller_name),
    publishedAt: row.published_at ? new Date(String(row.published_at)) : null,
  };
}

/** The newest live listings and the marketplace's size, for the landing page. */
export async function marketplaceHighlights(knex: Knex, featured: number) {
  const { rows } = await knex.raw(
    `with base as (${BASE})
     select coalesce((select json_agg(row_to_json(p)) from (select b.* from base b order by b.published_at desc nulls last, b.id desc limit ?) p), '[]'::json) as featured,
            (select count(*)::int from base) as live_listings,
            (select count(*)::int from marketplace_seller where status = 'approved') as sellers`,
    [featured],
  );
  return { featured: (rows[0].featured as Record<string, unknown>[]).map(toCardRow), liveListings: rows[0].live_listings as number, sellers: rows[0].sellers as number };
}
