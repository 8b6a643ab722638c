import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage, messageCount, signIn, sql, testBrowser, type TestBrowser, uniqueEmail, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

const REPLY = `mutation($number: String!, $message: String!) { replyToSupportTicket(number: $number, message: $message) { number status } }`;

let app: TestApp;
let admin: TestBrowser;
let customer: TestBrowser;
let customerId: number;
let staffEmail: string;

/** A ticket written straight into the database, with its own contact address. */
async function seedTicket(number: string, status = 'open'): Promise<string> {
  const contact = uniqueEmail('ticket');
  await sql(
    app.orm,
    `insert into support_ticket (number, customer_id, category, priority, status, name, email, subject, message, source, is_vip)
     values (?, ?, 'order_support', 'high', ?, 'Ada Lovelace', ?, 'Order not yet delivered', 'My order has not arrived yet, please help.', 'contact_form', false)`,
    [number, customerId, status, contact],
  );
  return contact;
}

beforeAll(async () => {
  app = await startTestApp();
  const staff = await verifiedCustomer(app);
  staffEmail = staff.email;
  await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  admin = testBrowser(app);
  expect((await signIn(admin, staff.email, staff.password)).status).toBe(200);
  const client = await verifiedCustomer(app);
  customer = testBrowser(app);
  expect((await signIn(customer, client.email, client.password)).status).toBe(200);
  [{ id: customerId }] = await sql<{ id: number }>(app.orm, 'select id from app_user where email = ?', [client.email]);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('a staff reply to a support ticket', () => {
  it('emails the customer (outbox) with the reply and a link to the ticket', async () => {
    const contact = await seedTicket('T-REPLY001');
    const result = await admin.graphql(REPLY, { number: 'T-REPLY001', message: '  Your parcel left our Mayfair boutique this morning.  ' });
    expect(result.body.data.replyToSupportTicket).toEqual({ number: 'T-REPLY001', status: 'in_progress' });

    const email = await latestMessage(app.orm, contact, 'support_ticket_reply');
    expect(email).toMatchObject({ channel: 'email', link: 'http://localhost:4000/account/support-tickets?ticket=T-REPLY001' });
    expect(email?.body).toContain('Our concierge team has replied to your ticket #T-REPLY001: "Order not yet delivered"');
    expect(email?.body).toContain('Your parcel left our Mayfair boutique this morning.');
    expect(email?.body).toContain('Read the whole conversation and reply: http://localhost:4000/account/support-tickets?ticket=T-REPLY001');

    // The reply is a staff action: recorded with who sent it and the status it moved.
    const [record] = await sql(app.orm, "select action, actor_email, changes from staff_action where subject_type = 'support_ticket' and subject_id = 'T-REPLY001'");
    expect(record).toMatchObject({ action: 'support_ticket.reply', actor_email: staffEmail, changes: { status: { from: 'open', to: 'in_progress' } } });
  });

  it('sends one email per staff reply, none for the customer’s own replies', async () => {
    const contact = await seedTicket('T-REPLY002');
    expect((await customer.graphql(REPLY, { number: 'T-REPLY002', message: 'Any news on this one, please?' })).body.errors).toBeUndefined();
    expect(await messageCount(app.orm, contact, 'support_ticket_reply')).toBe(0);
    await admin.graphql(REPLY, { number: 'T-REPLY002', message: 'It ships tomorrow by courier.' });
    await admin.graphql(REPLY, { number: 'T-REPLY002', message: 'Tracking: DX 1234 5678.' });
    expect(await messageCount(app.orm, contact, 'support_ticket_reply')).toBe(2);
  });

  it('sends nothing when the reply is refused (closed ticket, empty text)', async () => {
    const closed = await seedTicket('T-REPLY003', 'closed');
    const refused = await admin.graphql(REPLY, { number: 'T-REPLY003', message: 'Hello again.' });
    expect(refused.body.errors[0].message).toBe('This ticket is closed. Please open a new ticket.');
    const open = await seedTicket('T-REPLY004');
    expect((await admin.graphql(REPLY, { number: 'T-REPLY004', message: '   ' })).body.errors).toHaveLength(1);
    expect(await messageCount(app.orm, closed)).toBe(0);
    expect(await messageCount(app.orm, open)).toBe(0);
    const [{ n }] = await sql<{ n: number }>(app.orm, "select count(*)::int as n from ticket_message m join support_ticket t on t.id = m.ticket_id where t.number in ('T-REPLY003', 'T-REPLY004')");
    expect(n).toBe(0);
    const [{ audits }] = await sql<{ audits: number }>(app.orm, "select count(*)::int as audits from staff_action where subject_id in ('T-REPLY003', 'T-REPLY004')");
    expect(audits).toBe(0);
  });
});
