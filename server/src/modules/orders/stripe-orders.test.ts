import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, DETAILS, products, SAVE_DETAILS, setStock, startCheckout, stockOf } from './checkout.test-helpers';
import { CANCEL, emailsTo, expireHold, REFUND, signedInAdmin, STAFF_ORDER, sweeper } from './staff-orders.test-helpers';
import { StripeGateway } from '../payments/stripe-gateway';
import { StripeStub } from '../payments/stripe-stub.test-helpers';

const WEBHOOK_SECRET = 'whsec_test_aurum_orders';
const stub = new StripeStub();
let app: TestApp;
let admin: TestBrowser;
let watch: CatalogueProduct;
let sweep: ReturnType<typeof sweeper>;

beforeAll(async () => {
  const apiUrl = await stub.start();
  const stripe = { secretKey: 'sk_test_aurum', publishableKey: 'pk_test_aurum', webhookSecret: WEBHOOK_SECRET, apiUrl };
  app = await startTestApp({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_PUBLISHABLE_KEY: stripe.publishableKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: apiUrl });
  admin = await signedInAdmin(app);
  [watch] = await products(app, "category = 'watches' and stock >= 5 order by id desc limit 1 --");
  await setStock(app, watch.id, 20);
  sweep = sweeper(app, new StripeGateway(stripe));
});
afterAll(async () => {
  await app.close();
  await stub.stop();
});

const STATE = `query S($number: String!, $token: String) { order(number: $number, token: $token) { status cancellationCode paymentStatus isPaid cancelledAt } }`;

/** A checkout with details given, and its intent at the stub. */
async function checkout(quantity = 1) {
  const session = (await startCheckout(app, [{ product: watch, quantity }])).body.data!.startCheckout;
  const access = { number: session.order.number, token: session.orderToken };
  const email = `${session.order.number.toLowerCase()}@example.com`;
  await app.graphql(SAVE_DETAILS, { order: access, details: { ...DETAILS, email } });
  const intent = [...stub.intents.values()].find((i) => i.metadata.order_id === session.order.id)!;
  return { id: session.order.id, access, intent, email };
}

function deliverSuccess(intent: { id: string }, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...stub.intents.get(intent.id), status: 'succeeded' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.fetch('/api/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
}

/** Paid through Stripe: the intent succeeds and its webhook arrives. */
async function paidOrder(quantity = 1) {
  const bought = await checkout(quantity);
  stub.intents.get(bought.intent.id)!.status = 'succeeded';
  await deliverSuccess(bought.intent, `evt_${bought.intent.id}_paid`);
  return bought;
}

const refundRequests = (intentId: string) => stub.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.form.get('payment_intent') === intentId);
const state = async (access: { number: string; token: string }) => (await app.graphql(STATE, access)).body.data.order;

describe('staff refunds through Stripe', () => {
  it('refundOrder creates one Stripe refund of the whole PaymentIntent, with an idempotency key, and restocks', async () => {
    const before = await stockOf(app, watch.id);
    const order = await paidOrder();
    expect(await stockOf(app, watch.id)).toBe(before - 1);
    const { body } = await admin.graphql(REFUND, { number: order.access.number });
    expect(body.data.refundOrder).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED', paymentReference: order.intent.id });
    const [request] = refundRequests(order.intent.id);
    expect(request.form.get('amount')).toBe(String(watch.pricePaid));
    expect(request.headers['idempotency-key']).toMatch(new RegExp(`^refund-${order.intent.id}-`));
    expect(body.data.refundOrder.refundReference).toBe(stub.refunds.find((r) => r.payment_intent === order.intent.id)!.id);
    expect(await stockOf(app, watch.id)).toBe(before);
  });

  it('two refunds at once reach Stripe once', async () => {
    const order = await paidOrder();
    const results = await Promise.all([admin.graphql(REFUND, { number: order.access.number }), admin.graphql(REFUND, { number: order.access.number })]);
    expect(results.filter((r) => r.body.data?.refundOrder)).toHaveLength(1);
    expect(refundRequests(order.intent.id)).toHaveLength(1);
    expect(stub.refunds.filter((r) => r.payment_intent === order.intent.id)).toHaveLength(1);
  });

  it('when Stripe refuses the refund: SERVICE_UNAVAILABLE, the order stays paid, nothing restocked or emailed', async () => {
    const order = await paidOrder();
    const stock = await stockOf(app, watch.id);
    stub.failNextRefund = 'Your card was declined.';
    const { body } = await admin.graphql(REFUND, { number: order.access.number });
    expect(body.errors[0]).toMatchObject({
      message: 'The payment provider did not accept the refund, so nothing has changed. Please try again.',
      extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'REFUND_FAILED' },
    });
    expect((await admin.graphql(STAFF_ORDER, { number: order.access.number })).body.data.staffOrder).toMatchObject({ status: 'PAID', refundReference: null });
    expect(await stockOf(app, watch.id)).toBe(stock);
    expect((await emailsTo(app, order.email)).map((m) => m.kind)).toEqual(['order_confirmation']);
    // A second try goes through.
    expect((await admin.graphql(REFUND, { number: order.access.number })).body.data.refundOrder.status).toBe('REFUNDED');
  });

  it('a refund Stripe already made (its idempotency key forgotten) is found and recorded, not made twice', async () => {
    const order = await paidOrder();
    stub.refunds.push({ id: 're_earlier', object: 'refund', amount: watch.pricePaid, currency: 'gbp', payment_intent: order.intent.id, status: 'succeeded' });
    const { body } = await admin.graphql(CANCEL, { number: order.access.number });
    expect(body.data.cancelOrder).toMatchObject({ status: 'CANCELLED', refundReference: 're_earlier', paymentStatus: 'REFUNDED' });
    expect(stub.refunds.filter((r) => r.payment_intent === order.intent.id)).toHaveLength(1);
  });
});

