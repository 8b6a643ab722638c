import { expect, expectNoA11yViolations, test } from './fixtures';
import { GRAPHQL_URL } from './graphql-requests';
import { withoutPageData } from './page-data';

// Consent is stored up front so the banner does not sit over what these tests look at.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('aurum_cookie_consent')) {
      localStorage.setItem(
        'aurum_cookie_consent',
        JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
      );
    }
  });
});

test('home shows the hero with its two calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Collection' })).toHaveAttribute('href', '#featured');
  await expect(page.getByRole('main').getByRole('link', { name: 'Style Consultation' })).toHaveAttribute(
    'href',
    '/style-consultation',
  );
});

test('featured collection shows at most 4 products linking to /product/{id}', async ({ page }) => {
  await page.goto('/');
  const featured = page.locator('#featured');
  const cards = featured.locator('article');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);

  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/product\/[^/]+$/);
    await expect(card).toContainText('£');
    await expect(card).toContainText('Authenticated');
    await expect(card).toContainText('24-month warranty');
    // No invented rating: no stars without reviews (issue 37).
    await expect(card.getByRole('img', { name: /^Rated / })).toHaveCount(0);
    const image = card.locator('img');
    await expect(image).toHaveAttribute('src', /[?&]w=640/);
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  }

  await expect(featured.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  await expectNoA11yViolations(page);
});

test('the featured grid keeps its size when the data replaces the skeletons', async ({ page }) => {
  await withoutPageData(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(GRAPHQL_URL, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const featured = page.locator('#featured');
  await expect(featured.getByRole('status', { name: 'Loading products' })).toBeVisible();
  const before = await featured.boundingBox();

  release();
  // The grid loads as the section nears the viewport (client/src/lib/near-viewport.tsx).
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.locator('article').first()).toBeVisible();
  const after = await featured.boundingBox();
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(1);
});

/**
 * Issue 17: the home page's first screen needs no data, so it hydrates without the Apollo client (~50 KB gzip).
 * The featured grid shows the server's render meanwhile and hydrates, with the client, as the visitor scrolls to it.
 */
test('the Apollo client loads with the featured grid as the visitor scrolls to it, and the grid then works', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  const apolloLoaded = () => scripts.some((path) => /^\/assets\/apollo-[\w-]+\.js$/.test(path));
  await page.goto('/', { waitUntil: 'networkidle' });
  const featured = page.locator('#featured');
  await expect(featured.locator('article').first()).toBeAttached();
  expect(apolloLoaded(), scripts.join('\n')).toBe(false);

  await featured.scrollIntoViewIfNeeded();
  await expect.poll(apolloLoaded).toBe(true);
  const card = featured.locator('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  // A tap on the server's button before the grid has hydrated may do nothing: tap again, unless the dialog is
  // already on its way (its overlay then takes the tap, and the dialog shows once its chunk and data are in).
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) await card.getByRole('button', { name: `Quick View: ${name}` }).click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Explore Collection brings the featured section into view', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Explore Collection' }).click();
  await expect(page).toHaveURL(/#featured$/);
  await expect(page.getByRole('heading', { name: 'Featured Collection' })).toBeInViewport();
});

test('category tiles link to the watches and clothing listings', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.locator('a[href="/watches"]')).toHaveCount(1);
  await expect(main.locator('a[href="/clothing"]')).toHaveCount(1);
});

test('/home shows the home page too', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Explore Collection' })).toBeVisible();
  await expect(page.locator('#featured')).toBeVisible();
});

test('a keyboard user can skip straight to the content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
