import { expect, expectNoA11yViolations, test } from './fixtures';
import { consentWithAnalytics, productCards, recordListingQueries } from './listing-helpers';

test.beforeEach(async ({ page }) => {
  await consentWithAnalytics(page);
});

test('the filter drawer keeps changes as a draft: Cancel drops them, Apply Filters applies them', async ({ page }) => {
  const queries = recordListingQueries(page);
  await page.goto('/products/watches');
  await expect(productCards(page)).toHaveCount(12);
  await expect(page.getByRole('complementary')).toBeHidden();

  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await expectNoA11yViolations(page);
  await drawer.getByRole('switch', { name: 'In stock only' }).check();
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toHaveCount(0);
  expect(queries.all).toHaveLength(1);

  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(drawer.getByRole('switch', { name: 'In stock only' })).not.toBeChecked();
  await drawer.getByRole('switch', { name: 'In stock only' }).check();
  await drawer.getByRole('checkbox', { name: /^Rolex/ }).check();
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(drawer).toHaveCount(0);
  await expect.poll(() => queries.all.length).toBe(2);
  expect(queries.all[1].variables.filter).toEqual({ category: 'WATCHES', inStock: true, brands: ['Rolex'] });
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
});

test('the phone listing passes the accessibility checks', async ({ page }) => {
  await page.goto('/products/all');
  await expect(productCards(page).first()).toBeVisible();
  await expectNoA11yViolations(page);
  // With the filters' h2 in the closed drawer, the results keep their own h2 above the cards' h3s (heading order).
  await expect(page.getByRole('region', { name: 'All Products results' }).getByRole('heading', { level: 2, name: 'All Products results' })).toBeAttached();
});
