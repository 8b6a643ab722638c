import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { card, type CatalogueProduct, CONFIRM, DETAILS, ORDER, products, SAVE_DETAILS, setStock, START_CHECKOUT, stockOf } from './checkout.test-helpers';
import { emailsTo, expireHold, signedInAdmin, signedInCustomer, STAFF_ORDER, STAFF_ORDERS, sweeper } from './staff-orders.test-helpers';
import { SimulatedGateway } from '../payments/simulated-gateway';

let app: TestApp;
let sweep: ReturnType<typeof sweeper>;
let watch: CatalogueProduct;

beforeAll(async () => {
  app = await startTestApp();
  sweep = sweeper(app, new SimulatedGateway(app.orm));
  [watch] = await products(app, "category = 'watches' and stock >= 5 order by id limit 1 --");
  await setStock(app, watch.id, 20);
});
afterAll(() => app.close());

const orderState = async (access: { number: string; token: string }) => (await app.graphql(ORDER, access)).body.data.order;
const STATE = `query S($number: String!, $token: String) { order(number: $number, token: $token) { status cancellationCode cancellationReason cancelledAt paymentStatus isPaid } }`;

async function abandonedCheckout(client: Pick<TestApp, 'graphql'> = app) {
  const started = await client.graphql(START_CHECKOUT, { input: { expectedTotal: watch.pricePaid, items: [{ productId: String(watch.id), quantity: 1 }] } });
  const { order, orderToken, clientSecret } = started.body.data.startCheckout;
  const access = { number: order.number as string, token: orderToken as string };
  await client.graphql(SAVE_DETAILS, { order: access, details: DETAILS });
  return { id: order.id as string, access, clientSecret: clientSecret as string };
}

describe('abandoned checkouts end', () => {
  it('a checkout left unpaid past its hold is cancelled as checkout_expired: stock back, payment closed, nothing charged', async () => {
    const before = await stockOf(app, watch.id);
    const checkout = await abandonedCheckout();
    expect(await stockOf(app, watch.id)).toBe(before - 1);
    await expireHold(app, checkout.id);

    expect(await sweep()).toMatchObject({ ended: 1, paid: 0 });
    const order = (await app.graphql(STATE, checkout.access)).body.data.order;
    expect(order).toMatchObject({
      status: 'CANCELLED',
      cancellationCode: 'CHECKOUT_EXPIRED',
      cancellationReason: 'The checkout expired before it was paid; nothing was charged.',
      paymentStatus: 'UNPAID',
      isPaid: false,
    });
    expect(order.cancelledAt).toBeTruthy();
    expect(await stockOf(app, watch.id)).toBe(before);
    const [intent] = await sql<{ status: string }>(app.orm, `select i.status from simulated_payment_intent i join customer_order o on o.payment_intent_id = i.id where o.id = ?`, [checkout.id]);
    expect(intent.status).toBe('canceled');

    // Coming back to the old payment form later cannot charge the card.
    const late = await app.graphql(CONFIRM, { clientSecret: checkout.clientSecret, card: card('4242424242424242') });
    expect(late.body.errors[0]).toMatchObject({ message: 'This checkout has expired. Please start again from your cart.', extensions: { code: 'CONFLICT', reason: 'ORDER_CLOSED' } });
    expect(await sweep()).toMatchObject({ ended: 0 });
  });

  it('leaves checkouts still within their hold alone, and ends one whose card was declined once the hold has run out', async () => {
    const live = await abandonedCheckout();
    const declined = await abandonedCheckout();
    await app.graphql(CONFIRM, { clientSecret: declined.clientSecret, card: card('4000000000000002') });
    expect((await sweep()).ended).toBe(0);
    expect((await orderState(declined.access)).status).toBe('PENDING');

    await expireHold(app, declined.id);
    await sweep();
    expect((await app.graphql(STATE, declined.access)).body.data.order).toMatchObject({ status: 'CANCELLED', cancellationCode: 'CHECKOUT_EXPIRED' });
    expect((await orderState(live.access)).status).toBe('PENDING');
  });

  it('a payment that succeeded but was never reported is applied instead: the order is paid, not cancelled', async () => {
    const before = await stockOf(app, watch.id);
    const checkout = await abandonedCheckout();
    const email = DETAILS.email.toLowerCase();
    const mailsBefore = (await emailsTo(app, email)).length;
    await sql(app.orm, `update simulated_payment_intent set status = 'succeeded' where id = (select payment_intent_id from customer_order where id = ?)`, [checkout.id]);
    await expireHold(app, checkout.id);

    expect(await sweep()).toMatchObject({ paid: 1, ended: 0 });
    expect((await app.graphql(STATE, checkout.access)).body.data.order).toMatchObject({ status: 'PAID', cancellationCode: null, paymentStatus: 'PAID' });
    expect(await stockOf(app, watch.id)).toBe(before - 1);
    expect((await emailsTo(app, email)).slice(mailsBefore).map((m) => m.kind)).toEqual(['order_confirmation']);
  });

  it('two sweeps at once (two server processes) end each checkout once', async () => {
    const checkouts = [await abandonedCheckout(), await abandonedCheckout(), await abandonedCheckout()];
    for (const checkout of checkouts) await expireHold(app, checkout.id);
    const results = await Promise.all([sweep(), sweep()]);
    expect(results[0].ended + results[1].ended).toBe(3);
    for (const checkout of checkouts) expect((await orderState(checkout.access)).status).toBe('CANCELLED');
  });

  it('a checkout replaced by a newer one ends with its own reason', async () => {
    const old = await abandonedCheckout();
    await app.graphql(START_CHECKOUT, { input: { expectedTotal: watch.pricePaid, items: [{ productId: String(watch.id), quantity: 1 }], replaces: old.access } });
    expect((await app.graphql(STATE, old.access)).body.data.order).toMatchObject({ status: 'CANCELLED', cancellationCode: 'CHECKOUT_REPLACED', paymentStatus: 'UNPAID' });
  });
});

