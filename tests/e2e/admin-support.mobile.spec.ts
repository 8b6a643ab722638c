import { signInThroughApi, sql } from './account-helpers';
import { signInAsNewAdmin, uniqueSubject, vipRaisesTicket } from './admin-support-helpers';
import { buyThroughApi, raiseReturn, stockedWatch } from './backoffice-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('at 390 px the queue is a list of cards, marks an overdue VIP ticket and opens it full width', async ({ page }) => {
  const subject = uniqueSubject('Overdue viewing');
  const { ticketId, customer } = await vipRaisesTicket(page, subject);
  // A return on the customer's own order too, so the requests list is on the page for axe.
  await signInThroughApi(page, customer.email, customer.password);
  const orderNumber = await buyThroughApi(page.request, await stockedWatch(43), customer.email);
  await raiseReturn(page.request, orderNumber, 'Tank Louis Cartier');
  await page.context().clearCookies();
  await sql("update support_ticket set response_due_at = now() - interval '12 minutes' where number = $1", [ticketId]);
  await signInAsNewAdmin(page);

  await page.goto('/admin/support');
  const queue = page.getByRole('region', { name: 'Support tickets' });
  const cards = queue.getByRole('list', { name: 'Support tickets, most pressing first' });
  await expect(cards).toBeVisible();
  await expect(queue.getByRole('table')).toBeHidden();
  const card = cards.getByRole('listitem').filter({ hasText: subject });
  await expect(card).toContainText(/Overdue by 1\d min/);
  await expect(card).toContainText('VIP');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);

  await card.getByRole('button', { name: subject }).click();
  const drawer = page.getByRole('dialog', { name: `Ticket ${ticketId}` });
  await expect(drawer.getByRole('heading', { name: subject })).toBeVisible();
  // The drawer becomes a full-width sheet (device pixels round to a fraction over 390).
  expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(390);
  await expect(drawer.getByRole('button', { name: 'Send reply' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.keyboard.press('Escape');

  // On a phone the requests are cards too, and nothing is wider than the screen.
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'Returns & repairs' }).click();
  await expect(page).toHaveURL(/\/admin\/returns$/);
  await expect(page.getByRole('list', { name: 'Return and repair requests, newest first' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});