describe('partial refunds through Stripe', () => {
  const LINE_REFUND = `mutation($number: String!, $quantity: Int!, $productId: ID!, $reason: String!) {
    refundOrder(number: $number, lines: [{ productId: $productId, quantity: $quantity }], reason: $reason) { status refunded { amount } refunds { amount { amount } gatewayReference } }
  }`;
  const refundOne = (number: string, reason: string) => admin.graphql(LINE_REFUND, { number, productId: String(watch.id), quantity: 1, reason });

  it('a line refund sends Stripe the line amount with its own idempotency key; each partial refund is its own Stripe refund', async () => {
    const order = await paidOrder(2);
    const first = (await refundOne(order.access.number, 'Scratched bezel')).body.data.refundOrder;
    expect(first).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: { amount: watch.pricePaid } });
    const second = (await refundOne(order.access.number, 'The second one was scratched too')).body.data.refundOrder;
    expect(second).toMatchObject({ status: 'REFUNDED', refunded: { amount: 2 * watch.pricePaid } });

    const requests = refundRequests(order.intent.id);
    expect(requests.map((request) => request.form.get('amount'))).toEqual([String(watch.pricePaid), String(watch.pricePaid)]);
    const keys = requests.map((request) => request.headers['idempotency-key']);
    for (const key of keys) expect(key).toMatch(new RegExp(`^refund-${order.intent.id}-[0-9a-f-]{36}$`));
    expect(new Set(keys).size).toBe(2);
    const made = stub.refunds.filter((refund) => refund.payment_intent === order.intent.id);
    expect(made.map((refund) => refund.amount)).toEqual([watch.pricePaid, watch.pricePaid]);
    expect(second.refunds.map((refund: any) => refund.gatewayReference)).toEqual(made.map((refund) => refund.id));
  });

  it("Stripe's charge_already_refunded never passes an earlier refund off as a new one: a clear error to staff, the order unchanged", async () => {
    const order = await paidOrder(3);
    const first = (await refundOne(order.access.number, 'Scratched bezel')).body.data.refundOrder;
    // The rest was given back in the Stripe dashboard, unknown to the shop: Stripe now refuses any refund.
    stub.refunds.push({ id: 're_dashboard', object: 'refund', amount: 2 * watch.pricePaid, currency: 'gbp', payment_intent: order.intent.id, status: 'succeeded' });

    const { body } = await refundOne(order.access.number, 'One more scratched');
    expect(body.errors[0]).toMatchObject({
      message: 'The payment provider says this payment has already been refunded in full, so no new refund was made and the order is unchanged. Check the payment with the provider before trying again.',
      extensions: { code: 'CONFLICT', reason: 'ALREADY_REFUNDED' },
    });
    const after = (await admin.graphql(`query($number: String!) { staffOrder(number: $number) { status refunded { amount } refunds { gatewayReference } } }`, { number: order.access.number })).body.data.staffOrder;
    expect(after).toEqual({ status: 'PARTIALLY_REFUNDED', refunded: { amount: watch.pricePaid }, refunds: first.refunds.map((refund: any) => ({ gatewayReference: refund.gatewayReference })) });
  });

  it('an earlier refund of the same amount that the shop already recorded is not the answer either', async () => {
    const order = await paidOrder(2);
    await refundOne(order.access.number, 'Scratched bezel');
    stub.refunds.push({ id: 're_dashboard_same', object: 'refund', amount: watch.pricePaid, currency: 'gbp', payment_intent: order.intent.id, status: 'succeeded' });
    // Stripe lists the shop's recorded refund first; the unrecorded one of the same amount is the one made for this line.
    const { body } = await refundOne(order.access.number, 'The second one');
    expect(body.data.refundOrder).toMatchObject({ status: 'REFUNDED', refunded: { amount: 2 * watch.pricePaid } });
    expect(body.data.refundOrder.refunds.at(-1).gatewayReference).toBe('re_dashboard_same');
  });
});

