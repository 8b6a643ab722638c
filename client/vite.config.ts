import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { precompressAssets } from './build/precompress';

/**
 * The storefront's own small modules that several pages share, in two files instead of a score of tiny chunks:
 * each script costs a phone ~15 ms of main thread to request before the page can hydrate (issue 17).
 * - storefront: components/ui and lib (buttons, money, storage) and the product UI that holds no data (the grid,
 *   its skeleton, the gallery): no GraphQL, so the home page's first screen loads without the Apollo client, and
 *   the marketplace's pages without the shop's product kit;
 * - product-kit: the rest of components/product (the card, wishlist, quick view), which runs GraphQL and so
 *   imports the Apollo client. Its dependencies stay in storefront, not pulled in with it.
 */
const PRODUCT_UI_WITHOUT_DATA =
  /[\\/]components[\\/]product[\\/](product-card-skeleton|shop-product-grid|product-card-layout|stretched-link|use-gallery|gallery-rules|zoomable-image|product-image)\.tsx?$/;
const SHARED_UI = /[\\/]client[\\/]src[\\/](components[\\/]ui|lib)[\\/]/;
/** The shared rules' small modules every page uses (the A–Z order, the first-screen hand-over): with the shared UI, as when they were in lib/. */
const SHARED_RULES = /[\\/]packages[\\/]rules[\\/]src[\\/](text-order|page-data[\\/]first-screen)\.ts$/;
const PRODUCT_KIT = /[\\/]client[\\/]src[\\/]components[\\/]product[\\/]/;
const APOLLO_CLIENT = /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant)[\\/]/;
/** The runner of the first-screen queries, loaded with the Apollo client once a page needs it: a chunk of its own. */
const LIVE_QUERIES = /[\\/]client[\\/]src[\\/]lib[\\/]live-queries\.tsx$/;
/** What only the product kit uses (the card's interest call): with it, not in chunks of their own. */
const PRODUCT_KIT_OWN = /[\\/]client[\\/]src[\\/](features[\\/]insights[\\/]record-product-interest|gql[\\/]texts[\\/]RecordProductInterest)\.ts$/;
/** What only a product's own page and the quick view use (the quantity stepper, the thumbnails): not with every card. */
const PRODUCT_DETAIL_KIT = /[\\/]components[\\/]product[\\/](quantity-stepper|thumbnail-strip)\.tsx$/;
/** Parts of the product kit loaded when first used (the card's open More actions menu): their own small files. */
const PRODUCT_KIT_ON_DEMAND = /[\\/]components[\\/]product[\\/]card-more-menu-list\.tsx$/;
const productKitModule = (id: string) =>
  (PRODUCT_KIT.test(id) && !PRODUCT_UI_WITHOUT_DATA.test(id) && !STORED_PRODUCTS.test(id) && !PRODUCT_DETAIL_KIT.test(id) && !PRODUCT_KIT_ON_DEMAND.test(id)) ||
  PRODUCT_KIT_OWN.test(id);
/**
 * lib modules only some pages use (forms that report the server's errors, dates of orders and tickets, uploads):
 * not in storefront, which every page loads; they go with the pages that import them.
 */
const ON_DEMAND_LIB = /[\\/]client[\\/]src[\\/]lib[\\/](api-error|dates|send-multipart)\.ts$/;
/**
 * The UI kit's parts only longer forms and staff screens use (file uploads, tables, reason and definition tips, long
 * text): a file of their own, which no listing's or the home page's first screen loads (issue 35: every page ≤ 150 KB).
 * Imported from their own files, never through components/ui/index.ts (a re-export there would load them everywhere).
 */
const FORMS_UI = /[\\/]components[\\/]ui[\\/](file-picker|data-table|reason-dialog|text-area|definition-tip)\.tsx?$/;
/**
 * What only a product's detail needs (the info tabs, the zoomable gallery): with the product pages, the quick view and a
 * listing's page, not with every listing's and the home page's first screen.
 */