describe('how an expired checkout looks', () => {
  let customer: { browser: TestBrowser; email: string };
  let admin: TestBrowser;

  beforeAll(async () => {
    customer = await signedInCustomer(app);
    admin = await signedInAdmin(app);
  });

  it("is not in the customer's order history, but its page says the checkout expired and nothing was charged", async () => {
    const checkout = await abandonedCheckout(customer.browser);
    await expireHold(app, checkout.id);
    await sweep();
    const history = await customer.browser.graphql(`query { myOrders { totalCount items { number } } }`);
    expect(history.body.data.myOrders.items.map((o: any) => o.number)).not.toContain(checkout.access.number);
    const page = await customer.browser.graphql(STATE, { number: checkout.access.number });
    expect(page.body.data.order).toMatchObject({ status: 'CANCELLED', cancellationCode: 'CHECKOUT_EXPIRED', paymentStatus: 'UNPAID' });
  });

  it('staff see it only when they ask for cancelled orders, labelled as an expired checkout, with no action to take', async () => {
    const checkout = await abandonedCheckout();
    await expireHold(app, checkout.id);
    await sweep();
    const all = await admin.graphql(STAFF_ORDERS, { filter: { search: checkout.access.number } });
    expect(all.body.data.staffOrders.totalCount).toBe(0);
    const cancelled = await admin.graphql(STAFF_ORDERS, { filter: { status: 'CANCELLED', search: checkout.access.number } });
    expect(cancelled.body.data.staffOrders.items).toMatchObject([{ status: 'CANCELLED', cancellationCode: 'CHECKOUT_EXPIRED', paymentStatus: 'UNPAID' }]);
    expect((await admin.graphql(STAFF_ORDER, { number: checkout.access.number })).body.data.staffOrder.staffActions).toEqual([]);
  });
});
