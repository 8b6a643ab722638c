import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { productNames } from './dedicated-listing-helpers';
import { graphqlCall } from './graphql-requests';
import { cartLine, expectCheckoutReady } from './checkout-helpers';
import { catalogue } from './shop-lists-helpers';

/**
 * JavaScript the browser really loads for a page (issue 17): every script
 * fetched until the network is idle (entry, preloads, lazy route chunks, the
 * Apollo client), measured two ways: gzipped at level 6 (the issue's unit),
 * and the bytes on the wire (the server sends brotli copies made at build
 * time, client/build/precompress.ts).
 *
 * The issue's targets are 150 KB on `/` and 170 KB elsewhere. Where a page is
 * over them (bench/README.md, "Pages": React DOM and Apollo Client) these
 * budgets hold the measured weight, so nothing grows back. Lower them with
 * every saving. `/` is under its target since its first screen loads without
 * the Apollo client (the featured grid brings it as the visitor scrolls), and
 * the listings, product and marketplace pages since they show and hydrate from
 * their inlined answers, with the client loading at the first change
 * (lib/first-screen-query.ts). Raised by 1–2 KB on 2026-11-28 for what makes the first screen work before
 * hydration (issue 35: the replay of early taps and keys, the GET filter forms and links, the bottom strip of
 * the floating buttons): /watches 152.8, /marketplace/listings 148.3, /products/all 146.6, the checkout 146.1.
 * Raised again on 2026-11-28 (issue 37, 38) for the cards' More actions menu and one-badge rule, the product
 * page's review summary and Write a Review, and the alerts bell: measured /watches 154.4 (134.3 on the wire),
 * /marketplace/listings 149.7 (131.2), /product/82 145.6 (127.2), /products/all 148.2 (128.9); still under the
 * issue's 170 KB.
 * Lowered on 2026-11-28 (issue 35: ≤ 150 KB on every page): the staff and long-form UI kit parts and the detail parts
 * (tabs, zoom) out of the shared storefront file, the stored-product cards, the open More actions menu, the cookie
 * preferences form and the recently-viewed cards loaded when used, the footer and the Curated Excellence band
 * hydrating when they come near. Measured: / 130.4, /watches 148.0, /marketplace/listings 147.2, /product/82 144.0,
 * /products/all 142.2, /style-consultation 135.6 KB gzip (on the wire 113.1, 128.9, 129.2, 125.9, 123.8, 117.6);
 * the budgets are these + 1.5 (at most the issue's 150): a cold first render in the browser, when the server's render is
 * too slow, loads the footer at once (~1.5 KB). /style-consultation rose 0.9 (it was under its budget of 140): a short page, its footer is near at once.
 */
const BUDGET_KB: Record<string, { gzip: number; wire: number }> = {
  '/': { gzip: 132.4, wire: 115.1 },
  '/watches': { gzip: 150.0, wire: 130.9 },
  '/marketplace/listings': { gzip: 149.2, wire: 131.2 },
  '/product/82': { gzip: 146.0, wire: 127.9 },
  '/products/all': { gzip: 144.2, wire: 125.8 },
  '/style-consultation': { gzip: 137.6, wire: 119.6 },
};
/** The checkout with one watch in the cart, until the form is ready: its requests go without the Apollo client (lib/graphql-request.ts). */
const CHECKOUT_BUDGET_KB = { gzip: 147, wire: 128 };
const TARGET_KB: Record<string, number> = { '/': 150, '/watches': 170, '/marketplace/listings': 170, '/product/82': 170, '/products/all': 170, '/style-consultation': 170 };

/** The Apollo client's chunk (client/vite.config.ts, the `apollo` group). */
const APOLLO_SCRIPT = /\/apollo-[^/]+\.js$/;

/** The paths of the scripts the page requests from now on. */
function scriptPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && paths.push(new URL(request.url()).pathname)));
  return paths;
}

