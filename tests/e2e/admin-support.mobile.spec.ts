import { signInThroughApi, sql } from './account-helpers';
import { signInAsNewAdmin, uniqueSubject, vipRaisesTicket } from './admin-support-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('at 390 px the queue is a list of cards, marks an overdue VIP ticket and opens it full width', async ({ page }) => {
  const subject = uniqueSubject('Overdue viewing');
  const { ticketId, customer } = await vipRaisesTicket(page, subject);
  // A return request too, so the requests table (wider than a phone) is on the page for axe.
  await signInThroughApi(page, customer.email, customer.password);
  const request = await page.request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation ($input: ServiceRequestInput!) { createServiceRequest(input: $input) { id } }',
      variables: { input: { kind: 'return', orderNumber: 'AUR-2026-000123', itemName: 'Cartier Tank Louis Cartier', reason: 'Changed my mind', details: 'The strap is not the colour I expected.' } },
    },
  });
  expect(request.ok()).toBe(true);
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

  // The requests table (wider than a phone) scrolls inside its own region on /admin/returns.
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'Returns & repairs' }).click();
  await expect(page).toHaveURL(/\/admin\/returns$/);
  await expect(page.getByRole('region', { name: /^Table: Raised, Type, Customer/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
});
