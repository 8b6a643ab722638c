import { createWatch, signInAsAdmin } from './admin-products-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('at 390 px the overview fits the screen: a long sold-out name in the Stock card is cut short, not pushing the page sideways', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  // Sold out and just changed, so it heads the Stock card's list.
  const watch = await createWatch(page, { name: `E2E Grand Complication Perpetual Calendar Minute Repeater Chronograph ${Date.now().toString(36)}`, stock: 0 });

  await page.goto('/admin');
  const stock = page.getByRole('region', { name: 'Stock' });
  const line = stock.getByRole('link', { name: watch.name });
  await expect(line).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sales' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The name is shortened within its card, the card within the screen.
  const card = await stock.boundingBox();
  expect((card?.x ?? 0) + (card?.width ?? Infinity)).toBeLessThanOrEqual(390);
  expect(await line.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('overview-390.png'), fullPage: true });
  await expectNoA11yViolations(page);
});
