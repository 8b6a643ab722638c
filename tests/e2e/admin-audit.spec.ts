import { toast } from './account-helpers';
import { createWatch, signInAsAdmin } from './admin-products-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies } from './shop-lists-helpers';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a bulk sale states its effect and needs a reason before it applies; the audit trail shows it, filtered by kind', async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await signInAsAdmin(page);
  const tag = `SALE${Date.now().toString(36).toUpperCase()}`;
  const first = await createWatch(page, { brand: tag });
  const second = await createWatch(page, { brand: tag });

  await page.goto('/admin/products');
  await page.getByLabel('Name, brand or SKU').fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('2 products · latest change first')).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${first.name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second.name}` }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await bulk.getByLabel('Reduction (%)').fill('50');
  const opener = bulk.getByRole('button', { name: 'Put on sale' });
  await opener.click();

  // The second look: what will happen, before anything is applied.
  const dialog = page.getByRole('dialog', { name: 'Put these products on sale?' });
  await expect(dialog).toContainText('2 products, average −50 %, from £10,000.00 to £5,000.00 in all.');
  await expectNoA11yViolations(page);
  // Focus stays inside while it is open, and Escape gives it back to the button that opened it.
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.goto(`/product/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name }).locator('xpath=following::p[1]')).toHaveText('£5,000.00');

  await page.goto('/admin/products');
  await page.getByLabel('Name, brand or SKU').fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('checkbox', { name: `Select ${first.name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second.name}` }).check();
  await bulk.getByLabel('Reduction (%)').fill('50');
  await bulk.getByRole('button', { name: 'Put on sale' }).click();
  // A reason is required, by keyboard too.
  await dialog.getByLabel(/Reason/).fill('  ');
  await dialog.getByLabel(/Reason/).press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Put on sale' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Give a reason of 5 to 1,000 characters; it is kept in the staff audit trail.')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Clearance of the summer range');
  await dialog.getByRole('button', { name: 'Put on sale' }).click();
  await expect(toast(page, '2 put on sale at 50% off')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The audit trail: filtered by kind, the entry in human names with its reason.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff audit trail' })).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'Put on sale' });
  await page.getByLabel('Person').fill(staff);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('2 actions · newest first')).toBeVisible();
  const entry = page.getByTestId('audit-entry').filter({ hasText: first.id }).first();
  await expect(entry).toContainText('Put on sale');
  await expect(entry).toContainText(staff);
  await expect(entry).toContainText('50% off: Clearance of the summer range');
  await expect(entry).toContainText('Sale price: — → £2,500.00');
  await expectNoA11yViolations(page);

  // Linked from the product's own history.
  await page.goto(`/admin/products/${first.id}`);
  await page.getByRole('link', { name: 'See it in the staff audit trail' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?subjectType=product&subjectId=${first.id}$`));
  await expect(page.getByText('2 actions · newest first')).toBeVisible();
  await expect(page.getByTestId('audit-entry').first()).toContainText('Put on sale');
});
