import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, testBrowser, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, DETAILS, products, SAVE_DETAILS, setStock, START_CHECKOUT, stockOf } from './checkout.test-helpers';
import { HOLD_LIMITS, HOLD_MESSAGES } from './hold-limits';
import { signedInCustomer } from './staff-orders.test-helpers';

let app: TestApp;
let watch: CatalogueProduct;

beforeAll(async () => {
  app = await startTestApp();
  [watch] = await products(app, "category = 'watches' and stock > 0 order by id limit 1 --");
  await setStock(app, watch.id, 500);
});
afterAll(() => app.close());

type Client = Pick<TestBrowser, 'graphql'>;
const start = (client: Client, quantity: number) =>
  client.graphql(START_CHECKOUT, { input: { expectedTotal: watch.pricePaid * quantity, items: [{ productId: String(watch.id), quantity }] } });
const refusal = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, reason: body.errors?.[0]?.extensions?.reason, message: body.errors?.[0]?.message });
/** Units held right now by live reservations of pending orders of this holder. */
const heldBy = async (holder: string) =>
  Number(
    (
      await sql(
        app.orm,
        `select coalesce(sum(r.quantity), 0)::int as n from stock_reservation r join customer_order o on o.id = r.order_id
         where o.holder = ? and o.status = 'pending' and r.state = 'active' and r.expires_at > now()`,
        [holder],
      )
    )[0].n,
  );

describe('one checkout holds at most 10 units', () => {
  it('a cart of 11 is refused (BAD_USER_INPUT, HOLD_LIMIT) with the concierge invitation, and nothing is held', async () => {
    const before = await stockOf(app, watch.id);
    const { body } = await start(testBrowser(app), 11);
    expect(refusal(body)).toEqual({ code: 'BAD_USER_INPUT', reason: 'HOLD_LIMIT', message: HOLD_MESSAGES.perCheckout });
    expect(body.errors[0].message).toMatch(/at most 10 items in one checkout.*contact our concierge/);
    expect(await stockOf(app, watch.id)).toBe(before);
    expect((await start(testBrowser(app), 10)).body.data).toBeTruthy();
  });

  it('counts units across lines, and the REST path answers the same refusal in the one error shape', async () => {
    const [coat] = await products(app, "category = 'clothing' and stock > 0 and cardinality(available_sizes) > 1 order by id limit 1 --");
    await setStock(app, coat.id, 100);
    const [small, large] = coat.availableSizes;
    const browser = testBrowser(app);
    const response = await browser.post('/api/create-payment-intent', {
      amount: (watch.pricePaid * 6 + coat.pricePaid * 5) / 100,
      items: [
        { id: String(watch.id), quantity: 6 },
        { id: String(coat.id), quantity: 3, size: small },
        { id: String(coat.id), quantity: 2, size: large },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: 'BAD_USER_INPUT', message: HOLD_MESSAGES.perCheckout, details: { reason: 'HOLD_LIMIT', limit: 10, requested: 11 } },
    });
  });
});

