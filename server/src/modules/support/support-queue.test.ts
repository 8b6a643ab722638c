import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, sql, testBrowser, type TestBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

const QUEUE = `query($status: [String!], $limit: Int, $offset: Int) {
  supportQueue(status: $status, limit: $limit, offset: $offset) {
    totalCount limit offset
    items { number subject category categoryLabel priority isVip customerName customerEmail status createdAt responseDueAt overdue staffReplied messageCount attachmentCount }
  }
}`;

let app: TestApp;
let admin: TestBrowser;
let customer: TestBrowser;
let customerId: number;

interface Seed {
  number: string;
  priority?: string;
  category?: string;
  status?: string;
  isVip?: boolean;
  /** Minutes ago the ticket was raised. */
  ageMinutes: number;
  /** Minutes from now until a first answer is due (negative: already past). */
  dueInMinutes?: number;
  messages?: ('customer' | 'staff')[];
  attachments?: number;
}

/** Writes a ticket straight into the database, so ages and due times are exact. */
async function seed(ticket: Seed) {
  const [{ id }] = await sql<{ id: number }>(
    app.orm,
    `insert into support_ticket (number, customer_id, category, priority, status, name, email, subject, message, source, is_vip, response_due_at, created_at)
     values (?, ?, ?, ?, ?, 'Ada Lovelace', 'ada@example.com', ?, 'Could you help me with this, please.', 'contact_form', ?,
             ${ticket.dueInMinutes === undefined ? 'null' : `now() + make_interval(mins => ${ticket.dueInMinutes})`}, now() - make_interval(mins => ?))
     returning id`,
    [ticket.number, customerId, ticket.category ?? 'general_inquiry', ticket.priority ?? 'medium', ticket.status ?? 'open', `Subject of ${ticket.number}`, ticket.isVip ?? false, ticket.ageMinutes],
  );
  for (const author of ticket.messages ?? []) await sql(app.orm, 'insert into ticket_message (ticket_id, author, body) values (?, ?, ?)', [id, author, 'A reply.']);
  for (let i = 0; i < (ticket.attachments ?? 0); i += 1) {
    await sql(app.orm, "insert into ticket_attachment (ticket_id, original_name, stored_name, content_type, size) values (?, ?, ?, 'application/pdf', 10)", [id, `f${i}.pdf`, `${ticket.number}-${i}.pdf`]);
  }
}

async function queue(variables: Record<string, unknown> = {}, browser = admin) {
  return (await browser.graphql(QUEUE, variables)).body;
}

const numbers = (body: any): string[] => body.data.supportQueue.items.map((item: any) => item.number);

