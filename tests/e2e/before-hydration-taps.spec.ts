import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { holdScripts, phoneSpeedCpu, serverRendered } from './before-hydration-helpers';
import { acceptEssentialCookies, filterPanel } from './dedicated-listing-helpers';
import { catalogue } from './shop-lists-helpers';

/**
 * Taps and keys that come before a server-rendered page has hydrated (issue 35): an inline script records them and
 * the app replays them, once, when it has taken the page over. The page's scripts are held back until the test
 * has acted, so "before hydration" is certain, not a race; the CPU runs 4× slower, as a mid-range phone's does.
 */

/** /watches painted from the server, its scripts held back until `release`. */
async function watchesBeforeHydration(page: Page) {
  await acceptEssentialCookies(page);
  await phoneSpeedCpu(page);
  const release = await holdScripts(page);
  await page.goto('/watches', { waitUntil: 'commit' });
  // The first piece in stock (other tests add pieces, some sold out, which come first by date).
  const firstCard = page
    .getByRole('list', { name: /Luxury Watches/ })
    .locator('article')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart: / }) })
    .first();
  await expect(firstCard).toBeVisible({ timeout: 30_000 });
  await expect(serverRendered(page)).toHaveCount(1);
  return { release, firstCard, name: (await firstCard.locator('h3').textContent())! };
}

async function hydrate(page: Page, release: () => void) {
  release();
  await expect(serverRendered(page)).toHaveCount(0, { timeout: 60_000 });
}

test.describe('taps and keys before the page comes to life (4× CPU slowdown)', () => {
  // A phone-speed CPU on a shared machine: hydration alone can take tens of seconds.
  test.slow();

  test('Add to Cart tapped before hydration adds once after it, and the page stays', async ({ context }) => {
    const page = await context.newPage();
    const { release, firstCard, name } = await watchesBeforeHydration(page);
    const addToCart = firstCard.getByRole('button', { name: `Add to Cart: ${name}` });
    await addToCart.click();
    // Kept for the app: the button shows it is getting ready, and the tap did not fall through to the card's link.
    await expect(addToCart).toHaveAttribute('aria-busy', 'true');
    await expect(serverRendered(page)).toHaveCount(1);
    await hydrate(page, release);
    await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(addToCart).not.toHaveAttribute('aria-busy');
    expect(new URL(page.url()).pathname).toBe('/watches');
    // Once, not twice: nothing more arrives.
    await page.waitForTimeout(500);
    await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.close();
  });

  test('the wishlist heart and Compare tapped before hydration each toggle once after it', async ({ context }) => {
    const page = await context.newPage();
    const { release, firstCard, name } = await watchesBeforeHydration(page);
    await firstCard.getByRole('button', { name: `Add to wishlist: ${name}` }).click();
    await firstCard.getByRole('button', { name: `Add to comparison: ${name}` }).click();
    await expect(firstCard.locator('[aria-busy="true"]')).toHaveCount(2);
    await hydrate(page, release);
    await expect(firstCard.getByRole('button', { name: `Remove from wishlist: ${name}` })).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(firstCard.getByRole('button', { name: `Remove from comparison: ${name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(firstCard.locator('[aria-busy]')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/watches');
    await page.waitForTimeout(500);
    await expect(firstCard.getByRole('button', { name: `Remove from wishlist: ${name}` })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.close();
  });

  test("the product page's Add to Cart tapped before hydration adds once after it", async ({ context, request }) => {
    const [watch] = await catalogue(request, 'WATCHES', 1);
    const page = await context.newPage();
    await acceptEssentialCookies(page);
    await phoneSpeedCpu(page);
    const release = await holdScripts(page);
    await page.goto(`/product/${watch.id}`, { waitUntil: 'commit' });
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await expect(serverRendered(page)).toHaveCount(1, { timeout: 30_000 });
    await addToCart.click();
    await expect(addToCart).toHaveAttribute('aria-busy', 'true');
    await hydrate(page, release);
    await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(addToCart).not.toHaveAttribute('aria-busy');
    expect(new URL(page.url()).pathname).toBe(`/product/${watch.id}`);
    await expectNoA11yViolations(page);
    await page.close();
  });

  test("'f' pressed before hydration opens the filter panel once the shortcuts attach", async ({ context }) => {
    const page = await context.newPage();
    const { release } = await watchesBeforeHydration(page);
    await page.keyboard.press('f');
    await expect(filterPanel(page, 'Watch Filters')).toHaveCount(0);
    await hydrate(page, release);
    await expect(filterPanel(page, 'Watch Filters')).toBeVisible({ timeout: 15_000 });
    await expectNoA11yViolations(page);
    await page.close();
  });
});
