import type { ListingCondition } from '@aurum/rules/marketplace/listing-status';
import type { SellerType } from '@aurum/rules/marketplace/seller-status';

/** What a shopper narrows the marketplace by: AND across groups, OR inside a group (the shop's rule). */
export interface BrowseFilter {
  search?: string;
  brands?: string[];
  conditions?: ListingCondition[];
  sellerTypes?: SellerType[];
  boxAndPapers?: boolean;
  minPricePence?: number;
  maxPricePence?: number;
  minYear?: number;
  maxYear?: number;
  minCaseSizeMm?: number;
  maxCaseSizeMm?: number;
  sellerId?: number;
}

export type BrowseSort = 'newest' | 'price_asc' | 'price_desc' | 'year_desc';

/** The page bounds: the same cap (100) as every other list of the API; more is a 400, never a silent cut. */
export const BROWSE_LIMITS = { defaultLimit: 24, max: 100, maxOffset: 10_000 } as const;

/** The groups a facet count leaves out: each group's counts ignore its own selection. */
export const FACET_GROUPS = ['brand', 'condition', 'sellerType', 'boxAndPapers', 'price', 'year', 'caseSize'] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

interface Predicate {
  sql: string;
  params: unknown[];
}

/** One SQL predicate per group (over the browse base `b`), or null when the group is not filtered. */
export function groupPredicates(filter: BrowseFilter): Record<FacetGroup, Predicate | null> {
  const range = (column: string, min?: number, max?: number): Predicate | null => {
    if (min === undefined && max === undefined) return null;
    const parts: string[] = [];
    const params: unknown[] = [];
    if (min !== undefined) (parts.push(`b.${column} >= ?`), params.push(min));
    if (max !== undefined) (parts.push(`b.${column} <= ?`), params.push(max));
    return { sql: parts.join(' and '), params };
  };
  const anyOf = (column: string, values?: string[]): Predicate | null => (values?.length ? { sql: `b.${column} in (select jsonb_array_elements_text(?::jsonb))`, params: [JSON.stringify(values)] } : null);
  return {
    brand: anyOf('brand', filter.brands),
    condition: anyOf('condition', filter.conditions),
    sellerType: anyOf('seller_type', filter.sellerTypes),
    boxAndPapers: filter.boxAndPapers ? { sql: 'b.box_and_papers', params: [] } : null,
    price: range('price_pence', filter.minPricePence, filter.maxPricePence),
    year: range('year', filter.minYear, filter.maxYear),
    caseSize: range('case_size_mm', filter.minCaseSizeMm, filter.maxCaseSizeMm),
  };
}

/** `where` over every group except `except` ("true" when none apply). */
export function whereExcept(predicates: Record<FacetGroup, Predicate | null>, except?: FacetGroup): Predicate {
  const used = FACET_GROUPS.filter((group) => group !== except).map((group) => predicates[group]).filter((p): p is Predicate => p !== null);
  if (used.length === 0) return { sql: 'true', params: [] };
  return { sql: used.map((p) => `(${p.sql})`).join(' and '), params: used.flatMap((p) => p.params) };
}

/** Letters and digits of the search, as prefix terms for a tsquery; null when nothing searchable is left. */
export function searchTerms(search: string | undefined): string | null {
  const words = (search ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.slice(0, 8).map((word) => `${word}:*`).join(' & ');
}
