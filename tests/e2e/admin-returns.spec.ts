import { createVerifiedCustomer, signInThroughApi, sql } from './account-helpers';
import { signInAsNewAdmin } from './admin-support-helpers';
import { buyThroughApi, raiseReturn, stockedWatch } from './backoffice-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('staff approve, receive and refund a return; the order is refunded and the customer sees each step', async ({ page }) => {
  // A whole journey across several pages and two people: more than the 30 s one page gets.
  test.setTimeout(90_000);
  const customer = await createVerifiedCustomer(page.request);
  await signInThroughApi(page, customer.email, customer.password);
  const number = await buyThroughApi(page.request, await stockedWatch(41), customer.email);
  const id = await raiseReturn(page.request, number, 'Tank Louis Cartier');
  await page.context().clearCookies();

  await signInAsNewAdmin(page);
  await page.goto('/admin/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Returns & repairs' })).toBeVisible();
  await page.getByLabel('Status').selectOption('REQUESTED');
  await page.getByLabel('Order, item, email or #').fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 request · newest first')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: `Open request #${id}` }).click();
  const drawer = page.getByRole('dialog', { name: `Request #${id}` });
  await expect(drawer.getByRole('heading', { name: `Return #${id}` })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  for (const [action, status] of [
    ['Approve', 'Approved'],
    ['Mark received', 'Received'],
    ['Refund', 'Refunded'],
  ] as const) {
    await drawer.getByRole('button', { name: action, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `${action}: request #${id}` });
    await confirm.getByRole('button', { name: action, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer.getByTestId('request-history')).toContainText(status);
  }
  await expect(drawer.getByText('This request is refunded; nothing more can be done to it.')).toBeVisible();
  const [order] = await sql<{ status: string }>('select status from customer_order where number = $1', [number]);
  expect(order.status).toBe('refunded');

  await page.context().clearCookies();
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/account/return-request');
  const mine = page.getByTestId('service-request').filter({ hasText: `#${id}` });
  await expect(mine.getByTestId('service-request-status')).toHaveText('Refunded');
  await expect(mine.getByRole('list', { name: `Progress of request #${id}` })).toContainText('Approved');
});
