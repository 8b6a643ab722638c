import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptEssentialCookies, filterPanel, productNames, resultsLine, totalChangedFrom, totalShown } from './dedicated-listing-helpers';
import { GRAPHQL_URL, graphqlCall } from './graphql-requests';
import { withoutPageData } from './page-data';

test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

test('watches: header, hero badges, 24 per page and the results line', async ({ page }) => {
  await page.goto('/watches');
  await expect(page.getByRole('heading', { level: 1, name: 'Luxury Watches' })).toBeVisible();
  await expect(page.getByText('Timepieces', { exact: true })).toBeVisible();
  await expect(page.getByText('Certified', { exact: true })).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  const total = await totalShown(page);
  expect(total).toBeGreaterThan(24);
  await expect(resultsLine(page)).toHaveText(`Showing 1-24 of ${total} products`);
  await expect(page.getByRole('list', { name: 'Luxury Watches' }).locator('article')).toHaveCount(24);
  await expect(page.getByPlaceholder('Search watches...')).toBeVisible();
  await expect(page.getByLabel('Sort by').locator('option')).toHaveText([
    'Newest', 'Curated for You', 'Trending', 'Most Popular', 'Highest Rated',
    'Price: Low to High', 'Price: High to Low', 'Biggest Discount', 'Name: A to Z', 'Brand: A to Z',
  ]);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('cards: the listing toasts for cart and wishlist, and the grid/list toggle', async ({ page }) => {
  await page.goto('/watches');
  await totalShown(page);
  const card = page.getByRole('list', { name: 'Luxury Watches' }).locator('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/ }) }).first();
  const name = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await expect(page.getByText(`${name} has been added to your cart.`)).toBeVisible();
  await card.getByRole('button', { name: `Add to wishlist: ${name}` }).click();
  await expect(page.getByText('Added to wishlist', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  const [first, second] = await page.getByRole('list', { name: 'Luxury Watches' }).locator('article').evaluateAll((cards) =>
    cards.slice(0, 2).map((c) => c.getBoundingClientRect().width),
  );
  expect(first).toBeGreaterThan(500);
  expect(second).toBeGreaterThan(500);
});

test('clothing: its own texts, chips and empty state', async ({ page }) => {
  await page.goto('/clothing');
  await expect(page.getByRole('heading', { level: 1, name: 'Designer Clothing' })).toBeVisible();
  await expect(page.getByText('Pieces', { exact: true })).toBeVisible();
  await expect(page.getByText('Authentic', { exact: true })).toBeVisible();
  await expect(page.getByText('Designer', { exact: true }).first()).toBeVisible();
  const chips = page.getByRole('group', { name: 'Quick filters' }).getByRole('button');
  await expect(chips).toHaveText(['Men', 'Women', 'Luxury', 'Designer', 'New']);
  await totalShown(page);
  await page.getByPlaceholder('Search clothing...').fill('qqqzzzxxyy');
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page.getByPlaceholder('Search clothing...')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Designer Clothing' }).locator('article').first()).toBeVisible();
});

test('quick chips filter the results; Men and Women exclude each other', async ({ page }) => {
  await page.goto('/watches');
  const all = await totalShown(page);
  const chip = (name: string) => page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name, exact: true });

  await chip('Women').click();
  await expect(chip('Women')).toHaveAttribute('aria-pressed', 'true');
  const women = await totalChangedFrom(page, all);
  expect(women).toBeLessThan(all);
  await expect(page.getByRole('button', { name: /Advanced Filters \(1 active\)/ })).toBeVisible();

  await chip('Men').click();
  await expect(chip('Men')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip('Women')).toHaveAttribute('aria-pressed', 'false');
  const men = await totalChangedFrom(page, women);

  await chip('Vintage').click();
  await expect(chip('Men')).toHaveAttribute('aria-pressed', 'true');
  const vintageMen = await totalChangedFrom(page, men);
  expect(vintageMen).toBeLessThan(men);
  await expect(page.getByRole('button', { name: /Advanced Filters \(2 active\)/ })).toBeVisible();
  await expect(page).toHaveURL(/tags=Men%2CVintage|tags=Men,Vintage/);

  await page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter Vintage' }).click();
  await expect(chip('Vintage')).toHaveAttribute('aria-pressed', 'false');
  await expect(resultsLine(page)).toHaveText(new RegExp(`of ${men} products$`));
  await page.getByRole('link', { name: 'Clear All', exact: true }).click();
  await expect(resultsLine(page)).toHaveText(new RegExp(`of ${all} products$`));
});

test('the filter panel filters with facet counts and closes on Escape and on the backdrop', async ({ page }) => {
  await page.goto('/watches');
  const all = await totalShown(page);
  await page.getByRole('button', { name: /Advanced Filters/ }).click();
  const panel = filterPanel(page, 'Watch Filters');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Watch Filters' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  // Brands and price start open; the other sections start collapsed and open on demand.
  await expect(panel.getByRole('button', { name: 'Brands' })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('button', { name: 'Price' })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('button', { name: 'Movement' })).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('button', { name: `View ${all} Results` })).toBeVisible();

  await panel.getByRole('button', { name: /^Show all \d+$/ }).first().click();
  const rolex = panel.getByRole('checkbox', { name: /^Rolex/ });
  const rolexLabel = await rolex.evaluate((el) => el.closest('label')?.textContent ?? '');
  const rolexCount = Number(/(\d+) results/.exec(rolexLabel)?.[1]);
  expect(rolexCount).toBeGreaterThan(0);
  await rolex.check();
  await expect(panel.getByRole('button', { name: `View ${rolexCount} Results` })).toBeVisible();

  await panel.getByRole('button', { name: 'Movement' }).click();
  const automatic = panel.getByRole('checkbox', { name: /^Automatic/ });
  // Facet counts follow the other groups' selections: this is the number of automatic Rolexes.
  const automaticCount = Number(/(\d+) results/.exec(await automatic.evaluate((el) => el.closest('label')?.textContent ?? ''))?.[1]);
  expect(automaticCount).toBeLessThanOrEqual(rolexCount);
  await automatic.check();
  await expect(panel.getByRole('button', { name: new RegExp(`^View ${automaticCount} Results?$`) })).toBeVisible();
  await expect(resultsLine(page)).toHaveText(new RegExp(`of ${automaticCount} products$`));

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await expect(page.getByRole('button', { name: /Advanced Filters \(2 active\)/ })).toBeVisible();

  await page.getByRole('button', { name: /Advanced Filters/ }).click();
  await expect(panel).toBeVisible();
  await page.mouse.click(1400, 450); // the backdrop, right of the left-hand panel
  await expect(panel).toBeHidden();
});

test('the price filter applies the listing rules', async ({ page }) => {
  await page.goto('/watches');
  const all = await totalShown(page);
  await page.getByRole('button', { name: /Advanced Filters/ }).click();
  const panel = filterPanel(page, 'Watch Filters');
  const min = panel.getByLabel('Min price (£)');
  const max = panel.getByLabel('Max price (£)');
  await expect(max).toHaveValue('100000');

  await max.fill('250000');
  await max.press('Enter');
  await expect(max).toHaveValue('100000');

  await min.fill('20000');
  await min.press('Enter');
  await expect(min).toHaveValue('20000');
  const above = await totalChangedFrom(page, all);
  expect(above).toBeLessThan(all);

  // Min above max resets min to 0.
  await max.fill('5000');
  await max.press('Enter');
  await expect(min).toHaveValue('0');
  await expect(max).toHaveValue('5000');

  // Blank falls back to the ceiling.
  await max.fill('');
  await max.press('Enter');
  await expect(max).toHaveValue('100000');
  await expect(resultsLine(page)).toHaveText(new RegExp(`of ${all} products$`));
});

test('a preset is saved, survives a reload and loads back', async ({ page }) => {
  await page.goto('/watches');
  const all = await totalShown(page);
  await page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Vintage' }).click();
  const vintage = await totalChangedFrom(page, all);

  await page.getByRole('button', { name: 'Saved filter presets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Presets' });
  await dialog.getByLabel('Preset name').fill('   ');
  await dialog.getByRole('button', { name: 'Save Current Filters' }).click();
  await expect(dialog.getByText('Please enter a name for this preset.')).toBeVisible();
  await dialog.getByLabel('Preset name').fill('  Vintage only ');
  await dialog.getByRole('button', { name: 'Save Current Filters' }).click();
  await expect(dialog.getByText('Vintage only', { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('aurum_watch_presets') ?? '[]'));
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: 'Vintage only', filters: { tags: ['Vintage'] } });
  expect(typeof stored[0].id).toBe('string');
  expect(typeof stored[0].timestamp).toBe('number');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Clear All', exact: true }).click();
  await expect(resultsLine(page)).toHaveText(new RegExp(`of ${all} products$`));
  await expect(page).toHaveURL(/\/watches$/);
  // The saved filter state follows after 250 ms.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('aurum_watch_filters') ?? 'null')?.tags)).toEqual([]);
  await page.reload();
  await expect(resultsLine(page)).toHaveText(new RegExp(`of ${all} products$`));

  await page.getByRole('button', { name: 'Saved filter presets' }).click();
  await dialog.getByRole('button', { name: 'Load preset Vintage only' }).click();
  await expect(dialog).toBeHidden();
  await expect(resultsLine(page)).toHaveText(new RegExp(`of ${vintage} products$`));
  await expect(page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Vintage' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Saved filter presets' }).click();
  await dialog.getByRole('button', { name: 'Delete preset Vintage only' }).click();
  await expect(dialog.getByText('No presets saved yet.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('aurum_watch_presets'))).toBe('[]');
});

test('filters are kept locally per category and come back on the next visit', async ({ page }) => {
  await page.goto('/clothing');
  const all = await totalShown(page);
  await page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Women' }).click();
  const women = await totalChangedFrom(page, all);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('aurum_clothing_filters') ?? 'null')?.tags)).toEqual(['Women']);
  await page.goto('/clothing');
  await expect(resultsLine(page)).toHaveText(new RegExp(`of ${women} products$`));
  await page.goto('/watches');
  await expect(page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Women' })).toHaveAttribute('aria-pressed', 'false');
});

