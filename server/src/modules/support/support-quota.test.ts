import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, messageCount, signIn, sql, testBrowser, type TestBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

const TICKET = { name: 'Ada Lovelace', phone: '', subject: 'Strap sizing', message: 'Could you resize my bracelet, please?', category: 'product_inquiry' };
const QUOTA_MESSAGE = (limit: number) => new RegExp(`^You have reached the limit of ${limit} support tickets an hour\\. Please try again in (60|59) minutes, or call our concierge line\\.$`);

let app: TestApp;

async function signedInCustomer(vip = false): Promise<{ browser: TestBrowser; email: string }> {
  const account = await verifiedCustomer(app);
  if (vip) await sql(app.orm, 'update app_user set is_vip = true where email = ?', [account.email]);
  const browser = testBrowser(app);
  expect((await signIn(browser, account.email, account.password)).status).toBe(200);
  return { browser, email: account.email };
}

async function raise(browser: TestBrowser, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...TICKET, email: 'contact@example.com', ...fields })) form.append(key, value);
  const response = await browser.fetch('/api/support/tickets', { method: 'POST', body: form });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('the ticket quota', () => {
  it('takes 10 tickets an hour from a customer; the 11th is a 429 with the message, and nothing is stored', async () => {
    const { browser, email } = await signedInCustomer();
    for (let n = 1; n <= 10; n += 1) expect((await raise(browser, { subject: `Question number ${n}` })).status).toBe(201);
    const eleventh = await raise(browser, { subject: 'Question number 11' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.code).toBe('RATE_LIMITED');
    expect(eleventh.body.error.message).toMatch(QUOTA_MESSAGE(10));
    expect(Number(eleventh.retryAfter)).toBeGreaterThan(3500);
    const [{ n }] = await sql(app.orm, 'select count(*)::int as n from support_ticket t join app_user u on u.id = t.customer_id where u.email = ?', [email]);
    expect(n).toBe(10);
    // The quota is the account's: another customer is not affected.
    expect((await raise((await signedInCustomer()).browser)).status).toBe(201);
  });

  it('refuses before reading the upload, and forms with errors do not count', async () => {
    const { browser } = await signedInCustomer();
    for (let n = 0; n < 3; n += 1) expect((await raise(browser, { subject: 'Hi' })).status).toBe(400);
    for (let n = 0; n < 10; n += 1) expect((await raise(browser)).status).toBe(201);
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...TICKET, email: 'contact@example.com' })) form.append(key, value);
    form.append('attachment_0', new Blob([new Uint8Array(3 * 1024 * 1024)]), 'big.pdf');
    const refused = await browser.fetch('/api/support/tickets', { method: 'POST', body: form });
    expect(refused.status).toBe(429);
  });

  it('gives VIP clients 20 an hour', async () => {
    const { browser } = await signedInCustomer(true);
    for (let n = 1; n <= 20; n += 1) expect((await raise(browser, { subject: `VIP question ${n}` })).status).toBe(201);
    const over = await raise(browser);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(QUOTA_MESSAGE(20));
  });
});

describe('the ticket confirmation', () => {
  it("goes to the signed-in customer's verified email, never to the form's email", async () => {
    const { browser, email } = await signedInCustomer();
    const stranger = `stranger.${Date.now()}@example.org`;
    const created = await raise(browser, { email: stranger });
    expect(created.status).toBe(201);
    expect(await messageCount(app.orm, stranger)).toBe(0);
    const confirmation = await latestMessage(app.orm, email, 'support_ticket_created');
    expect(confirmation?.body).toContain(created.body.ticketId);
    expect(confirmation?.recipient).toBe(email);
    // The form's address stays on the ticket as the contact detail the customer gave.
    const [ticket] = await sql(app.orm, 'select email from support_ticket where number = ?', [created.body.ticketId]);
    expect(ticket.email).toBe(stranger);
  });
});