async function loadedJavaScript(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  const scripts = new Map<string, Promise<{ gzip: number; wire: number }>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        gzip: gzipSync(body, { level: 6 }).length,
        wire: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  if (ready) {
    await ready(page);
    await page.waitForLoadState('networkidle');
  }
  const sizes = await Promise.all(scripts.values());
  const kb = (key: 'gzip' | 'wire') => sizes.reduce((sum, size) => sum + size[key], 0) / 1024;
  return { files: scripts.size, gzip: kb('gzip'), wire: kb('wire') };
}

for (const path of Object.keys(BUDGET_KB)) {
  const budget = BUDGET_KB[path];
  test(`${path} loads at most ${budget.gzip} KB of JavaScript (gzip), ${budget.wire} KB on the wire, until the network is idle`, async ({ page }) => {
    const { files, gzip, wire } = await loadedJavaScript(page, path);
    const measured = `${gzip.toFixed(1)} KB gzip, ${wire.toFixed(1)} KB on the wire, in ${files} files (target ${TARGET_KB[path]} KB)`;
    test.info().annotations.push({ type: 'JavaScript', description: measured });
    expect(files).toBeGreaterThan(1);
    // Brotli copies are sent: the wire is lighter than gzip would be.
    expect(wire, `${path}: ${measured}`).toBeLessThan(gzip);
    expect(gzip, `${path}: ${measured}`).toBeLessThanOrEqual(budget.gzip);
    expect(wire, `${path}: ${measured}`).toBeLessThanOrEqual(budget.wire);
  });
}

test('/checkout with a watch in the cart: ready to pay without the Apollo client, within its JavaScript budget', async ({ page, request }) => {
  const [watch] = await catalogue(request, 'WATCHES', 3);
  // Stored before the first page runs, so no earlier page fills the browser's cache and every script is fetched.
  await page.addInitScript((line) => localStorage.setItem('aurum_cart', JSON.stringify([line])), cartLine(watch));
  const scripts = scriptPaths(page);
  const budget = CHECKOUT_BUDGET_KB;
  const { files, gzip, wire } = await loadedJavaScript(page, '/checkout', expectCheckoutReady);
  const measured = `${gzip.toFixed(1)} KB gzip, ${wire.toFixed(1)} KB on the wire, in ${files} files (target 170 KB)`;
  test.info().annotations.push({ type: 'JavaScript', description: measured });
  expect(scripts.filter((path) => APOLLO_SCRIPT.test(path))).toEqual([]);
  expect(gzip, measured).toBeLessThanOrEqual(budget.gzip);
  expect(wire, measured).toBeLessThanOrEqual(budget.wire);
});

test('/watches loads the Apollo client only for the first change, and that change is answered', async ({ page }) => {
  const scripts = scriptPaths(page);
  await page.goto('/watches', { waitUntil: 'networkidle' });
  const apollo = () => scripts.filter((path) => APOLLO_SCRIPT.test(path));
  expect(apollo()).toEqual([]);
  const first = await productNames(page);
  expect(first.length).toBe(24);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect.poll(() => productNames(page)).not.toEqual(first);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  expect(apollo().length).toBeGreaterThan(0);
});

test('/watches offline at the first change: the listing says so, and Try Again loads it once back online', async ({ page, consoleErrors }) => {
  await page.goto('/watches', { waitUntil: 'networkidle' });
  const first = await productNames(page);
  let offline = true;
  await page.route(APOLLO_SCRIPT, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  const failure = page.getByRole('alert').filter({ hasText: 'Please check your connection and try again.' });
  await expect(failure).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

  offline = false;
  await failure.getByRole('button', { name: 'Try Again' }).click();
  await expect(failure).toHaveCount(0);
  await expect.poll(() => productNames(page)).not.toEqual(first);
  expect(await productNames(page)).toHaveLength(24);
  consoleErrors.splice(0); // the refused script is logged by the browser
});

/** The first screen comes with the page (server-inlined Apollo cache state): it renders with no GraphQL query. */
const FIRST_SCREENS: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: productCards },
  { path: '/watches', ready: productCards },
  { path: '/products/all', ready: productCards },
  { path: '/marketplace/listings', ready: (page) => expect(page.locator('main a[href^="/marketplace/listings/"]').first()).toBeVisible() },
];