test('a filtered, sorted, paged URL can be shared: a fresh page shows the same results', async ({ page, browser }) => {
  await page.goto('/watches');
  await totalShown(page);
  await page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Men', exact: true }).click();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  const searched = page.waitForResponse((response) => JSON.stringify(graphqlCall(response.request())?.variables ?? {}).includes('"steel"'));
  await page.getByPlaceholder('Search watches...').fill('steel');
  await searched;
  await expect(page).toHaveURL(/search=steel/);
  await expect(page).toHaveURL(/sort=price-high/);
  // The results line must have settled on the searched listing before it is compared.
  let line: string | null = null;
  await expect
    .poll(async () => {
      const before = await resultsLine(page).textContent();
      await page.waitForTimeout(300);
      line = await resultsLine(page).textContent();
      return before === line;
    })
    .toBe(true);
  const names = await productNames(page);
  expect(names.length).toBeGreaterThan(0);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(resultsLine(other)).toHaveText(line ?? '');
  expect(await productNames(other)).toEqual(names);
  await expect(other.getByPlaceholder('Search watches...')).toHaveValue('steel');
  await expect(other.getByLabel('Sort by')).toHaveValue('price-high');
  await fresh.close();
});

test('pagination: numbered pages, first and last with neighbours, reset to 1 on a change', async ({ page }) => {
  await page.goto('/watches');
  const total = await totalShown(page);
  const pages = Math.ceil(total / 24);
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: `Page ${pages}` })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  const first = await productNames(page);

  await nav.getByRole('link', { name: 'Page 2' }).click();
  await expect(resultsLine(page)).toHaveText(`Showing 25-48 of ${total} products`);
  await expect(page).toHaveURL(/page=2/);
  // The first change of a page shown from its inlined answer loads the Apollo client before it asks.
  await expect.poll(() => productNames(page)).not.toEqual(first);
  await expect(nav.getByRole('link', { name: 'Page 3' })).toBeVisible();

  await nav.getByRole('link', { name: `Page ${pages}` }).click();
  await expect(resultsLine(page)).toHaveText(`Showing ${(pages - 1) * 24 + 1}-${total} of ${total} products`);
  await expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(nav.getByRole('link', { name: `Page ${pages - 1}` })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Page 2', exact: true })).toHaveCount(pages > 4 ? 0 : 1);

  await page.getByLabel('Sort by').selectOption({ label: 'Name: A to Z' });
  await expect(resultsLine(page)).toHaveText(`Showing 1-24 of ${total} products`);
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page).not.toHaveURL(/page=/);
});

