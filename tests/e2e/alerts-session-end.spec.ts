import { createVerifiedCustomer, signInThroughApi, sql } from './account-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { acceptCookies } from './shop-lists-helpers';

test('a session ended elsewhere (staff, another device) closes the open page’s live alerts at once and its header turns to Sign In, without a reload', async ({ page }) => {
  await acceptCookies(page);
  const customer = await createVerifiedCustomer(page.request);
  await signInThroughApi(page, customer.email, customer.password);
  // The bell's socket: subscribed once the client has sent its subscription over it; then closed by the server.
  let subscribe = () => undefined as void;
  let close = () => undefined as void;
  const subscribed = new Promise<void>((resolve) => (subscribe = resolve));
  const closed = new Promise<void>((resolve) => (close = resolve));
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/graphql')) return;
    socket.on('framesent', (frame) => String(frame.payload).includes('"subscribe"') && subscribe());
    socket.on('close', () => close());
  });
  await page.goto('/watches');
  await expect(page.getByRole('link', { name: 'Alerts, 0 unread' })).toBeVisible();
  await subscribed;

  // Every session of this customer ends in the database (as "End sessions" in the back office does): no request from this page.
  await sql('delete from user_session where user_id = (select id from app_user where email = $1)', [customer.email]);

  await closed;
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: /^Alerts, / })).toHaveCount(0);
  await expect(page).toHaveURL(/\/watches$/);
  await expectNoA11yViolations(page);
});