beforeAll(async () => {
  app = await startTestApp();
  const staff = await verifiedCustomer(app);
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

beforeEach(async () => {
  await sql(app.orm, 'delete from support_ticket');
});

describe('supportQueue permissions', () => {
  it('refuses visitors with UNAUTHENTICATED and customers with FORBIDDEN', async () => {
    await seed({ number: 'T-PERM0001', ageMinutes: 5 });
    const visitor = await queue({}, testBrowser(app));
    expect(visitor.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(visitor.data).toBeNull();
    const refused = await queue({}, customer);
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(refused.errors[0].message).toBe('Admin access required');
    expect(numbers(await queue())).toEqual(['T-PERM0001']);
  });
});

describe('supportQueue ordering and items', () => {
  it('puts VIP and urgent tickets first, then the earliest due time, then the oldest', async () => {
    await seed({ number: 'T-MEDIUM3H', priority: 'medium', ageMinutes: 180 });
    await seed({ number: 'T-HIGH2H', priority: 'high', category: 'order_support', ageMinutes: 120 });
    await seed({ number: 'T-VIPDUE20', priority: 'urgent', category: 'vip_concierge', isVip: true, ageMinutes: 10, dueInMinutes: 20 });
    await seed({ number: 'T-VIPLATE', priority: 'urgent', isVip: true, ageMinutes: 40, dueInMinutes: -10 });
    await seed({ number: 'T-URGENT1H', priority: 'urgent', ageMinutes: 60 });
    await seed({ number: 'T-URGENT2H', priority: 'urgent', ageMinutes: 120 });
    await seed({ number: 'T-WORK5H', priority: 'medium', status: 'in_progress', ageMinutes: 300 });

    const body = await queue();
    expect(numbers(body)).toEqual(['T-VIPLATE', 'T-VIPDUE20', 'T-URGENT2H', 'T-URGENT1H', 'T-WORK5H', 'T-MEDIUM3H', 'T-HIGH2H']);
    expect(body.data.supportQueue.totalCount).toBe(7);
  });

  it('returns what staff need for each ticket, with message and file counts', async () => {
    await seed({ number: 'T-COUNTS01', category: 'order_support', priority: 'high', ageMinutes: 30, messages: ['customer', 'staff', 'customer'], attachments: 2 });
    await seed({ number: 'T-EMPTY001', ageMinutes: 20 });
    const [busy, quiet] = (await queue()).data.supportQueue.items;
    expect(busy).toMatchObject({
      number: 'T-COUNTS01',
      subject: 'Subject of T-COUNTS01',
      category: 'order_support',
      categoryLabel: 'Order Support',
      priority: 'high',
      isVip: false,
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      status: 'open',
      responseDueAt: null,
      overdue: false,
      staffReplied: true,
      messageCount: 3,
      attachmentCount: 2,
    });
    expect(Date.now() - Date.parse(busy.createdAt)).toBeGreaterThan(29 * 60_000);
    expect(quiet).toMatchObject({ number: 'T-EMPTY001', staffReplied: false, messageCount: 0, attachmentCount: 0 });
  });

  it('marks a VIP ticket overdue once its due time passed without a staff reply, and not once staff answered', async () => {
    await seed({ number: 'T-LATE0001', priority: 'urgent', isVip: true, ageMinutes: 45, dueInMinutes: -15 });
    await seed({ number: 'T-SOON0001', priority: 'urgent', isVip: true, ageMinutes: 5, dueInMinutes: 25 });
    await seed({ number: 'T-CUSTONLY', priority: 'urgent', isVip: true, ageMinutes: 50, dueInMinutes: -20, messages: ['customer'] });
    await seed({ number: 'T-DONE0001', priority: 'urgent', isVip: true, ageMinutes: 60, dueInMinutes: -30, status: 'resolved' });
    const overdue = async () =>
      Object.fromEntries((await queue({ status: ['open', 'in_progress', 'resolved'] })).data.supportQueue.items.map((item: any) => [item.number, item.overdue]));
    expect(await overdue()).toEqual({ 'T-CUSTONLY': true, 'T-LATE0001': true, 'T-SOON0001': false, 'T-DONE0001': false });

    const reply = await admin.graphql('mutation($n: String!) { replyToSupportTicket(number: $n, message: "On it now.") { status } }', { n: 'T-LATE0001' });
    expect(reply.body.data.replyToSupportTicket.status).toBe('in_progress');
    expect((await overdue())['T-LATE0001']).toBe(false);
  });
});

describe('supportQueue filter and pages', () => {
  beforeEach(async () => {
    await seed({ number: 'T-OPEN0001', ageMinutes: 60 });
    await seed({ number: 'T-OPEN0002', ageMinutes: 50 });
    await seed({ number: 'T-WORK0001', status: 'in_progress', ageMinutes: 40 });
    await seed({ number: 'T-RESOLVED', status: 'resolved', ageMinutes: 30 });
    await seed({ number: 'T-CLOSED01', status: 'closed', ageMinutes: 20 });
  });

  it('shows open and in-progress tickets by default, and exactly the statuses asked for', async () => {
    expect(numbers(await queue())).toEqual(['T-OPEN0001', 'T-OPEN0002', 'T-WORK0001']);
    expect(numbers(await queue({ status: ['resolved'] }))).toEqual(['T-RESOLVED']);
    expect(numbers(await queue({ status: ['closed', 'resolved'] }))).toEqual(['T-RESOLVED', 'T-CLOSED01']);
    const all = await queue({ status: ['open', 'in_progress', 'resolved', 'closed'] });
    expect(all.data.supportQueue.totalCount).toBe(5);
  });

  it('refuses an unknown or empty status list with BAD_USER_INPUT', async () => {
    const unknown = await queue({ status: ['open', 'pending'] });
    expect(unknown.errors[0]).toMatchObject({ message: 'Unknown ticket status: pending', extensions: { code: 'BAD_USER_INPUT' } });
    const empty = await queue({ status: [] });
    expect(empty.errors[0]).toMatchObject({ message: 'Choose at least one ticket status.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('pages with limit and offset and keeps the total over all pages', async () => {
    const all = ['open', 'in_progress', 'resolved', 'closed'];
    const first = await queue({ status: all, limit: 2 });
    expect(first.data.supportQueue).toMatchObject({ totalCount: 5, limit: 2, offset: 0 });
    expect(numbers(first)).toEqual(['T-OPEN0001', 'T-OPEN0002']);
    expect(numbers(await queue({ status: all, limit: 2, offset: 2 }))).toEqual(['T-WORK0001', 'T-RESOLVED']);
    expect(numbers(await queue({ status: all, limit: 2, offset: 4 }))).toEqual(['T-CLOSED01']);
    const past = await queue({ status: all, limit: 2, offset: 10 });
    expect(past.data.supportQueue).toMatchObject({ totalCount: 5, items: [] });
    expect((await queue()).data.supportQueue.limit).toBe(20);
  });

  it.each([
    [{ limit: 0 }, 'limit must be between 1 and 100.'],
    [{ limit: 101 }, 'limit must be between 1 and 100.'],
    [{ offset: -1 }, 'offset must be 0 or more.'],
  ])('refuses %j with a clear message', async (variables, message) => {
    const body = await queue(variables);
    expect(body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('supportQueue cost', () => {
  /** The SQL statements one admin request runs, from the shared connection every request's EntityManager uses. */
  async function statementsFor(variables: Record<string, unknown>) {
    // executeQuery is protected in MikroORM's types; every statement passes through it.
    const connection = app.orm.em.getConnection() as unknown as { executeQuery: (query: string, ...rest: unknown[]) => Promise<unknown> };
    const spy = vi.spyOn(connection, 'executeQuery');
    try {
      const body = await queue(variables);
      expect(body.errors).toBeUndefined();
      return spy.mock.calls.map(([query]) => String(query));
    } finally {
      spy.mockRestore();
    }
  }

  it('runs one statement for the page and one for the total, however many tickets, messages and files', async () => {
    await seed({ number: 'T-SMALL001', ageMinutes: 10, messages: ['customer'], attachments: 1 });
    const small = await statementsFor({ limit: 100 });

    for (let i = 0; i < 30; i += 1) {
      await seed({ number: `T-BULK${String(i).padStart(4, '0')}`, ageMinutes: 20 + i, isVip: i % 3 === 0, messages: ['customer', 'staff'], attachments: 2 });
    }
    const large = await statementsFor({ limit: 100 });

    const ticketStatements = large.filter((query) => /support_ticket|ticket_message|ticket_attachment/.test(query));
    expect(ticketStatements).toHaveLength(2);
    expect(large).toHaveLength(small.length);
  });
});

describe('staff replies (the rule the admin reply form shares)', () => {
  it.each([
    ['   ', 'Message is required'],
    ['x'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('refuses %j with the exact message and keeps the ticket unchanged', async (message, error) => {
    await seed({ number: 'T-REPLY001', ageMinutes: 5 });
    const reply = await admin.graphql('mutation($n: String!, $m: String!) { replyToSupportTicket(number: $n, message: $m) { status } }', { n: 'T-REPLY001', m: message });
    expect(reply.body.errors[0]).toMatchObject({ message: error, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await queue()).data.supportQueue.items[0]).toMatchObject({ status: 'open', messageCount: 0 });
  });
});
