import { createVerifiedCustomer, signInThroughApi, sql } from './account-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('on a phone the header keeps its icons on screen, Alerts with its unread count is in the user menu, and the alerts page fits', async ({ page, request }) => {
  const customer = await createVerifiedCustomer(request);
  const [{ id }] = await sql<{ id: number }>('select id from app_user where email = $1', [customer.email]);
  await sql(`insert into notification (user_id, kind, message, link, dedupe_key, old_price_pence, new_price_pence) values ($1, 'PRICE_DROP', 'A piece is now £900.00 (was £1,000.00).', '/watches', $2, 100000, 90000)`, [id, `mobile:${id}`]);
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/account');
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  const cart = page.getByRole('banner').getByRole('link', { name: /^Cart,/ });
  await expect(cart).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // No bell in a phone's header: the user menu's Alerts carries the unread count (issue 37).
  await expect(page.getByRole('banner').getByRole('link', { name: /^Alerts, \d+ unread$/ })).toBeHidden();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const alerts = page.getByRole('banner').getByRole('link', { name: 'Alerts, 1 unread', exact: true });
  await expect(alerts).toBeVisible();
  await expect(alerts.getByTestId('menu-alerts-count')).toHaveText('1');
  await expect(alerts).toBeInViewport();
  await expectNoA11yViolations(page);
  await alerts.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByText('Was £1,000.00 → now £900.00')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});
