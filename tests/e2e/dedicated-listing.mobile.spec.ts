import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptEssentialCookies, filterPanel, totalChangedFrom, totalShown } from './dedicated-listing-helpers';

test.beforeEach(async ({ page }) => acceptEssentialCookies(page));

test('on a phone: two columns, no grid/list toggle, the panel fills the screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/watches');
  const all = await totalShown(page);
  await expect(page.getByRole('button', { name: 'List view' })).toBeHidden();
  const cards = page.getByRole('list', { name: 'Luxury Watches' }).locator('article');
  const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(first?.y).toBe(second?.y);

  await page.getByRole('button', { name: /Advanced Filters/ }).click();
  const panel = filterPanel(page, 'Watch Filters');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width).toBeGreaterThanOrEqual(389);
  await panel.getByRole('button', { name: 'Case Size' }).click();
  await panel.getByRole('button', { name: '40-41mm' }).click();
  const sized = await totalChangedFrom(page, all);
  await panel.getByRole('button', { name: new RegExp(`^View ${sized} Results?$`) }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/caseSizeMin=40&caseSizeMax=41/);
  await expectNoA11yViolations(page);
});

test('on a phone: the clothing panel passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/clothing');
  await totalShown(page);
  await page.getByRole('button', { name: /Advanced Filters/ }).click();
  const panel = filterPanel(page, 'Clothing Filters');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Sizes' }).click();
  await expect(panel.getByRole('checkbox').filter({ hasText: '' }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});