describe('abandoned Stripe checkouts and late payments', () => {
  it('the sweep cancels the unpaid PaymentIntent at Stripe, then ends the checkout', async () => {
    const order = await checkout();
    await expireHold(app, order.id);
    expect((await sweep()).ended).toBeGreaterThanOrEqual(1);
    expect(stub.intents.get(order.intent.id)!.status).toBe('canceled');
    expect(await state(order.access)).toMatchObject({ status: 'CANCELLED', cancellationCode: 'CHECKOUT_EXPIRED', paymentStatus: 'UNPAID' });
  });

  it('a payment still processing at Stripe keeps the checkout pending (Stripe will not cancel it)', async () => {
    const processing = await checkout();
    stub.intents.get(processing.intent.id)!.status = 'processing';
    await expireHold(app, processing.id);
    const result = await sweep();
    expect(result.kept).toBeGreaterThanOrEqual(1);
    expect((await state(processing.access)).status).toBe('PENDING');
    await sql(app.orm, `update customer_order set status = 'cancelled' where id = ?`, [processing.id]);
  });

  it('a payment that succeeded but whose webhook is lost is found by the sweep and the order is paid', async () => {
    const order = await checkout();
    stub.intents.get(order.intent.id)!.status = 'succeeded';
    await expireHold(app, order.id);
    expect((await sweep()).paid).toBe(1);
    expect(await state(order.access)).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
  });

  it('a success webhook for an expired checkout is honoured when the stock is still there: paid, confirmed, stock taken again', async () => {
    const order = await checkout();
    await expireHold(app, order.id);
    await sweep();
    const before = await stockOf(app, watch.id);
    expect((await state(order.access)).status).toBe('CANCELLED');

    stub.intents.get(order.intent.id)!.status = 'succeeded';
    expect((await (await deliverSuccess(order.intent, `evt_${order.intent.id}_late`)).json()).outcome).toBe('applied');
    expect(await state(order.access)).toMatchObject({ status: 'PAID', cancellationCode: null, paymentStatus: 'PAID', isPaid: true, cancelledAt: null });
    expect(await stockOf(app, watch.id)).toBe(before - 1);
    expect((await emailsTo(app, order.email)).map((m) => m.kind)).toEqual(['order_confirmation']);
    expect(refundRequests(order.intent.id)).toHaveLength(0);
  });

  /** A checkout ended by the sweep, then paid at Stripe while its watch sold out; the webhook arrives, then the stock is put back. */
  async function latePaymentForSoldOutCheckout(eventId: string) {
    const order = await checkout();
    await expireHold(app, order.id);
    await sweep();
    const stock = await stockOf(app, watch.id);
    await setStock(app, watch.id, 0);
    stub.intents.get(order.intent.id)!.status = 'succeeded';
    await deliverSuccess(order.intent, eventId);
    expect(await stockOf(app, watch.id)).toBe(0);
    await setStock(app, watch.id, stock);
    return order;
  }

  it('a success webhook for an expired checkout whose stock is gone is refunded at once, and the customer told', async () => {
    const order = await latePaymentForSoldOutCheckout('evt_late_sold_out');
    expect(await state(order.access)).toMatchObject({ status: 'CANCELLED', cancellationCode: 'SOLD_OUT_AFTER_PAYMENT', paymentStatus: 'REFUNDED' });
    expect(refundRequests(order.intent.id)).toHaveLength(1);
    const [mail] = await emailsTo(app, order.email);
    expect(mail).toMatchObject({ kind: 'order_refunded', subject: `Your payment for Aurum order ${order.access.number} has been refunded` });
    expect(mail.body).toContain('We could not complete the order, so we have given the payment back in full.');

    // Redelivered: nothing more happens.
    await deliverSuccess(order.intent, `evt_${order.intent.id}_late_sold_out_again`);
    expect(refundRequests(order.intent.id)).toHaveLength(1);
    expect(await emailsTo(app, order.email)).toHaveLength(1);
  });

  it('when that automatic refund is refused, staff see the payment is still held and can refund it; the order stays cancelled', async () => {
    stub.failNextRefund = 'Stripe is having a moment.';
    const order = await latePaymentForSoldOutCheckout('evt_late_refund_fails');
    const stock = await stockOf(app, watch.id);

    const held = (await admin.graphql(STAFF_ORDER, { number: order.access.number })).body.data.staffOrder;
    expect(held).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PAID', staffActions: ['REFUND'] });
    const { body } = await admin.graphql(REFUND, { number: order.access.number });
    expect(body.data.refundOrder).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED', staffActions: [] });
    expect(await stockOf(app, watch.id)).toBe(stock);
  });
});
