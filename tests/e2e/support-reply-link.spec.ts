import { createAdmin, latestMessage, signInThroughApi } from './account-helpers';
import { uniqueSubject, vipRaisesTicket } from './admin-support-helpers';
import { storeCookieConsent } from './consent';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await storeCookieConsent(page);
});

test("a staff reply's email links the customer straight to that ticket", async ({ page, request }) => {
  test.setTimeout(60_000);
  const subject = uniqueSubject('Strap fitting');
  const { customer, ticketId } = await vipRaisesTicket(page, subject);

  // Staff answer from the back office (another browser).
  const admin = await createAdmin(request);
  expect((await request.post('/api/auth/login', { headers: { 'apollo-require-preflight': 'true' }, data: { email: admin.email, password: admin.password } })).ok()).toBe(true);
  const reply = await request.post('/graphql', {
    data: {
      query: 'mutation($n: String!, $m: String!) { replyToSupportTicket(number: $n, message: $m) { status } }',
      variables: { n: ticketId, m: 'Your strap is ready for fitting on Friday.' },
    },
  });
  expect(((await reply.json()) as { data: { replyToSupportTicket: { status: string } } }).data.replyToSupportTicket.status).toBe('in_progress');

  const email = await latestMessage(customer.email, 'support_ticket_reply');
  expect(email.body).toContain('Your strap is ready for fitting on Friday.');
  const link = new URL(email.link!);
  expect(link.pathname + link.search).toBe(`/account/support-tickets?ticket=${ticketId}`);

  await signInThroughApi(page, customer.email, customer.password);
  await page.goto(link.pathname + link.search);
  const ticket = page.getByRole('article', { name: subject });
  await expect(ticket.getByRole('heading', { name: subject })).toBeFocused();
  await expect(ticket).toHaveAttribute('aria-current', 'true');
  await expect(ticket.getByRole('list', { name: 'Replies' })).toContainText('Your strap is ready for fitting on Friday.');
});
