import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../common/jobs/jobs';
import { sql, STRONG_PASSWORD, testBrowser, type TestBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { NOTIFICATION_MESSAGES } from './notification.service';
import { PRODUCT_ALERTS_JOB, productAlertJobs } from './product-alerts';

const PAGE = `query($first: Int, $after: String) { myNotifications(first: $first, after: $after) {
  unreadCount pageInfo { hasNextPage endCursor } nodes { id kind message link oldPrice { amount formatted } newPrice { formatted } readAt } } }`;
const MARK = 'mutation($id: ID!) { markNotificationRead(id: $id) { id readAt } }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';
const ADD = 'mutation($id: ID!, $size: String) { addToWishlist(productId: $id, size: $size) { product { id } size } }';
const ON_SALE = 'mutation($ids: [ID!]!) { putProductsOnSale(ids: $ids, percent: 10, reason: "Winter sale on this piece") { updatedCount } }';
const PREFERENCES = 'mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { notifications { orderUpdates priceDropInApp priceDropEmail backInStockInApp } } }';

let app: TestApp;
let staff: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  const admin = await verifiedCustomer(app);
  await sql(app.orm, "update app_user set role = 'admin' where email = ?", [admin.email]);
  staff = testBrowser(app);
  await staff.post('/api/auth/login', { email: admin.email, password: STRONG_PASSWORD });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function customer(): Promise<{ browser: TestBrowser; userId: number }> {
  const { email, password } = await verifiedCustomer(app);
  const browser = testBrowser(app);
  await browser.post('/api/auth/login', { email, password });
  const [{ id }] = await sql<{ id: number }>(app.orm, 'select id from app_user where email = ?', [email]);
  return { browser, userId: id };
}

let productOffset = 0;
/** A product not on sale, its earlier changes processed. */
async function freshProduct(): Promise<number> {
  productOffset += 1;
  const [{ id }] = await sql<{ id: number }>(app.orm, 'select id from product where archived_at is null order by id desc offset ? limit 1', [productOffset]);
  await sql(app.orm, 'update product set sale_price_pence = null, price_pence = 200000, stock = 4 where id = ?', [id]);
  await runAlertJobs();
  return id;
}

/** What a server process does: the job the catalogue notification scheduled (waited for), then the sweep. */
async function runAlertJobs(): Promise<void> {
  const { handlers, recurring } = productAlertJobs(app.orm);
  await new JobRunner(app.orm, handlers!, 1000, recurring).runDue();
}

/** Waits for the job a process schedules when it hears of the catalogue's latest committed change. */
async function waitForScheduledJob(): Promise<void> {
  const [{ version }] = await sql<{ version: string }>(app.orm, 'select version::text from catalogue_state where id = 1');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await sql<{ n: number }>(app.orm, `select count(*)::int as n from job where key = ?`, [`${PRODUCT_ALERTS_JOB}:v${version}`]);
    if (row.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no alerts job was scheduled after the change committed');
}

describe('alerts through GraphQL', () => {
  it('staff put a wishlisted piece on sale: after commit a job is scheduled and the follower sees one unread alert with old → new price', async () => {
    const { browser } = await customer();
    const piece = await freshProduct();
    await browser.graphql(ADD, { id: String(piece) });
    expect((await staff.graphql(ON_SALE, { ids: [String(piece)] })).body.data.putProductsOnSale.updatedCount).toBe(1);
    await waitForScheduledJob();
    await runAlertJobs();
    const page = (await browser.graphql(PAGE)).body.data.myNotifications;
    expect(page.unreadCount).toBe(1);
    expect(page.nodes).toEqual([
      expect.objectContaining({ kind: 'PRICE_DROP', link: `/product/${piece}`, oldPrice: { amount: 200000, formatted: '£2,000.00' }, newPrice: { formatted: '£1,800.00' }, readAt: null }),
    ]);
  });

  it('pages newest first with a cursor, bounded 1–50; marks one read, then all', async () => {
    const { browser, userId } = await customer();
    const piece = await freshProduct();
    for (let index = 0; index < 3; index += 1) {
      await sql(app.orm, `insert into notification (user_id, kind, product_id, message, link, dedupe_key) values (?, 'PRICE_DROP', ?, ?, '/product/1', ?)`, [userId, piece, `alert ${index}`, `test:${userId}:${index}`]);
    }
    const first = (await browser.graphql(PAGE, { first: 2 })).body.data.myNotifications;
    expect(first.nodes.map((node: { message: string }) => node.message)).toEqual(['alert 2', 'alert 1']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await browser.graphql(PAGE, { first: 2, after: first.pageInfo.endCursor })).body.data.myNotifications;
    expect(second.nodes.map((node: { message: string }) => node.message)).toEqual(['alert 0']);
    expect(second.pageInfo.hasNextPage).toBe(false);

    for (const bad of [0, 51]) {
      const refused = await browser.graphql(PAGE, { first: bad });
      expect(refused.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'first', messages: [NOTIFICATION_MESSAGES.firstOutOfRange] }] });
    }
    expect((await browser.graphql(PAGE, { first: 50 })).body.data.myNotifications.nodes).toHaveLength(3);
    expect((await browser.graphql(PAGE, { after: 'not-a-cursor' })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const read = (await browser.graphql(MARK, { id: first.nodes[0].id })).body.data.markNotificationRead;
    expect(read.readAt).not.toBeNull();
    expect((await browser.graphql(PAGE)).body.data.myNotifications.unreadCount).toBe(2);
    expect((await browser.graphql(MARK_ALL)).body.data.markAllNotificationsRead).toBe(2);
    expect((await browser.graphql(PAGE)).body.data.myNotifications.unreadCount).toBe(0);
  });

  it("answers another customer's alert exactly as one that does not exist, and leaves it unread", async () => {
    const owner = await customer();
    const other = await customer();
    const [{ id }] = await sql<{ id: string }>(app.orm, `insert into notification (user_id, kind, message, link, dedupe_key) values (?, 'PRICE_DROP', 'theirs', '/product/1', ?) returning id::text`, [owner.userId, `test:own:${owner.userId}`]);
    const theirs = await other.browser.graphql(MARK, { id });
    const missing = await other.browser.graphql(MARK, { id: '999999999999' });
    const malformed = await other.browser.graphql(MARK, { id: 'abc' });
    for (const answer of [theirs, missing, malformed]) expect(answer.body.errors[0]).toMatchObject({ message: NOTIFICATION_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    expect((await other.browser.graphql(MARK_ALL)).body.data.markAllNotificationsRead).toBe(0);
    expect((await owner.browser.graphql(PAGE)).body.data.myNotifications.unreadCount).toBe(1);
  });

  it('needs sign-in, and a partner key does not see the notification centre', async () => {
    const visitor = testBrowser(app);
    expect((await visitor.graphql(PAGE)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await visitor.graphql(MARK_ALL)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const created = await staff.graphql('mutation { createPartnerApiKey(input: { label: "Alerts probe", scopes: ["catalogue:read"] }) { secret } }');
    const response = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${created.body.data.createPartnerApiKey.secret}` },
      body: JSON.stringify({ query: '{ myNotifications { unreadCount } }' }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('keeps per-kind preferences with the other notification settings: on by default, each changed alone', async () => {
    const { browser } = await customer();
    const base = { orderUpdates: true, marketing: false, sms: false };
    const unchanged = (await browser.graphql(PREFERENCES, { input: base })).body.data.updateNotificationPreferences.notifications;
    expect(unchanged).toEqual({ orderUpdates: true, priceDropInApp: true, priceDropEmail: true, backInStockInApp: true });
    const changed = (await browser.graphql(PREFERENCES, { input: { ...base, priceDropInApp: false } })).body.data.updateNotificationPreferences.notifications;
    expect(changed).toEqual({ orderUpdates: true, priceDropInApp: false, priceDropEmail: true, backInStockInApp: true });
  });

  it('follows a size of clothing on the wishlist; a size the piece does not come in is refused', async () => {
    const { browser } = await customer();
    const [clothing] = await sql<{ id: number; sizes: string[] }>(app.orm, `select id, sizes from product where cardinality(sizes) > 0 order by id limit 1`);
    const added = (await browser.graphql(ADD, { id: String(clothing.id), size: clothing.sizes[0] })).body.data.addToWishlist;
    expect(added).toEqual([{ product: { id: String(clothing.id) }, size: clothing.sizes[0] }]);
    const refused = await browser.graphql(ADD, { id: String(clothing.id), size: 'XXXXL-not-a-size' });
    expect(refused.body.errors[0]).toMatchObject({ message: 'This piece does not come in that size.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
