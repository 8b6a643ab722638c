import { DEPARTMENTS } from '../catalog/departments.js';
import { initialListingState, listingVariables } from '../catalog/url-state.js';
import { categoryScope, parseCategory } from '../catalog/listing-rules.js';
import { listingsVariables, parseBrowseUrl, sellerListingsPage, toMarketplaceFilter } from '../marketplace/browse-url.js';
import { sellerReviewsVariables } from '../marketplace/review-rules.js';
import { PAGE_QUERIES } from './page-queries.js';

/**
 * Data with the page (issue 17): for the first screen of the home, listing,
 * product and marketplace pages, the server runs the very query the page will
 * run (same operation, same variables, as an anonymous visitor) and inlines the
 * answer in index.html; the client writes it into its Apollo cache before the
 * page renders, so the page renders at once with no GraphQL request. The
 * queries' text is generated from the client's documents (page-queries.ts); the
 * variables come from the same functions the pages use. The client restores the
 * answers in client/src/lib/page-data-cache.ts.
 */
export type PageOperationName = keyof typeof PAGE_QUERIES;

export interface PageOperation {
  name: PageOperationName;
  variables: Record<string, unknown>;
}

/** A page's first-screen queries and the source modules of its code-split chunks (for modulepreload). */
export interface PagePlan {
  operations: PageOperation[];
  modules: string[];
}

/**
 * A route that shows its first screen from the inlined answers without the Apollo client (lazyPageWithoutApollo):
 * every route planned here. The checkout sends its requests as plain POSTs (lib/graphql-request.ts).
 */
const routeWithoutApollo = (route: string, operations: PageOperation[]): PagePlan => ({ operations, modules: [`src/routes/${route}.tsx`] });

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The plan for a path and query string (`search` with or without its `?`); null for pages with nothing to inline. */
export function pagePlan(pathname: string, search: string): PagePlan | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(search);
  if (path === '/' || path === '/home') {
    // The featured grid's answer is inlined, but its chunk and the Apollo client load as it nears the viewport.
    return { operations: [{ name: 'FeaturedProducts', variables: {} }], modules: ['src/routes/home.tsx'] };
  }
  if (path === '/watches' || path === '/clothing') {
    const department = DEPARTMENTS[path === '/watches' ? 'watches' : 'clothing'];
    // A first visit has no saved filters: the URL alone decides.
    const state = initialListingState(search, department, undefined);
    return routeWithoutApollo(department.id, [{ name: 'CollectionListing', variables: listingVariables(state, department) }]);
  }
  const products = /^\/products(?:\/([^/]+))?$/.exec(path);
  if (products) {
    const category = parseCategory(products[1]);
    // A curated collection (?collection=) keeps its own sort: it loads as before.
    if (!category || params.has('collection')) return null;
    const scope = categoryScope(category);
    return routeWithoutApollo('products', [{ name: 'ProductListing', variables: listingVariables(initialListingState(search, scope, undefined), scope) }]);
  }
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) {
    const id = decode(product[1]);
    if (id === null) return null;
    return routeWithoutApollo('product', [
      { name: 'ProductDetail', variables: { id } },
      { name: 'SimilarProducts', variables: { id } },
    ]);
  }
  // No data on its first screen (the questions), rendered by the server all the same.
  if (path === '/style-consultation') return routeWithoutApollo('style-consultation', []);
  // The cart is the browser's (storefront.md §3): the server renders the frame and "Preparing your order…", the browser the rest.
  if (path === '/checkout') return routeWithoutApollo('checkout', []);
  if (path === '/marketplace') return routeWithoutApollo('marketplace', [{ name: 'MarketplaceHighlights', variables: {} }]);
  if (path === '/marketplace/listings') {
    const state = parseBrowseUrl(params);
    return routeWithoutApollo('marketplace-listings', [
      { name: 'MarketplaceListings', variables: listingsVariables(toMarketplaceFilter(state), state.sort, state.page) },
    ]);
  }
  const listing = /^\/marketplace\/listings\/([^/]+)$/.exec(path);
  const listingId = listing ? decode(listing[1]) : null;
  if (listingId !== null) return routeWithoutApollo('marketplace-listing', [{ name: 'MarketplaceListing', variables: { id: listingId } }]);
  const seller = /^\/marketplace\/seller\/([^/]+)$/.exec(path);
  const sellerId = seller ? decode(seller[1]) : null;
  if (sellerId !== null) {
    // The card, the listings' page (`?page=`, as SellerListings reads it) and the first page of reviews; more reviews come on request.
    return routeWithoutApollo('marketplace-seller', [
      { name: 'MarketplaceSeller', variables: { id: sellerId } },
      { name: 'MarketplaceListings', variables: listingsVariables({ sellerId }, 'NEWEST', sellerListingsPage(params)) },
      { name: 'SellerReviews', variables: sellerReviewsVariables(sellerId, 0) },
    ]);
  }
  return null;
}
