/**
 * The benchmark's requests: a rotation of seeded shopper listings (watches,
 * 1–3 brands, an optional movement, one of several price ranges, sometimes
 * in stock only, one of six sorts; first page of 24 with total and facets),
 * the single repeated listing of earlier runs, and typo searches.
 */
import { normalizeFilter, type ProductFilter, type ProductSort } from '../server/src/modules/catalog/product-filter';

export interface Listing {
  filter: ProductFilter;
  sort: ProductSort;
}

const GRAPHQL_SORTS: Record<string, string> = {
  featured: 'FEATURED', price_asc: 'PRICE_ASC', price_desc: 'PRICE_DESC', newest: 'NEWEST', popular: 'POPULAR', rating: 'RATING',
};
const SORTS = Object.keys(GRAPHQL_SORTS) as ProductSort[];
/** Pounds; undefined is an open end. */
const PRICE_RANGES: [number | undefined, number | undefined][] = [
  [undefined, undefined], [1_000, 5_000], [5_000, 20_000], [5_000, 50_000], [10_000, 100_000], [20_000, undefined], [undefined, 10_000],
];

/** mulberry32: small, seeded, the same rotation every run. */
export function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rotatingListings(count: number, brands: string[], movements: string[], seed = 2026): Listing[] {
  const next = seededRandom(seed);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, () => {
    const chosen = new Set<string>();
    const brandCount = 1 + Math.floor(next() * 3);
    while (chosen.size < brandCount) chosen.add(pick(brands));
    const [min, max] = pick(PRICE_RANGES);
    return {
      filter: normalizeFilter({
        category: 'watches',
        brands: [...chosen],
        movements: next() < 0.5 ? [pick(movements)] : undefined,
        minPricePence: min === undefined ? undefined : min * 100,
        maxPricePence: max === undefined ? undefined : max * 100,
        inStock: next() < 0.3 ? true : undefined,
      }),
      sort: pick(SORTS),
    };
  });
}

/** The representative listing of earlier runs, repeated: Omega, Rolex, Tudor, £5,000–£50,000, Automatic, by price. */
export const REPEATED_LISTING: Listing = {
  filter: normalizeFilter({ category: 'watches', brands: ['Omega', 'Rolex', 'Tudor'], minPricePence: 500_000, maxPricePence: 5_000_000, movements: ['Automatic'] }),
  sort: 'price_asc',
};

export const TYPO_SEARCHES = [
  'rolx submariner', 'omeg speedmaster', 'patek nautlus', 'cartir tank', 'audemar royal oak', 'tudr black bay',
  'breitlng navitimer', 'submarner', 'seamastr', 'daytna', 'cashmer coat', 'jaegr reverso',
];

const LISTING_QUERY = `query Listing($filter: ProductFilterInput, $sort: ProductSort, $page: PageInput) {
  products(filter: $filter, sort: $sort, page: $page) {
    totalCount hasMore
    items { id name brand sku price { amount formatted } salePrice { amount formatted } imageUrl inStock lowStock isNew onSale tags materials colors sizes }
    facets {
      brands { value count } materials { value count } caseMaterials { value count } dialColors { value count }
      straps { value count } movements { value count } waterResistances { value count } boxAndPapers limitedEdition
      priceRange { min { amount } max { amount } } caseSizeRange { min max }
    }
  }
}`;

export function graphqlListing({ filter, sort }: Listing): string {
  return JSON.stringify({
    query: LISTING_QUERY,
    variables: {
      filter: { category: 'WATCHES', brands: filter.brands, movements: filter.movements, minPrice: filter.minPricePence, maxPrice: filter.maxPricePence, inStock: filter.inStock },
      sort: GRAPHQL_SORTS[sort],
      page: { offset: 0, limit: 24 },
    },
  });
}

export function restListing({ filter, sort }: Listing): string {
  const query = new URLSearchParams({ category: 'watches', brands: filter.brands!.join(','), sortBy: sort, limit: '24', include: 'facets' });
  if (filter.movements) query.set('movement', filter.movements.join(','));
  if (filter.minPricePence !== undefined) query.set('minPrice', String(filter.minPricePence / 100));
  if (filter.maxPricePence !== undefined) query.set('maxPrice', String(filter.maxPricePence / 100));
  if (filter.inStock) query.set('inStock', 'true');
  return `/api/products?${query}`;
}

export function graphqlSearch(text: string): string {
  return JSON.stringify({
    query: 'query Search($q: String!) { searchProducts(q: $q, limit: 50) { id name brand sku price { amount formatted } imageUrl inStock } }',
    variables: { q: text },
  });
}

export const restSearch = (text: string) => `/api/products/search?q=${encodeURIComponent(text)}&limit=50`;
