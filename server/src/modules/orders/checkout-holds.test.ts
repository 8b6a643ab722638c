import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { STAFF_REASON_MESSAGE } from '../../common/audit/staff-reason';
import { type CatalogueProduct, DETAILS, ORDER, products, SAVE_DETAILS, setStock, startCheckout, stockOf } from './checkout.test-helpers';
import { HOLD_NOT_OPEN, maskEmail } from './checkout-holds.service';
import { SimulatedGateway } from '../payments/simulated-gateway';
import { signedInAdmin, signedInCustomer, sweeper } from './staff-orders.test-helpers';

const HOLDS = `query($limit: Int, $offset: Int) { checkoutHolds(limit: $limit, offset: $offset) { totalCount items { id orderNumber holder units expiresAt lines { productId name quantity } } } }`;
const RELEASE = `mutation($id: ID!, $reason: String!) { releaseCheckoutHold(id: $id, reason: $reason) { id orderNumber units } }`;

let app: TestApp;
let admin: TestBrowser;
let adminEmail: string;
let watch: CatalogueProduct;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  [{ email: adminEmail }] = await sql<{ email: string }>(app.orm, "select email from app_user where role = 'admin' order by id desc limit 1");
  [watch] = await products(app, "category = 'watches' and stock >= 1 order by id desc limit 1 --");
  await setStock(app, watch.id, 40);
});
afterAll(() => app.close());

const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });
const holdPage = async (limit = 100, offset = 0) => (await admin.graphql(HOLDS, { limit, offset })).body.data.checkoutHolds as { totalCount: number; items: any[] };
const holds = async () => (await holdPage()).items;

/** An open checkout of `quantity` watches; with an email once details are saved. */
async function openCheckout(quantity: number, email?: string) {
  const started = (await startCheckout(app, [{ product: watch, quantity }])).body.data!.startCheckout;
  const access = { number: started.order.number as string, token: started.orderToken as string };
  if (email) await app.graphql(SAVE_DETAILS, { order: access, details: { ...DETAILS, email } });
  return { id: started.order.id as string, access };
}

describe('checkout holds for staff', () => {
  it('masks the holder: first letter and domain, or "guest"', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskEmail(null)).toBe('guest');
    expect(maskEmail('@nobody')).toBe('guest');
  });

  it('lists each open checkout with what it holds, who (masked) and until when; visitors and customers are refused', async () => {
    const named = await openCheckout(2, 'hoarder@example.com');
    const guest = await openCheckout(1);
    const listed = await holds();
    expect(listed.find((hold) => hold.id === named.id)).toMatchObject({
      orderNumber: named.access.number,
      holder: 'h•••@example.com',
      units: 2,
      lines: [{ productId: String(watch.id), name: watch.name, quantity: 2 }],
    });
    expect(listed.find((hold) => hold.id === guest.id)).toMatchObject({ holder: 'guest', units: 1 });
    expect(Date.parse(listed.find((hold) => hold.id === named.id).expiresAt)).toBeGreaterThan(Date.now());
    const expiries = listed.map((hold) => Date.parse(hold.expiresAt));
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));

    const customer = await signedInCustomer(app);
    for (const [query, variables] of [[HOLDS, {}], [RELEASE, { id: named.id, reason: 'Hoarding the stock' }]] as const) {
      expect(errorOf((await app.graphql(query, variables)).body).code).toBe('UNAUTHENTICATED');
      expect(errorOf((await customer.browser.graphql(query, variables)).body).code).toBe('FORBIDDEN');
    }
  });

  it('releasing needs a reason; then the stock is back, the release is audited (who, why, before → after) and the checkout ends as expired', async () => {
    const held = await openCheckout(3, 'keeper@example.com');
    const stock = await stockOf(app, watch.id);

    for (const reason of ['', '   ', 'why']) {
      expect(errorOf((await admin.graphql(RELEASE, { id: held.id, reason })).body)).toEqual({ code: 'BAD_USER_INPUT', message: STAFF_REASON_MESSAGE });
    }
    expect(await stockOf(app, watch.id)).toBe(stock);

    const { body } = await admin.graphql(RELEASE, { id: held.id, reason: 'One guest holding the last three' });
    expect(body.data.releaseCheckoutHold).toEqual({ id: held.id, orderNumber: held.access.number, units: 3 });
    expect(await stockOf(app, watch.id)).toBe(stock + 3);
    expect((await holds()).map((hold) => hold.id)).not.toContain(held.id);

    const [audit] = await sql<{ action: string; actor_email: string; reason: string; subject_type: string; subject_id: string; changes: any }>(
      app.orm,
      "select action, actor_email, reason, subject_type, subject_id, changes from staff_action where subject_type = 'checkout_hold' and subject_id = ?",
      [held.access.number],
    );
    expect(audit).toMatchObject({ action: 'checkout_hold.release', actor_email: adminEmail, reason: 'One guest holding the last three', changes: { heldUnits: { from: 3, to: 0 } } });
    expect(audit.changes.lines).toEqual([{ productId: watch.id, name: watch.name, quantity: 3 }]);

    // Released twice: nothing more to give back.
    expect(errorOf((await admin.graphql(RELEASE, { id: held.id, reason: 'One guest holding the last three' })).body)).toEqual({ code: 'BAD_USER_INPUT', message: HOLD_NOT_OPEN });
    expect(await stockOf(app, watch.id)).toBe(stock + 3);

    // The checkout sweep ends it as expired, its payment cancelled.
    await sweeper(app, new SimulatedGateway(app.orm))();
    expect((await app.graphql(ORDER, held.access)).body.data.order).toMatchObject({ status: 'CANCELLED' });
    const [order] = await sql<{ cancellation_reason: string }>(app.orm, 'select cancellation_reason from customer_order where id = ?', [held.id]);
    expect(order.cancellation_reason).toBe('checkout_expired');
  });

  it('pages on the server, soonest to run out first, with the count of all holds: no silent cap, no hold twice', async () => {
    for (let i = 0; i < 3; i += 1) await openCheckout(1);
    const all = await holdPage(100, 0);
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.items).toHaveLength(Math.min(all.totalCount, 100));
    const first = await holdPage(2, 0);
    const second = await holdPage(2, 2);
    expect(first.totalCount).toBe(all.totalCount);
    expect(first.items.map((hold) => hold.id)).toEqual(all.items.slice(0, 2).map((hold) => hold.id));
    expect(second.items.map((hold) => hold.id)).toEqual(all.items.slice(2, 4).map((hold) => hold.id));
    // A wild page size is held to 1–100 rows, never an error; a paid or ended checkout is not counted.
    expect((await holdPage(0, 0)).items).toHaveLength(1);
    expect((await holdPage(10_000, 0)).items.length).toBeLessThanOrEqual(100);
    const [{ count }] = await sql<{ count: string }>(
      app.orm,
      "select count(distinct r.order_id) as count from stock_reservation r join customer_order o on o.id = r.order_id where r.state = 'active' and r.expires_at > now() and o.status = 'pending'",
    );
    expect(all.totalCount).toBe(Number(count));
  });

  it('a malformed or unknown checkout id is a 400 with words, never a server error', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "'; drop table product; --"]) {
      expect(errorOf((await admin.graphql(RELEASE, { id, reason: 'Checking the refusal' })).body)).toEqual({ code: 'BAD_USER_INPUT', message: HOLD_NOT_OPEN });
    }
  });
});
