import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies, catalogue, listEntry, seedStorage } from './shop-lists-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const noSideways = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

test('a clothing page fits a phone screen and passes axe', async ({ page, request }) => {
  const [product] = (await catalogue(request, 'CLOTHING')).filter((p) => p.sizes.length > 0);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Size/ })).toBeVisible();
  expect(await page.evaluate(noSideways)).toBe(true);
  await expectNoA11yViolations(page);
});

test('the compare overlay works on a phone', async ({ page, request }) => {
  const watches = await catalogue(request, 'WATCHES', 3);
  await seedStorage(page, { aurum_compare_list: watches.map(listEntry) });
  await page.goto('/recently-viewed');
  expect(await page.evaluate(noSideways)).toBe(true);
  await page.getByRole('button', { name: 'Compare products, 3 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare Products' });
  await expect(dialog.getByTestId('compare-selected')).toHaveText('3 of 3 items selected');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
});
