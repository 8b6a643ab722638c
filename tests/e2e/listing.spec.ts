import { expect, expectNoA11yViolations, test } from './fixtures';
import { analyticsEvents, consentWithAnalytics, facetCount, productCards, recordListingQueries, totalShown } from './listing-helpers';
import { GRAPHQL_URL, graphqlCall } from './graphql-requests';
import { withoutPageData } from './page-data';

test.beforeEach(async ({ page }) => {
  await consentWithAnalytics(page);
});

test('/products shows All Products, 12 cards, and Load More adds 12 from the next offset', async ({ page }) => {
  const queries = recordListingQueries(page);
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await expect(page).toHaveTitle('All Products — Aurum');
  await expect(productCards(page)).toHaveCount(12);
  // 300 demo products, plus any the back-office journeys running alongside have created.
  const showing = (shown: number) => page.getByText(new RegExp(`^Showing ${shown} of (\\d+) products$`));
  await expect(showing(12)).toBeVisible();
  expect(Number((await showing(12).textContent())?.match(/of (\d+)/)?.[1])).toBeGreaterThanOrEqual(300);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(productCards(page)).toHaveCount(24);
  await expect(showing(24)).toBeVisible();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(productCards(page)).toHaveCount(36);

  // The first page, then only the missing slices: the wider lists are read from the cache.
  expect(queries.all.map((q) => [q.operation, q.variables.page])).toEqual([
    ['ProductListing', { offset: 0, limit: 12 }],
    ['ProductListingMore', { offset: 12, limit: 12 }],
    ['ProductListingMore', { offset: 24, limit: 12 }],
  ]);
  expect(queries.all[0].variables.filter).toEqual({ category: 'ALL' });

  // Any filter change starts again at 12.
  await page.getByRole('complementary').getByRole('switch', { name: 'In stock only' }).check();
  await expect(productCards(page)).toHaveCount(12);
  expect(queries.all[3].variables).toMatchObject({ filter: { category: 'ALL', inStock: true }, page: { offset: 0, limit: 12 } });
});

test('sorting by price low to high orders the cards by the price paid', async ({ page }) => {
  const queries = recordListingQueries(page);
  await page.goto('/products/all');
  await expect(productCards(page)).toHaveCount(12);
  await page.getByRole('complementary').getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect.poll(() => queries.all.length).toBe(2);
  expect(queries.all[1].variables.sort).toBe('PRICE_ASC');
  await expect(productCards(page)).toHaveCount(12);
  const prices = await productCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const paid = card.querySelector('p span:not(.visually-hidden)')?.textContent ?? '';
      return Number(paid.replace(/[^\d.]/g, ''));
    }),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('the listing and its cards pass the accessibility checks', async ({ page }) => {
  await page.goto('/products/all');
  const card = productCards(page).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Authenticated');
  await expect(card).toContainText('24-month warranty');
  await expect(card.getByRole('img', { name: /^Rated / })).toHaveCount(0);
  const image = card.locator('img').first();
  await expect(image).toHaveAttribute('srcset', /\?w=320 320w, .*\?w=640 640w/);
  await expect(productCards(page).nth(6).locator('img').first()).toHaveAttribute('loading', 'lazy');
  await expectNoA11yViolations(page);
});

test('filtering watches by brand and movement narrows results and updates the other group’s counts', async ({ page }) => {
  test.slow(); // several re-queries and an accessibility scan, on a shared machine
  const queries = recordListingQueries(page);
  await page.goto('/products/watches');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watches');
  await expect(productCards(page)).toHaveCount(12);
  const sidebar = page.getByRole('complementary');

  const rolexCount = await facetCount(page, 'Brands', 'Rolex');
  expect(rolexCount).toBeGreaterThan(0);
  await sidebar.getByRole('checkbox', { name: /^Rolex/ }).check();
  await expect.poll(() => totalShown(page)).toBe(rolexCount);
  for (const brand of await productCards(page).locator('p').first().allTextContents()) expect(brand).toBe('Rolex');

  await sidebar.getByRole('button', { name: 'Movement' }).click();
  const automaticAmongRolex = await facetCount(page, 'Movement', 'Automatic');
  expect(automaticAmongRolex).toBeGreaterThan(0);
  await sidebar.getByRole('checkbox', { name: /^Automatic/ }).check();
  await expect.poll(() => totalShown(page)).toBe(automaticAmongRolex);
  // A group's counts ignore its own selection but follow the others: Rolex now counts automatic Rolexes only.
  await expect.poll(() => facetCount(page, 'Brands', 'Rolex')).toBe(automaticAmongRolex);

  const last = queries.all[queries.all.length - 1].variables;
  expect(last.filter).toEqual({ category: 'WATCHES', brands: ['Rolex'], movements: ['Automatic'] });
  expect(last.page).toEqual({ offset: 0, limit: 12 });

  const changes = (await analyticsEvents(page)).filter((e) => e.name === 'filter_change');
  expect(changes.length).toBeGreaterThanOrEqual(2);
  await expectNoA11yViolations(page);
});

