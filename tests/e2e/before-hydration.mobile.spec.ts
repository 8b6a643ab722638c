import { expect, expectNoA11yViolations, test } from './fixtures';
import { holdScripts, phoneSpeedCpu, serverRendered } from './before-hydration-helpers';
import { acceptEssentialCookies, resultsLine } from './dedicated-listing-helpers';

/**
 * A shopper on a phone acts as soon as the listing shows (issue 35): types a search and taps Add to Cart on the
 * first card before the page's scripts have taken it over. Both take effect once they have. The scripts are held
 * back until the test has acted; the CPU runs 4× slower, as a mid-range phone's does.
 */
test('on a phone: a search typed and Add to Cart tapped before hydration both take effect', async ({ context }) => {
  // A phone-speed CPU on a shared machine: hydration alone can take tens of seconds.
  test.slow();
  const page = await context.newPage();
  await acceptEssentialCookies(page);
  await phoneSpeedCpu(page);
  const release = await holdScripts(page);
  await page.goto('/watches', { waitUntil: 'commit' });
  await expect(resultsLine(page)).toHaveText(/^Showing 1-24 of \d+ products$/, { timeout: 30_000 });
  const everything = await resultsLine(page).textContent();
  await expect(serverRendered(page)).toHaveCount(1);

  const search = page.getByRole('searchbox', { name: 'Search watches' });
  await search.click();
  await search.pressSequentially('omega');
  // The first piece in stock (other tests add pieces, some sold out, which come first by date).
  const addToCart = page.getByRole('list', { name: /Luxury Watches/ }).getByRole('button', { name: /^Add to Cart: / }).first();
  await addToCart.tap();
  await expect(addToCart).toHaveAttribute('aria-busy', 'true');
  await expect(serverRendered(page)).toHaveCount(1);

  release();
  await expect(serverRendered(page)).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/watches\?(.*&)?search=omega(&|$)/, { timeout: 15_000 });
  await expect(search).toHaveValue('omega');
  await expect(resultsLine(page)).not.toHaveText(everything!);
  await expect(page.getByRole('heading', { level: 3 }).first()).toContainText(/omega/i);
  await expectNoA11yViolations(page);
  await page.close();
});

test("on a phone: a card's More actions tapped before hydration opens its menu once the page has hydrated", async ({ context }) => {
  test.slow();
  const page = await context.newPage();
  await acceptEssentialCookies(page);
  await phoneSpeedCpu(page);
  const release = await holdScripts(page);
  await page.goto('/watches', { waitUntil: 'commit' });
  const more = page.getByRole('list', { name: /Luxury Watches/ }).getByRole('button', { name: /^More actions: / }).first();
  await expect(more).toBeVisible({ timeout: 30_000 });
  await expect(serverRendered(page)).toHaveCount(1);
  await more.tap();
  await expect(more).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(serverRendered(page)).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('menu')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('menu').getByRole('menuitem', { name: /wishlist/ })).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/watches');
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  await page.close();
});