/** Notes every GraphQL query the page sends: persisted queries by GET, or a full query text by POST (mutations are left out). */
function recordQueries(page: Page, queries: string[]) {
  page.on('request', (request) => {
    const call = graphqlCall(request);
    if (!call) return;
    const text = request.method() === 'POST' ? (request.postDataJSON() as { query?: string } | null)?.query : undefined;
    if (request.method() === 'GET' || text?.trimStart().startsWith('query') || text?.trimStart().startsWith('{')) queries.push(call.operationName ?? '?');
  });
}

async function productCards(page: Page) {
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
}

for (const { path, ready } of FIRST_SCREENS) {
  test(`${path} renders its first screen from the data inlined in the page, with no GraphQL query`, async ({ page }) => {
    const queries: string[] = [];
    recordQueries(page, queries);
    await page.goto(path, { waitUntil: 'networkidle' });
    await ready(page);
    expect(queries).toEqual([]);
  });
}

test('a product page renders from the inlined data too', async ({ page, request }) => {
  const [first] = (await (await request.get('/api/products?limit=1')).json()) as { id: number; name: string }[];
  const queries: string[] = [];
  recordQueries(page, queries);
  await page.goto(`/product/${first.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  expect(queries).toEqual([]);
});

/**
 * Server-rendered first screens (issue 17): the page arrives rendered (a phone paints it before any
 * script), then hydrates. A hydration that disagreed with the server's HTML would log an error (the
 * fixture fails on any); a visitor's stored wishlist shows once hydrated.
 */
test('/watches arrives rendered without JavaScript, then hydrates into the working page', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/watches');
  const firstCard = still.locator('main article[data-product-id]').first();
  await expect(firstCard).toBeVisible();
  const name = (await firstCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  await expect(still.locator('#root[data-server-rendered]')).toHaveCount(1);
  await noScript.close();

  await page.goto('/watches', { waitUntil: 'networkidle' });
  const card = page.locator('main article[data-product-id]').first();
  await card.getByRole('button', { name: `Add to wishlist: ${name}` }).click();
  await expect(card.getByRole('button', { name: `Remove from wishlist: ${name}` })).toHaveAttribute('aria-pressed', 'true');

  // Back with the piece stored in this browser: the server renders it unhearted, the hydrated page hearts it.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.locator('main article[data-product-id]').first().getByRole('button', { name: `Remove from wishlist: ${name}` })).toHaveAttribute('aria-pressed', 'true');
});

/**
 * Metric-matched font fallbacks (issue 17, client/src/components/ui/font-fallbacks.css): a phone that has not yet
 * got Inter and Cormorant Garamond sets the text in a local font scaled to their metrics, so the page is laid out
 * as it will be once they arrive. Without the fallbacks the home page is ~100 px taller in a plain local font.
 */
test('the page has the same layout before the web fonts arrive as after', async ({ browser }) => {
  const layout = async (withWebFonts: boolean) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    if (!withWebFonts) await page.route(/\.woff2?$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'networkidle' });
    const measured = await page.evaluate(async () => {
      await document.fonts.ready;
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''));
      return { heading: box('main h1').height, main: box('main').height, loaded };
    });
    await context.close();
    return measured;
  };
  const fallback = await layout(false);
  const webFonts = await layout(true);
  expect(fallback.loaded).toEqual(expect.arrayContaining(['Inter Fallback: Arial', 'Cormorant Garamond Fallback: Times New Roman']));
  expect(fallback.loaded).not.toContain('Inter Variable');
  expect(webFonts.loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Cormorant Garamond']));
  expect(Math.abs(fallback.heading - webFonts.heading)).toBeLessThanOrEqual(1);
  expect(Math.abs(fallback.main - webFonts.main), `main: ${fallback.main} px in the fallbacks, ${webFonts.main} px in the web fonts`).toBeLessThanOrEqual(8);
});
