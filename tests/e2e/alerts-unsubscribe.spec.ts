import { createVerifiedCustomer, signInThroughApi, sql } from './account-helpers';
import { createWatch, signInAsAdmin } from './admin-products-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies } from './shop-lists-helpers';

test('the digest’s signed link, opened signed out, unsubscribes from price drop emails in one click; the preferences show it after sign-in', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  const watch = await createWatch(staff);
  await staffContext.close();

  const customer = await createVerifiedCustomer(request);
  const [{ id: userId }] = await sql<{ id: number }>('select id from app_user where email = $1', [customer.email]);
  await sql('insert into wishlist_entry (user_id, product_id) values ($1, $2)', [userId, Number(watch.id)]);
  await sql('update product set price_pence = 450000 where id = $1', [Number(watch.id)]);
  // The alert is written after commit by a job; its digest waits for the end of the hour: the clock moves on.
  await expect.poll(async () => (await sql('select 1 from notification where user_id = $1', [userId])).length, { timeout: 45_000 }).toBe(1);
  await sql(`update job set run_at = now() where key like $1 and status = 'pending'`, [`alerts.email_digest:${userId}:%`]);
  await expect
    .poll(async () => (await sql(`select 1 from outbox_message where recipient = $1 and kind = 'alert_digest'`, [customer.email])).length, { timeout: 45_000 })
    .toBe(1);
  const [digest] = await sql<{ body: string }>(`select body from outbox_message where recipient = $1 and kind = 'alert_digest'`, [customer.email]);
  const link = new URL(/https?:\/\/\S+\/alerts\/unsubscribe\?token=\S+/.exec(digest.body)![0]);

  // Signed out: a fresh browser, as from a mail client.
  await acceptCookies(page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('You will stop receiving price drop emails from Aurum.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Only price drop emails' })).toBeChecked();
  await expectNoA11yViolations(page);
  // Opening the page changed nothing.
  expect((await sql<{ on: boolean }>('select notify_price_drop_email as "on" from app_user where id = $1', [userId]))[0].on).toBe(true);

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('You have been unsubscribed from price drop emails.')).toBeVisible();
  await expectNoA11yViolations(page);

  await expect(page.getByRole('link', { name: 'Notification preferences' })).toHaveAttribute('href', '/account/notifications');
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/account/notifications');
  await expect(page.getByRole('switch', { name: 'Price drops by email' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Price drops in Alerts' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Back in stock by email' })).toBeChecked();
});

test('a tampered link says so clearly and offers the preferences', async ({ page, consoleErrors }) => {
  await acceptCookies(page);
  await page.goto('/alerts/unsubscribe?token=1.ALL.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid. Sign in to choose which emails you receive.', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Notification preferences' })).toHaveAttribute('href', '/account/notifications');
  await expectNoA11yViolations(page);
  // The browser logs the refused check as a console error: expected here, so taken back.
  const refusal = consoleErrors.findIndex((text) => text.includes('status of 400'));
  expect(refusal).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusal, 1);
});