test('watch-only groups appear only on watches; clothing groups only on clothing', async ({ page }) => {
  await page.goto('/products/watches');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('button', { name: 'Case Size' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Fit' })).toHaveCount(0);
  await page.goto('/products/clothing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clothing');
  await expect(sidebar.getByRole('button', { name: 'Fit' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Case Size' })).toHaveCount(0);
  await page.goto('/products/all');
  await expect(sidebar.getByRole('button', { name: 'Brands' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Movement' })).toHaveCount(0);
});

test('the price slider sends a bound only once moved from its default, after the pause', async ({ page }) => {
  const queries = recordListingQueries(page);
  await page.goto('/products/all');
  await expect(productCards(page)).toHaveCount(12);
  const sidebar = page.getByRole('complementary');
  const maximum = sidebar.getByRole('slider', { name: 'Maximum price' });
  const minimum = sidebar.getByRole('slider', { name: 'Minimum price' });

  await maximum.press('ArrowLeft');
  expect(queries.all).toHaveLength(1); // not yet: the price waits for a 500 ms pause
  await expect.poll(() => queries.all.length).toBe(2);
  expect(queries.all[1].variables.filter).toEqual({ category: 'ALL', maxPrice: 1_990_000 });

  await minimum.press('ArrowRight');
  await expect.poll(() => queries.all.length).toBe(3);
  expect(queries.all[2].variables.filter).toEqual({ category: 'ALL', minPrice: 10_000, maxPrice: 1_990_000 });

  await maximum.press('ArrowRight');
  await expect.poll(() => queries.all.length).toBe(4);
  expect(queries.all[3].variables.filter).toEqual({ category: 'ALL', minPrice: 10_000 });
});

test('search: Enter searches at once, typing searches after a pause, and the text goes into the URL', async ({ page }) => {
  await page.goto('/products/all');
  await expect(productCards(page)).toHaveCount(12);
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
  await box.fill('Rolex');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/all\?search=Rolex$/);
  await expect.poll(async () => new Set(await productCards(page).locator('p').first().allTextContents())).toEqual(new Set(['Rolex']));

  await box.fill('Cartier');
  await expect(page).toHaveURL(/search=Cartier$/);
  await expect.poll(async () => new Set(await productCards(page).locator('p').first().allTextContents())).toEqual(new Set(['Cartier']));

  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const searches = (await analyticsEvents(page)).filter((e) => e.name === 'search').map((e) => e.data.query);
  expect(searches).toEqual(['Rolex', 'Cartier']);
});

test('a search matching nothing shows the empty state, and Reset Filters brings everything back', async ({ page }) => {
  await page.goto('/products/all?search=qqqqzzzzxxxx');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(productCards(page)).toHaveCount(12);
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  await expect(page).toHaveURL(/\/products\/all$/);
});

test('while loading, six skeleton cards hold the space', async ({ page }) => {
  await withoutPageData(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(GRAPHQL_URL, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/products/all');
  const loading = page.getByRole('status', { name: 'Loading products' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('li')).toHaveCount(6);
  release();
  await expect(productCards(page)).toHaveCount(12);
});

test('a failing listing is retried once, then shows the empty state', async ({ page, consoleErrors }) => {
  await withoutPageData(page);
  let calls = 0;
  await page.route(GRAPHQL_URL, async (route) => {
    if (graphqlCall(route.request())?.operationName !== 'ProductListing') return route.continue();
    calls += 1;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"Failed to fetch products: 500"}]}' });
  });
  await page.goto('/products/all');
  await expect(page.getByText('No products found')).toBeVisible();
  expect(calls).toBe(2);
  // The browser reports each refused request; that is the point of this test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('500')));
});

test('Add to Cart on a card adds one and updates the header count', async ({ page }) => {
  await page.goto('/products/all?search=Rolex');
  const card = productCards(page).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Added to Cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await card.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('aurum_cart') ?? '[]'));
  expect(cart).toEqual([expect.objectContaining({ name, quantity: 2 })]);
});

test('Add to Cart on a clothing card puts in the first available size (issue 31)', async ({ page }) => {
  await page.goto('/products/clothing');
  const card = productCards(page).filter({ has: page.getByRole('button', { name: /^Add to Cart: / }) }).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const [line] = await page.evaluate(() => JSON.parse(localStorage.getItem('aurum_cart') ?? '[]'));
  const { data } = await (await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: `{ product(id: "${line.id}") { sizes availableSizes } }` },
  })).json();
  expect(data.product.sizes.length).toBeGreaterThan(0);
  expect(line).toMatchObject({ name, quantity: 1, size: data.product.availableSizes[0] ?? data.product.sizes[0] });
});

test('wishlist and compare toggles flip with their toasts', async ({ page }) => {
  await page.goto('/products/watches');
  const card = productCards(page).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const toasts = page.getByRole('region', { name: 'Notifications' });

  await card.getByRole('button', { name: `Add to wishlist: ${name}` }).click();
  await expect(toasts.getByText('Added to wishlist')).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove from wishlist: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: `Remove from wishlist: ${name}` }).click();
  await expect(toasts.getByText('Removed from wishlist')).toBeVisible();

  await card.getByRole('button', { name: `Add to comparison: ${name}` }).click();
  await expect(toasts.getByText('Added to comparison')).toBeVisible();
  await expect(toasts.getByText('1 of 3 selected')).toBeVisible();
  await card.getByRole('button', { name: `Remove from comparison: ${name}` }).click();
  await expect(toasts.getByText('Removed from comparison')).toBeVisible();

  const names = (await analyticsEvents(page)).map((e) => e.name);
  expect(names.filter((n) => n === 'wishlist_toggle')).toHaveLength(2);
  expect(names.filter((n) => n === 'compare_toggle')).toHaveLength(2);
});