describe('one shopper holds at most 20 units across open checkouts', () => {
  it('a guest address: 10 + 10 held, one more refused in words; another address is not affected; an ended hold frees the room', async () => {
    const guest = testBrowser(app);
    const first = (await start(guest, 10)).body.data.startCheckout;
    expect((await start(guest, 10)).body.data).toBeTruthy();
    const before = await stockOf(app, watch.id);
    const { body } = await start(guest, 1);
    expect(refusal(body)).toEqual({ code: 'BAD_USER_INPUT', reason: 'HOLD_LIMIT', message: HOLD_MESSAGES.perHolder(20) });
    expect(body.errors[0].message).toBe(
      'You already have 20 items reserved in other checkouts that are not yet paid, and one shopper can reserve at most 20 at a time. Please complete one of those checkouts, or wait a few minutes for its reservation to end, then try again.',
    );
    expect(await stockOf(app, watch.id)).toBe(before);
    expect(await heldBy(`ip:${guest.ip}`)).toBe(HOLD_LIMITS.perHolder);

    expect((await start(testBrowser(app), 1)).body.data).toBeTruthy();

    await sql(app.orm, `update stock_reservation set expires_at = now() - interval '1 second' where order_id = ?`, [first.order.id]);
    expect((await start(guest, 10)).body.data).toBeTruthy();
  });

  it('a replaced checkout no longer counts: the browser that starts again within its limit is never refused', async () => {
    const guest = testBrowser(app);
    let replaces: { number: string; token: string } | null = null;
    for (let i = 0; i < 4; i++) {
      const started: { body: { data?: any; errors?: any } } = await guest.graphql(START_CHECKOUT, { input: { expectedTotal: watch.pricePaid * 10, items: [{ productId: String(watch.id), quantity: 10 }], replaces } });
      expect(started.body.errors).toBeUndefined();
      replaces = { number: started.body.data.startCheckout.order.number, token: started.body.data.startCheckout.orderToken };
    }
    expect(await heldBy(`ip:${guest.ip}`)).toBe(10);
  });

  it('a signed-in customer is counted as one person, from any address', async () => {
    const customer = await signedInCustomer(app);
    expect((await start(customer.browser, 10)).body.data).toBeTruthy();
    const elsewhere = testBrowser(app);
    for (const [name, value] of customer.browser.cookies) elsewhere.cookies.set(name, value);
    expect((await start(elsewhere, 10)).body.data).toBeTruthy();
    const { body } = await start(elsewhere, 2);
    expect(refusal(body)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'HOLD_LIMIT' });
    expect(body.errors[0].extensions).toMatchObject({ held: 20, limit: 20 });
  });

  it('checkouts started at once by one shopper cannot both pass the cap (each of 5 trials: of three 10-unit starts, exactly two hold)', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const guest = testBrowser(app);
      const results = await Promise.all([start(guest, 10), start(guest, 10), start(guest, 10)]);
      const refused = results.filter((result) => result.body.errors);
      expect(results.filter((result) => result.body.data?.startCheckout)).toHaveLength(2);
      expect(refused.map((result) => refusal(result.body).reason)).toEqual(['HOLD_LIMIT']);
      expect(await heldBy(`ip:${guest.ip}`)).toBe(20);
    }
  });
});

describe('a hold is not kept alive for ever', () => {
  const expiresAt = async (orderId: string) => new Date((await sql(app.orm, `select max(expires_at) as at from stock_reservation where order_id = ? and state = 'active'`, [orderId]))[0].at);

  it('saving the details again extends the hold, but never past twice CHECKOUT_RESERVATION_MINUTES (15) from the start', async () => {
    const guest = testBrowser(app);
    const { order, orderToken } = (await start(guest, 1)).body.data.startCheckout;
    const access = { number: order.number, token: orderToken };
    // The checkout began 25 minutes ago and its hold is still live: a save may extend it to minute 30, not to now + 15.
    await sql(app.orm, `update customer_order set created_at = now() - interval '25 minutes' where id = ?`, [order.id]);
    await sql(app.orm, `update stock_reservation set expires_at = now() + interval '1 minute' where order_id = ?`, [order.id]);
    expect((await guest.graphql(SAVE_DETAILS, { order: access, details: DETAILS })).body.data).toBeTruthy();
    const minutesLeft = ((await expiresAt(order.id)).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(4);
    expect(minutesLeft).toBeLessThan(5.5);

    // Saved again and again: it stays at minute 30.
    for (let i = 0; i < 3; i++) await guest.graphql(SAVE_DETAILS, { order: access, details: DETAILS });
    expect(((await expiresAt(order.id)).getTime() - Date.now()) / 60_000).toBeLessThan(5.5);
  });

  it('past that, the stock is not taken again before payment: saving is refused and nothing is held', async () => {
    const guest = testBrowser(app);
    const { order, orderToken } = (await start(guest, 1)).body.data.startCheckout;
    await sql(app.orm, `update customer_order set created_at = now() - interval '31 minutes' where id = ?`, [order.id]);
    await sql(app.orm, `update stock_reservation set expires_at = now() - interval '1 minute' where order_id = ?`, [order.id]);
    const before = await stockOf(app, watch.id);
    const { body } = await guest.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details: DETAILS });
    expect(refusal(body)).toEqual({ code: 'CONFLICT', reason: 'HOLD_EXPIRED', message: HOLD_MESSAGES.holdOver });
    expect(await stockOf(app, watch.id)).toBe(before);
  });
});