test('keyboard: / focuses search, f toggles the filters, Escape closes them; not while typing', async ({ page }) => {
  await page.goto('/watches');
  await totalShown(page);
  const search = page.getByPlaceholder('Search watches...');
  const panel = filterPanel(page, 'Watch Filters');

  await page.locator('body').press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('f/');
  await expect(search).toHaveValue('f/');
  await expect(panel).toBeHidden();
  await search.fill('');

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('f');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Close filters' })).toBeFocused();
  await page.keyboard.press('f');
  await expect(panel).toBeHidden();
  await page.keyboard.press('f');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('the panel traps focus while open', async ({ page }) => {
  await page.goto('/clothing');
  await totalShown(page);
  await page.getByRole('button', { name: /Advanced Filters/ }).click();
  const panel = filterPanel(page, 'Clothing Filters');
  await expect(panel).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test('a failed fetch says so and shows the empty state', async ({ page, consoleErrors }) => {
  await withoutPageData(page);
  await page.route(GRAPHQL_URL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' }));
  await page.goto('/watches');
  await expect(page.getByRole('alert')).toContainText('Failed to fetch watches');
  await expect(page.getByRole('heading', { name: 'No watches found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
  consoleErrors.splice(0, consoleErrors.length);
});

test('structured data lists the products in GBP', async ({ page }) => {
  await page.goto('/clothing');
  await totalShown(page);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(data['@type']).toBe('ItemList');
  expect(data.itemListElement.length).toBe(24);
  expect(data.itemListElement.length).toBeLessThanOrEqual(40);
  for (const entry of data.itemListElement) {
    expect(entry.item.offers.priceCurrency).toBe('GBP');
    expect(entry.item.description.length).toBeLessThanOrEqual(180);
  }
});

test('Back to Top appears after 400px of scrolling, with its progress ring', async ({ page }) => {
  await page.goto('/watches');
  await totalShown(page);
  const button = page.getByRole('button', { name: 'Back to Top' });
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  await expect(button.getByTestId('scroll-progress')).toHaveAttribute('stroke-dashoffset', /\d/);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(button).toBeHidden();
});

// One test per department: four axe runs on these long pages outlast one test's time on a loaded two-core machine.
for (const [path, title] of [['/watches', 'Watch Filters'], ['/clothing', 'Clothing Filters']] as const) {
  test(`${path}: no serious accessibility violations, with the panel closed and open`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(path);
    await totalShown(page);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: /Advanced Filters/ }).click();
    const panel = filterPanel(page, title);
    await expect(panel).toBeVisible();
    // Every collapsible section open, so axe sees every control.
    const collapsed = panel.locator('h3 > button[aria-expanded="false"]');
    for (let left = await collapsed.count(); left > 0; left--) await collapsed.first().click();
    await expect(collapsed).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
}