const DETAIL_UI = /[\\/]components[\\/](ui[\\/]tabs|product[\\/]zoomable-image)\.tsx?$/;
/** The cards of stored products (the wishlist, recently viewed: pages and strips below the fold), not with every listing card. */
const STORED_PRODUCTS = /[\\/]components[\\/]product[\\/]stored-product-(card|list-page)\.tsx$/;
const storefrontModule = (id: string) =>
  !FORMS_UI.test(id) &&
  !DETAIL_UI.test(id) &&
  (PRODUCT_UI_WITHOUT_DATA.test(id) || SHARED_RULES.test(id) || (SHARED_UI.test(id) && !LIVE_QUERIES.test(id) && !ON_DEMAND_LIB.test(id)));

/**
 * What every product listing runs (/watches, /clothing, /products/:category; its rules in packages/rules/src/catalog): one file, not
 * four small ones. Only what both kinds use: a department's URL rules, saved filters and sort tokens stay in its view's chunk, a
 * category's URL rules, settling and collections in its route's.
 */
const LISTING_SHARED =
  /[\\/](features[\\/]listing|packages[\\/]rules[\\/]src[\\/]catalog)[\\/](listing-state|use-listing-state|use-listing-query|use-listing-analytics|listing-page|department-limits|price-range|listing-filters|filter-groups)\.tsx?$/;

const LISTING_CONTROLS = /[\\/]features[\\/]listing[\\/](listing-search|facet-checklist|filter-section|use-debounced-effect)\.tsx?$/;

/** The JSX runtime: emotion's with a fast path for css props made once with css`…` (src/lib/jsx/jsx-runtime.ts). */
const JSX_SOURCE = '@aurum/jsx';
const jsxRuntime = { find: /^@aurum\/jsx\/(jsx-runtime|jsx-dev-runtime)$/, replacement: path.resolve(import.meta.dirname, 'src/lib/jsx/$1.ts') };
/** The rules shared with the server (packages/rules), bundled from their sources. */
const sharedRules = { find: /^@aurum\/rules\/(.*)$/, replacement: path.resolve(import.meta.dirname, '../packages/rules/src/$1.ts') };

// The API listens on 127.0.0.1 by default in development (HOST; issue 31): no detour through ::1.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 4000}`;

// Two builds: the browser's (dist) and the server render of the first screen (`--ssr`, dist-ssr; issue 17).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: JSX_SOURCE }), isSsrBuild ? null : precompressAssets()],
  resolve: { alias: [jsxRuntime, sharedRules] },
  // Static files are served from dist only.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // The server reads it to preload each page's chunks (server/src/http/page-html.ts).
    manifest: !isSsrBuild,
    // The app (index.html) and, for server-rendered pages, the small module that starts it after the first paint.
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: { index: 'index.html', boot: 'src/boot.ts' },
          // Apollo Client and the framework each in one file, not a dozen small ones the browser requests and the
          // page evaluates separately (issue 17: ~8 fewer requests and ~15 KB less gzip on every page).
          output: {
            advancedChunks: {
              groups: [
                { name: 'apollo', test: APOLLO_CLIENT, priority: 1 },
                // Before Apollo's (higher priority), so that React itself is the framework's and not pulled into
                // Apollo's chunk as a dependency of @apollo/client/react (which made the framework import Apollo's).
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|jotai|stylis|hoist-non-react-statics)[\\/]/, priority: 2 },
                // Without its dependencies: pulled in with it, the shared UI would import the Apollo client again.
                { name: 'product-kit', test: productKitModule, minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
                { name: 'forms-ui', test: FORMS_UI, minShareCount: 2, includeDependenciesRecursively: false },
                { name: 'detail-ui', test: DETAIL_UI, minShareCount: 2, includeDependenciesRecursively: false },
                { name: 'product-detail-kit', test: PRODUCT_DETAIL_KIT, minShareCount: 2, includeDependenciesRecursively: false },
                { name: 'stored-products', test: STORED_PRODUCTS, minShareCount: 2, includeDependenciesRecursively: false },
                { name: 'storefront', test: storefrontModule, minShareCount: 2 },
                { name: 'listing', test: LISTING_SHARED, minShareCount: 2, includeDependenciesRecursively: false },
                // The search box and the checklists every listing's filters use (the marketplace's too) in one file: the department's
                // lazy filter panel would otherwise split them into a file of their own that /products/:category loads besides.
                { name: 'listing-search', test: LISTING_CONTROLS, minShareCount: 2, includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: GraphQL subscriptions upgrade /graphql (server/src/http/graphql-subscriptions.ts).
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/images': apiTarget,
    },
  },
}));
