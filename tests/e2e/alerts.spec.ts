import { toast, createVerifiedCustomer, signInThroughApi, sql } from './account-helpers';
import { createWatch, signInAsAdmin } from './admin-products-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies } from './shop-lists-helpers';

test('a wishlisted piece drops in price in the back office: the open page’s bell shows 1 live, /account/alerts lists old → new, mark all read clears it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await acceptCookies(page);
  // Staff in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await acceptCookies(staff);
  await signInAsAdmin(staff);
  const watch = await createWatch(staff);

  const customer = await createVerifiedCustomer(page.request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto(`/product/${watch.id}`);
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(page.getByRole('button', { name: 'In Wishlist', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alerts, 0 unread' })).toBeVisible();
  await expect.poll(async () => (await sql<{ n: number }>('select count(*)::int as n from wishlist_entry where product_id = $1', [Number(watch.id)]))[0].n).toBe(1);

  await staff.goto(`/admin/products/${watch.id}`);
  await staff.getByLabel('Price (£)', { exact: true }).fill('4,500');
  await staff.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(staff, 'Product saved')).toBeVisible();
  await staffContext.close();

  // The alert is made after commit by a job (the runner polls every few seconds) and reaches the open page live,
  // over the WebSocket subscription: no reload.
  await expect(page.getByRole('link', { name: 'Alerts, 1 unread' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('status').filter({ hasText: /^New alert: / })).toContainText(`${watch.name} is now £4,500.00`);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Alerts, 1 unread' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  const alert = page.getByRole('listitem').filter({ hasText: watch.name });
  await expect(alert).toContainText('Price drop');
  await expect(alert).toContainText('Unread');
  await expect(alert).toContainText('Was £5,000.00 → now £4,500.00');
  await expect(alert.getByRole('link', { name: 'View the piece' })).toHaveAttribute('href', `/product/${watch.id}`);
  await expect(page.getByText('1 unread alert')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('0 unread alerts')).toBeVisible();
  await expect(alert).toContainText('Read');
  await expect(page.getByRole('link', { name: 'Alerts, 0 unread' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('alert preferences are saved per kind on the notification settings', async ({ page, request }) => {
  await acceptCookies(page);
  const customer = await createVerifiedCustomer(request);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/account/notifications');
  const priceDropsInApp = page.getByRole('switch', { name: 'Price drops in Alerts' });
  await expect(priceDropsInApp).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Back in stock by email' })).toBeChecked();
  await priceDropsInApp.uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(toast(page, 'Preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Price drops in Alerts' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Price drops by email' })).toBeChecked();
  await expectNoA11yViolations(page);
});
