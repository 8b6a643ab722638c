/**
 * What the partner surface costs: the per-request cap, the cost of a REST call
 * and of every field a partner can ask for that costs more than the default.
 * The server prices requests with these (server/src/graphql/cost/field-costs.ts
 * adds the shop's own fields) and the /developers guide prints its cost table
 * from them, so the two cannot disagree. A unit is roughly one small indexed
 * read; fields not named cost 1 when they hold an object or a list and nothing
 * when they are a scalar; children add to their parent.
 */
export const MAX_QUERY_COST = 1000;

/** What one REST call of the partner surface costs, with a key or without: about one listing without facets… */
export const REST_CALL_COST = 100;
/** …and what it adds when it counts facets (`/api/products/facets`, or the deprecated `include=facets`), as GraphQL's `facets` does. */
export const REST_FACETS_COST = 300;

/** The per-minute budget of a caller without a key, per network address (a key's default is KEY_LIMITS.defaultCostPerMinute). */
export const ANONYMOUS_COST_PER_MINUTE = 6_000;

/** The priced fields of the partner schema, each with the line the guide's cost table gives it. */
export const PARTNER_FIELD_COSTS = {
  // The catalogue.
  'Query.products': { cost: 100, what: 'products (a listing with its total)' },
  'Query.productConnection': { cost: 100, what: 'productConnection (a page by cursor with its total)' },
  'ProductPage.facets': { cost: 300, what: 'products { facets } (counts for every filter group)', added: true },
  'Query.searchProducts': { cost: 150, what: 'searchProducts' },
  'Query.similarProducts': { cost: 80, what: 'similarProducts' },
  'Query.featuredProducts': { cost: 20, what: 'featuredProducts' },
  'Query.product': { cost: 10, what: 'product' },
  'Query.marketSignals': { cost: 100, what: 'marketSignals' },
  // The marketplace: one statement pages, counts and facets the live listings; a listing reads its market band.
  'Query.marketplaceListings': { cost: 300, what: 'marketplaceListings (a page of listings with its total and filter counts)' },
  'Query.marketplaceListingConnection': { cost: 300, what: 'marketplaceListingConnection (a page of listings by cursor)' },
  'Query.marketplaceListing': { cost: 30, what: 'marketplaceListing (with its market band)' },
  'Query.marketplaceSeller': { cost: 10, what: 'marketplaceSeller' },
  'Query.marketplaceHighlights': { cost: 50, what: 'marketplaceHighlights' },
} as const satisfies Record<string, { cost: number; what: string; added?: true }>;

/** The partner field costs as the pricing reads them: `Type.field` → cost. */
export const PARTNER_COST_BY_FIELD: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(PARTNER_FIELD_COSTS).map(([field, { cost }]) => [field, cost]),
);

/** A cost as the guide writes it: 1,000. */
export const formatCostUnits = (cost: number) => cost.toLocaleString('en-GB');

/** The guide's "What a Query Costs" rows, most expensive first: [what, cost] with "+" on a cost added to its parent's. */
export function partnerCostRows(): [string, string][] {
  const fields: { cost: number; what: string; added?: true }[] = Object.values(PARTNER_FIELD_COSTS);
  const rows = [
    ...fields,
    { cost: REST_CALL_COST, what: 'A REST call (any path)' },
    { cost: REST_FACETS_COST, what: 'A REST call that counts facets (/api/products/facets)', added: true as const },
  ];
  return rows.sort((a, b) => b.cost - a.cost).map((row) => [row.what, `${'added' in row && row.added ? '+' : ''}${formatCostUnits(row.cost)}`]);
}
