/**
 * The web app's listing shape: the request /watches sends for its first screen and for each filter or sort
 * change. The app's Apollo client asks `CollectionListing` (client/src/features/listing/listing.graphql, with
 * the `__typename`s its cache adds) as an automatic persisted query: a GET with the query's SHA-256 hash, the
 * operation name and the variables the department's URL rules give (packages/rules/src/catalog/department-url.ts),
 * and the header Apollo's CSRF prevention asks for. The rotation is weighted like real traffic.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { createHash } from 'node:crypto';
import { parse, print } from 'graphql';
import { initialListingState, listingVariables } from '../packages/rules/src/catalog/url-state';
import { WATCHES } from '../packages/rules/src/catalog/watches-department';
import { PAGE_QUERIES } from '../packages/rules/src/page-data/page-queries';
import { seededRandom } from './scenarios';

/**
 * The query text the app's client sends (and hashes): its cache adds `__typename` to every selection. From
 * the generated text of the client's document (the same as printing client/src/gql/ops/CollectionListing.ts's
 * document, hash a7d1f4eb… today, without compiling the client's files here).
 */
export const WEB_LISTING_QUERY = print(addTypenameToDocument(parse(PAGE_QUERIES.CollectionListing)));
export const WEB_LISTING_HASH = createHash('sha256').update(WEB_LISTING_QUERY).digest('hex');
const PERSISTED = { persistedQuery: { version: 1, sha256Hash: WEB_LISTING_HASH } };

/** What a browser's fetch through the app's HttpLink carries besides the URL. */
export const WEB_LISTING_HEADERS = {
  'apollo-require-preflight': 'true',
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** The variables for a /watches URL's query string, as the app works them out. */
export const webListingVariables = (search: string) => listingVariables(initialListingState(search, WATCHES, undefined), WATCHES);

/** The GET path of the app's hashed request (Apollo's HttpLink: operationName, variables, extensions). */
export function webListingPath(search: string): string {
  const params = [
    `operationName=CollectionListing`,
    `variables=${encodeURIComponent(JSON.stringify(webListingVariables(search)))}`,
    `extensions=${encodeURIComponent(JSON.stringify(PERSISTED))}`,
  ];
  return `/graphql?${params.join('&')}`;
}

/** The POST the client sends once when the server does not know the hash yet: the query registers it. */
export const webListingRegistration = (search: string) =>
  JSON.stringify({ operationName: 'CollectionListing', variables: webListingVariables(search), extensions: PERSISTED, query: WEB_LISTING_QUERY });

const OTHER_SORTS = ['price-low', 'price-high', 'popular', 'rating', 'trending', 'name'];
const PRICE_BANDS = [['1000', '5000'], ['5000', '20000'], ['10000', '50000'], ['20000', undefined], [undefined, '10000']] as const;
const MOVEMENTS = ['Automatic', 'Quartz', 'Manual'];

/**
 * A rotation of /watches query strings, weighted like traffic: half are the unfiltered first screen (newest,
 * the default, most of them; the other sorts after), a third one or two filters (a brand, a price band, a
 * movement), the rest deeper combinations (two or three brands, a band, a movement, in stock, a second page).
 * `brands` are the catalogue's largest watch brands, largest first.
 */
export function webListingRotation(count: number, brands: string[], seed = 36): string[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  // Shoppers pick the big names most: the first five brands three times out of four.
  const brand = () => (next() < 0.75 ? pick(brands.slice(0, 5)) : pick(brands));
  const sort = (params: URLSearchParams) => {
    if (next() < 0.4) params.set('sort', pick(OTHER_SORTS));
  };
  const band = (params: URLSearchParams) => {
    const [min, max] = pick(PRICE_BANDS);
    if (min) params.set('minPrice', min);
    if (max) params.set('maxPrice', max);
  };
  const filters = [
    (params: URLSearchParams) => params.set('brands', brand()),
    band,
    (params: URLSearchParams) => params.set('movement', pick(MOVEMENTS)),
  ];
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    const kind = next();
    if (kind < 0.5) {
      if (next() < 0.5) params.set('sort', pick(OTHER_SORTS));
    } else if (kind < 0.85) {
      const first = Math.floor(next() * filters.length);
      filters[first](params);
      if (next() < 0.4) filters[(first + 1 + Math.floor(next() * (filters.length - 1))) % filters.length](params);
      sort(params);
    } else {
      const chosen = new Set<string>();
      const brandCount = 2 + Math.floor(next() * 2);
      while (chosen.size < brandCount) chosen.add(brand());
      params.set('brands', [...chosen].join(','));
      band(params);
      if (next() < 0.6) params.set('movement', pick(MOVEMENTS));
      if (next() < 0.3) params.set('inStock', 'true');
      if (next() < 0.3) params.set('page', '2');
      sort(params);
    }
    const query = params.toString();
    return query ? `?${query}` : '';
  });
}