test('the redirect pages go to the New Arrivals, Sale and curated listings', async ({ page }) => {
  await page.goto('/products/new-arrivals');
  await expect(page).toHaveURL(/\/products\/all\?collection=new-arrivals$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Arrivals');
  await expect(productCards(page).first()).toBeVisible();
  for (const card of await productCards(page).all()) await expect(card.getByText('NEW', { exact: true })).toBeVisible();

  await page.goto('/products/sale');
  await expect(page).toHaveURL(/\/products\/all\?collection=sale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sale');
  await expect(productCards(page).first()).toBeVisible();
  for (const card of await productCards(page).all()) await expect(card.getByText('SALE', { exact: true })).toBeVisible();

  await page.goto('/products/collections');
  await expect(page).toHaveURL(/\/products\/all\?collection=collections$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collections');
  await expect(productCards(page)).toHaveCount(12);
});

test('an unknown category is not a listing', async ({ page }) => {
  await page.goto('/products/shoes');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('/shop links to watches, clothing and the marketplace, with why-choose-us', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  const departments = page.getByRole('region', { name: 'Departments' });
  await expect(departments.getByRole('link')).toHaveCount(3);
  await expect(departments.getByRole('link', { name: /Luxury Watches/ })).toHaveAttribute('href', '/watches');
  await expect(departments.getByRole('link', { name: /Designer Clothing/ })).toHaveAttribute('href', '/clothing');
  await expect(departments.getByRole('link', { name: /Marketplace/ })).toHaveAttribute('href', '/marketplace');
  await expect(page.getByRole('heading', { name: 'Why Choose Aurum' })).toBeVisible();
  await expectNoA11yViolations(page);
});
