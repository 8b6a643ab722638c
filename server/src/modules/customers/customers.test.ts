import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, sql, testBrowser, type TestBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, products, setStock } from '../orders/checkout.test-helpers';
import { buy, emailsTo, signedInAdmin } from '../orders/staff-orders.test-helpers';
import { VIP_ONLY_CATEGORY } from '../support/support.service';

const PROFILE_FIELDS = 'id email name isVip emailVerified phoneVerified orderCount totalSpent { amount } activeSessions orders { number status } tickets { number category } requests { id kind } sessions { persistent } history { action actorEmail reason }';
const LIST = `query($filter: CustomerFilter, $limit: Int, $offset: Int) { staffCustomers(filter: $filter, limit: $limit, offset: $offset) { totalCount items { id email name isVip orderCount totalSpent { amount } activeSessions } } }`;
const ONE = `query($id: ID!) { staffCustomer(id: $id) { ${PROFILE_FIELDS} } }`;
const SET_VIP = `mutation($id: ID!, $vip: Boolean!, $reason: String!) { setCustomerVip(id: $id, vip: $vip, reason: $reason) { ${PROFILE_FIELDS} } }`;
const END_SESSIONS = `mutation($id: ID!) { endCustomerSessions(id: $id) { ${PROFILE_FIELDS} } }`;

let app: TestApp;
let dataDir: string;
let admin: TestBrowser;
let watch: CatalogueProduct;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), '.aurum-customers-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  admin = await signedInAdmin(app);
  [watch] = await products(app, "category = 'watches' and stock >= 1 order by id limit 1 --");
  await setStock(app, watch.id, 100);
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });

async function customer(overrides: Record<string, unknown> = {}) {
  const account = await verifiedCustomer(app, overrides);
  const browser = testBrowser(app);
  await signIn(browser, account.email, account.password);
  const [{ id }] = await sql<{ id: number }>(app.orm, 'select id from app_user where email = ?', [account.email]);
  return { ...account, browser, id: String(id) };
}

async function conciergeTicket(browser: TestBrowser) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Private viewing', message: 'Could I see the Daytona on Friday?', category: 'vip_concierge', source: 'contact_form' })) form.append(key, value);
  const response = await browser.fetch('/api/support/tickets', { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

describe('who may work on customers', () => {
  it('visitors get UNAUTHENTICATED and customers FORBIDDEN, for every staff query and mutation', async () => {
    const someone = await customer();
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id: someone.id }],
      [SET_VIP, { id: someone.id, vip: true, reason: 'Loyal client since 2019' }],
      [END_SESSIONS, { id: someone.id }],
    ];
    for (const [query, variables] of operations) {
      expect(errorOf((await app.graphql(query, variables)).body)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      expect(errorOf((await someone.browser.graphql(query, variables)).body)).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });
    }
    const [row] = await sql(app.orm, 'select is_vip from app_user where id = ?', [someone.id]);
    expect(row.is_vip).toBe(false);
    expect((await admin.graphql(ONE, { id: someone.id })).body.data.staffCustomer.activeSessions).toBe(1);
  });
});

