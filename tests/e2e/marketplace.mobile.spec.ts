import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test('on a phone the listings and a listing fit the screen and pass axe', async ({ page }) => {
  await storeCookieConsent(page);
  await page.goto('/marketplace/listings');
  // Not a Rolex: the other workers' escrow tests list Rolexes and buy them, which takes them off the market.
  const first = page
    .getByRole('main')
    .locator('article[data-listing-id]')
    .filter({ hasNot: page.getByRole('heading', { name: /^Rolex / }) })
    .first();
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
  await first.getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Market Value' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});
