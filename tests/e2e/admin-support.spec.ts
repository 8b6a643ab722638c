import { signInThroughApi } from './account-helpers';
import { signInAsNewAdmin, uniqueSubject, vipRaisesTicket } from './admin-support-helpers';
import { storeCookieConsent } from './consent';
import { expect, expectNoA11yViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test('staff find a ticket in the queue, answer it, move it to In progress then Resolved; the customer sees it all', async ({ page }) => {
  // A whole journey across several pages and two people: more than the 30 s one page gets.
  test.setTimeout(90_000);
  const subject = uniqueSubject('Private viewing');
  const { customer, ticketId } = await vipRaisesTicket(page, subject);
  await signInAsNewAdmin(page);

  await page.goto('/admin/support');
  const queue = page.getByRole('region', { name: 'Support tickets' });
  await expect(queue.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(queue.getByRole('button', { name: 'In progress', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(queue.getByRole('button', { name: 'Resolved', exact: true })).toHaveAttribute('aria-pressed', 'false');
  const row = queue.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText(`#${ticketId}`);
  await expect(row).toContainText('VIP Concierge');
  await expect(row).toContainText('Priority urgent');
  await expect(row).toContainText('VIP');
  await expect(row).toContainText(customer.email);
  await expect(row).toContainText('0 replies · 1 file');
  await expect(row).toContainText(/Due in \d+ min/);
  await expectNoA11yViolations(page);

  // The drawer traps focus from its Close button and gives it back to the ticket that opened it.
  const opener = row.getByRole('button', { name: subject });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: `Ticket ${ticketId}` });
  await expect(drawer.getByRole('heading', { name: subject })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('I would like a private viewing of the Nautilus this Saturday, please.')).toBeVisible();

  const file = drawer.getByRole('link', { name: 'wishlist.pdf' });
  const download = await page.request.get((await file.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');

  // Only the legal next states are offered.
  await expect(drawer.getByRole('heading', { name: 'Status: Open' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Mark in progress' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close ticket' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Mark resolved' })).toHaveCount(0);

  const reply = drawer.getByRole('form', { name: `Reply to ticket ${ticketId}` });
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByText('Message is required')).toBeVisible();
  await expect(reply.getByLabel('Staff reply')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);

  await drawer.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(drawer.getByRole('heading', { name: 'Status: In progress' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Mark in progress' })).toHaveCount(0);
  await expect(row).toContainText('In progress');

  const answer = 'Your private viewing is booked for Saturday at 3 pm in Mayfair.';
  await reply.getByLabel('Staff reply').fill(answer);
  await expect(reply.getByText('Message is required')).toBeHidden();
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Aurum staff' })).toContainText(answer);
  await expect(reply.getByLabel('Staff reply')).toHaveValue('');
  await expect(row).toContainText('1 reply · 1 file');
  await expect(row).not.toContainText('Due in');

  await drawer.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(drawer.getByRole('heading', { name: 'Status: Resolved' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Mark in progress' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  // Resolved tickets leave the default Open + In progress view, and are one chip away.
  await expect(row).toHaveCount(0);
  await queue.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(queue.getByRole('row').filter({ hasText: subject })).toContainText('Resolved');

  await page.context().clearCookies();
  await signInThroughApi(page, customer.email, customer.password);
  await page.goto('/account/support-tickets');
  const ticket = page.getByRole('article', { name: subject });
  await expect(ticket.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(ticket.getByRole('list', { name: 'Replies' })).toContainText('Aurum concierge');
  await expect(ticket.getByRole('list', { name: 'Replies' })).toContainText(answer);
  await expectNoA11yViolations(page);
});

test('closing a ticket asks once more and then offers no further moves', async ({ page }) => {
  const subject = uniqueSubject('Closing check');
  const { ticketId } = await vipRaisesTicket(page, subject);
  await signInAsNewAdmin(page);
  await page.goto('/admin/support');
  await page.getByRole('row').filter({ hasText: subject }).getByRole('button', { name: subject }).click();
  const drawer = page.getByRole('dialog', { name: `Ticket ${ticketId}` });
  await drawer.getByRole('button', { name: 'Close ticket' }).click();
  await expect(drawer.getByRole('button', { name: 'Confirm close' })).toBeFocused();
  await drawer.getByRole('button', { name: 'Keep it open' }).click();
  await expect(drawer.getByRole('heading', { name: 'Status: Open' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close ticket' }).click();
  await drawer.getByRole('button', { name: 'Confirm close' }).click();
  await expect(drawer.getByRole('heading', { name: 'Status: Closed' })).toBeVisible();
  await expect(drawer.getByText('This ticket is closed and takes no more replies.')).toBeVisible();
  await expect(drawer.getByRole('form', { name: `Reply to ticket ${ticketId}` })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