describe('VIP', () => {
  it('opens VIP Concierge to the customer at once, emails them, records who and why; removing it closes it again', async () => {
    const client = await customer({ firstName: 'Grace', lastName: 'Hopper' });
    const before = await conciergeTicket(client.browser);
    expect(before.status).toBe(403);
    expect(before.body.error.message).toBe(VIP_ONLY_CATEGORY);

    const granted = (await admin.graphql(SET_VIP, { id: client.id, vip: true, reason: '  Three watches this year  ' })).body.data.setCustomerVip;
    expect(granted).toMatchObject({ isVip: true, history: [{ action: 'customer.vip.set', reason: 'Three watches this year' }] });
    expect(granted.history[0].actorEmail).toMatch(/@example\.co\.uk$/);
    expect((await client.browser.graphql('query { me { isVip } }')).body.data.me.isVip).toBe(true);
    const accepted = await conciergeTicket(client.browser);
    expect(accepted.status).toBe(201);
    const welcome = (await emailsTo(app, client.email)).find((email) => email.kind === 'vip_granted');
    expect(welcome?.body).toContain('Dear Grace Hopper');
    expect(welcome?.body).toContain('VIP Concierge');

    const removed = (await admin.graphql(SET_VIP, { id: client.id, vip: false, reason: 'Account review' })).body.data.setCustomerVip;
    expect(removed.isVip).toBe(false);
    expect(removed.history.map((entry: any) => entry.action)).toEqual(['customer.vip.remove', 'customer.vip.set']);
    expect((await conciergeTicket(client.browser)).status).toBe(403);
    expect((await emailsTo(app, client.email)).map((email) => email.kind)).toContain('vip_removed');
  });

  it('needs a reason of 5 to 500 characters, refuses a change that changes nothing, and never touches staff accounts', async () => {
    const client = await customer();
    for (const reason of ['', '    ', 'good']) {
      expect(errorOf((await admin.graphql(SET_VIP, { id: client.id, vip: true, reason })).body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Please give a reason (at least 5 characters).' });
    }
    expect(errorOf((await admin.graphql(SET_VIP, { id: client.id, vip: true, reason: 'x'.repeat(501) })).body).message).toBe('Please keep the reason under 500 characters.');
    expect(errorOf((await admin.graphql(SET_VIP, { id: client.id, vip: false, reason: 'Just checking' })).body)).toEqual({ code: 'CONFLICT', message: `${client.email} is not a VIP client.` });
    await admin.graphql(SET_VIP, { id: client.id, vip: true, reason: 'Loyal client' });
    expect(errorOf((await admin.graphql(SET_VIP, { id: client.id, vip: true, reason: 'Loyal client' })).body)).toEqual({ code: 'CONFLICT', message: `${client.email} is already a VIP client.` });
    expect((await emailsTo(app, client.email)).filter((email) => email.kind === 'vip_granted')).toHaveLength(1);

    const [staff] = await sql<{ id: number }>(app.orm, "select id from app_user where role = 'admin' limit 1");
    expect(errorOf((await admin.graphql(SET_VIP, { id: String(staff.id), vip: true, reason: 'Loyal client' })).body)).toEqual({ code: 'NOT_FOUND', message: 'Customer not found.' });
    expect(errorOf((await admin.graphql(ONE, { id: 'abc' })).body).code).toBe('NOT_FOUND');
  });
});

describe('sessions', () => {
  it('ends every session of the customer: each browser is signed out, and it is recorded', async () => {
    const client = await customer();
    const second = testBrowser(app);
    await signIn(second, client.email, client.password);
    expect((await admin.graphql(ONE, { id: client.id })).body.data.staffCustomer.sessions).toHaveLength(2);
    const after = (await admin.graphql(END_SESSIONS, { id: client.id })).body.data.endCustomerSessions;
    expect(after).toMatchObject({ activeSessions: 0, sessions: [], history: [{ action: 'customer.sessions.end' }] });
    expect((await client.browser.graphql('query { me { email } }')).body.data.me).toBeNull();
    expect((await second.graphql('query { me { email } }')).body.data.me).toBeNull();
    const [audit] = await sql(app.orm, "select changes from staff_action where action = 'customer.sessions.end' and subject_id = ?", [client.id]);
    expect(audit.changes).toEqual({ sessionsEnded: 2 });
  });
});

describe('the customer list and page', () => {
  it('searches by email, name or phone, filters VIPs, pages, and sums paid orders', async () => {
    const client = await customer({ firstName: 'Katherine', lastName: 'Johnson' });
    const order = await buy(client.browser, watch, { quantity: 2 });
    const found = (await admin.graphql(LIST, { filter: { search: 'katherine john' } })).body.data.staffCustomers;
    expect(found.items.find((item: any) => item.id === client.id)).toMatchObject({ name: 'Katherine Johnson', orderCount: 1, totalSpent: { amount: order.totalPence }, activeSessions: 1 });
    expect((await admin.graphql(LIST, { filter: { search: client.email.toUpperCase() } })).body.data.staffCustomers.items.map((item: any) => item.id)).toEqual([client.id]);
    expect((await admin.graphql(LIST, { filter: { search: client.phone.slice(3) } })).body.data.staffCustomers.items.map((item: any) => item.id)).toEqual([client.id]);

    await admin.graphql(SET_VIP, { id: client.id, vip: true, reason: 'Big first order' });
    const vips = (await admin.graphql(LIST, { filter: { vipOnly: true }, limit: 100 })).body.data.staffCustomers;
    expect(vips.items.every((item: any) => item.isVip)).toBe(true);
    expect(vips.items.map((item: any) => item.id)).toContain(client.id);

    const all = (await admin.graphql(LIST, { limit: 100 })).body.data.staffCustomers;
    const page = (await admin.graphql(LIST, { limit: 2, offset: 1 })).body.data.staffCustomers;
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.items.map((item: any) => item.id)).toEqual(all.items.slice(1, 3).map((item: any) => item.id));
    expect(all.items.some((item: any) => item.email === 'admin@aurum.example')).toBe(false);

    const profile = (await admin.graphql(ONE, { id: client.id })).body.data.staffCustomer;
    expect(profile).toMatchObject({ emailVerified: true, phoneVerified: true, orders: [{ number: order.number, status: 'paid' }], tickets: [], requests: [] });
  });
});
