import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sql, STRONG_PASSWORD, testBrowser, type TestBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { drainProductChanges } from './product-alerts';

const ADD = 'mutation($id: ID!) { addToWishlist(productId: $id) { product { id } } }';
const ON_SALE = 'mutation($ids: [ID!]!) { putProductsOnSale(ids: $ids, percent: 10, reason: "Winter sale on this piece") { updatedCount } }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';
const LIVE = 'subscription { notifications { unreadCount latest { kind message link oldPrice { formatted } newPrice { formatted } } } }';
const SIGN_OUT = '/api/auth/logout';
const END_SESSIONS = 'mutation($id: ID!) { endCustomerSessions(id: $id) { activeSessions } }';

/** Two server processes on one database: the change is made through one, the customer listens on the other. */
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let staff: TestBrowser;
const clients: Client[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestApp({}, { database });
  second = await startTestApp({}, { database });
  const admin = await verifiedCustomer(first);
  await sql(first.orm, "update app_user set role = 'admin' where email = ?", [admin.email]);
  staff = testBrowser(first);
  await staff.post('/api/auth/login', { email: admin.email, password: STRONG_PASSWORD });
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await second?.close();
  await first?.close();
  await database?.drop();
});

/**
 * What the alerts job does in a server process after a catalogue change (the test apps do not run their job runners):
 * every pending change, now (the job's scheduling after the NOTIFY is notification.test.ts's).
 */
async function runAlertJobs(): Promise<void> {
  await first.orm.em.fork().transactional(drainProductChanges);
}

/** The customer's events as the page's bell receives them, over a WebSocket to `app` with the browser's cookie and the shop's Origin. */
function listen(app: TestApp, browser: TestBrowser): { events: any[]; ended: Promise<{ code?: number }> } {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  class BrowserSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin: app.origin, 'x-forwarded-for': browser.ip } });
    }
  }
  const client = createClient({ url: app.baseUrl.replace(/^http/, 'ws') + '/graphql', webSocketImpl: BrowserSocket, retryAttempts: 0 });
  clients.push(client);
  const events: any[] = [];
  // How the stream ended: completed, or closed by the server with a code (never an unhandled rejection).
  const ended = new Promise<{ code?: number }>((resolve) => {
    client.subscribe({ query: LIVE }, { next: ({ data }) => events.push(data!.notifications), error: (error) => resolve({ code: (error as { code?: number }).code }), complete: () => resolve({}) });
  });
  return { events, ended };
}

async function customerFollowing(piece: number): Promise<TestBrowser> {
  const { email, password } = await verifiedCustomer(first);
  const browser = testBrowser(first);
  await browser.post('/api/auth/login', { email, password });
  await browser.graphql(ADD, { id: String(piece) });
  return browser;
}

async function pieceAt(offset: number): Promise<number> {
  const [{ id }] = await sql<{ id: number }>(first.orm, 'select id from product where archived_at is null order by id offset ? limit 1', [offset]);
  await sql(first.orm, 'update product set sale_price_pence = null, price_pence = 300000, stock = 3 where id = ?', [id]);
  await runAlertJobs();
  return id;
}

describe('the notifications subscription', () => {
  it('delivers a price drop made through one process, live and once, to the customer listening on another; a read elsewhere updates it too', async () => {
    const piece = await pieceAt(5);
    const follower = await customerFollowing(piece);
    const bystander = await customerFollowing(await pieceAt(6));
    const mine = listen(second, follower);
    const theirs = listen(second, bystander);
    // The subscription is in place once a first event could be delivered: give the socket a moment to subscribe.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect((await staff.graphql(ON_SALE, { ids: [String(piece)] })).body.data.putProductsOnSale.updatedCount).toBe(1);
    await runAlertJobs();
    await expect.poll(() => mine.events.length, { timeout: 10_000 }).toBe(1);
    expect(mine.events[0]).toEqual({
      unreadCount: 1,
      latest: { kind: 'PRICE_DROP', message: expect.stringContaining('is now £2,700.00 (was £3,000.00)'), link: `/product/${piece}`, oldPrice: { formatted: '£3,000.00' }, newPrice: { formatted: '£2,700.00' } },
    });
    // Running the job again (a second process, a restart) adds no alert and no event.
    await runAlertJobs();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mine.events).toHaveLength(1);
    expect(theirs.events, JSON.stringify(theirs.events)).toHaveLength(0);

    // Read in another tab (through the first process): the bell here drops to 0.
    expect((await follower.graphql(MARK_ALL)).body.data.markAllNotificationsRead).toBe(1);
    await expect.poll(() => mine.events.at(-1)?.unreadCount, { timeout: 10_000 }).toBe(0);
  });

  it('closes the connection as soon as its session ends, whichever process ends it: sign-out, or staff ending the sessions', async () => {
    const piece = await pieceAt(7);
    const follower = await customerFollowing(piece);
    const { events, ended } = listen(second, follower);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The socket keeps the cookie it opened with; the session behind it ends through the other process, and no
    // event has to come for the socket to notice: it is closed with 4401 (graphql-ws's client does not retry that).
    const signedOut = Date.now();
    await follower.post(SIGN_OUT, {});
    expect(await ended).toEqual({ code: 4401 });
    expect(Date.now() - signedOut).toBeLessThan(5_000);
    expect(events).toHaveLength(0);

    const other = await customerFollowing(await pieceAt(8));
    const { id } = (await other.graphql('{ me { id } }')).body.data.me;
    const theirs = listen(second, other);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await staff.graphql(END_SESSIONS, { id })).body.data.endCustomerSessions.activeSessions).toBe(0);
    expect(await theirs.ended).toEqual({ code: 4401 });
  });
});
