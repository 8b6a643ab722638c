import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, DETAILS, ORDER, products, SAVE_DETAILS, startCheckout, stockOf } from '../orders/checkout.test-helpers';
import { StripeStub } from './stripe-stub.test-helpers';
import { emailsTo } from '../orders/staff-orders.test-helpers';

const LATE_STATE = `query S($number: String!, $token: String) { order(number: $number, token: $token) { status cancellationCode paymentStatus isPaid } }`;

const WEBHOOK_SECRET = 'whsec_test_aurum';
const stub = new StripeStub();
let app: TestApp;
let watch: CatalogueProduct;

beforeAll(async () => {
  const apiUrl = await stub.start();
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_aurum',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_aurum',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: apiUrl,
  });
  [watch] = await products(app, "category = 'watches' and stock >= 10");
});
afterAll(async () => {
  await app.close();
  await stub.stop();
});

async function started() {
  const { body } = await startCheckout(app, [{ product: watch }]);
  const session = body.data!.startCheckout;
  const access = { number: session.order.number, token: session.orderToken };
  await app.graphql(SAVE_DETAILS, { order: access, details: { ...DETAILS, email: `${session.order.number.toLowerCase()}@example.com` } });
  const intent = [...stub.intents.values()].find((i) => i.metadata.order_id === session.order.id)!;
  return { session, access, intent };
}

function event(id: string, type: string, intent: object) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object: intent } });
}

function deliver(payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  return app.fetch('/api/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
}

async function count(sql: string, values: unknown[]) {
  const [row] = await app.orm.em.fork().getConnection().execute<{ n: number }[]>(sql, values);
  return row.n;
}

const status = async (access: { number: string; token: string }) => (await app.graphql(ORDER, access)).body.data.order.status;

describe('Stripe gateway (against a loopback stub of the Stripe API)', () => {
  it('gives the browser the publishable key', async () => {
    expect(await (await app.fetch('/api/stripe/config')).json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_aurum', simulated: false, testCards: [] });
  });

  it('creates the PaymentIntent for the server total in pence GBP, with an idempotency key per order and the order in metadata', async () => {
    const { session } = await started();
    const create = stub.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!;
    expect(create.headers.authorization).toBe('Bearer sk_test_aurum');
    expect(create.headers['idempotency-key']).toBe(`aurum-order-${session.order.id}`);
    expect(create.form.get('amount')).toBe(String(watch.pricePaid));
    expect(create.form.get('currency')).toBe('gbp');
    expect(create.form.get('metadata[order_id]')).toBe(session.order.id);
    expect(create.form.get('metadata[order_number]')).toBe(session.order.number);
    expect(create.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(session.clientSecret).toMatch(/^pi_stub\d+_secret_stub$/);
  });

  it('a payment_intent.succeeded webhook delivered 5 times changes the order once', async () => {
    const { access, intent } = await started();
    const stockBefore = await stockOf(app, watch.id);
    const payload = event(`evt_${intent.id}_ok`, 'payment_intent.succeeded', { ...intent, status: 'succeeded' });

    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(responses.map(async (r) => (await r.json()).outcome));
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);

    expect(await status(access)).toBe('PAID');
    expect(await count('select count(*)::int as n from payment_event where id = ?', [`evt_${intent.id}_ok`])).toBe(1);
    expect(await count(`select count(*)::int as n from outbox_message where kind = 'order_confirmation' and subject like ?`, [`%${access.number}%`])).toBe(1);
    expect(await count(`select count(*)::int as n from stock_reservation r join customer_order o on o.id = r.order_id where o.number = ? and r.state = 'committed'`, [access.number])).toBe(1);
    expect(await stockOf(app, watch.id)).toBe(stockBefore);

    // A failure that arrives late, out of order, changes nothing either.
    const late = await deliver(event(`evt_${intent.id}_late_fail`, 'payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }));
    expect((await late.json()).outcome).toBe('ignored');
    expect(await status(access)).toBe('PAID');
  });

  it('refuses a webhook with a bad signature with 400 and changes nothing', async () => {
    const { access, intent } = await started();
    const payload = event(`evt_${intent.id}_forged`, 'payment_intent.succeeded', { ...intent, status: 'succeeded' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const response = await deliver(payload, forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Invalid webhook signature.' } });
    expect((await deliver(payload.replace('succeeded', 'succeeded '), Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).status).toBe(400);
    expect((await app.fetch('/api/stripe/webhook', { method: 'POST', body: payload })).status).toBe(400);
    expect(await status(access)).toBe('PENDING');
    expect(await count('select count(*)::int as n from payment_event where id = ?', [`evt_${intent.id}_forged`])).toBe(0);
  });

  it('payment_intent.payment_failed keeps the order open with the decline message and gives the stock back', async () => {
    const stockBefore = await stockOf(app, watch.id);
    const { access, intent } = await started();
    expect(await stockOf(app, watch.id)).toBe(stockBefore - 1);
    const failed = { ...intent, status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } };
    await deliver(event(`evt_${intent.id}_fail`, 'payment_intent.payment_failed', failed));
    const order = (await app.graphql(ORDER, access)).body.data.order;
    expect(order).toMatchObject({ status: 'PENDING', lastPaymentError: 'Your card was declined.' });
    expect(await stockOf(app, watch.id)).toBe(stockBefore);
  });

  it('refreshOrderPayment asks Stripe and marks the order paid when the intent succeeded (webhook still on its way)', async () => {
    const { access, intent } = await started();
    stub.intents.get(intent.id)!.status = 'succeeded';
    const { body } = await app.graphql(`mutation R($order: OrderAccessInput!) { refreshOrderPayment(order: $order) { status isPaid } }`, { order: access });
    expect(body.data.refreshOrderPayment).toEqual({ status: 'PAID', isPaid: true });
    const webhook = await deliver(event(`evt_${intent.id}_after_sync`, 'payment_intent.succeeded', { ...intent, status: 'succeeded' }));
    expect((await webhook.json()).outcome).toBe('ignored');
    expect(await count(`select count(*)::int as n from outbox_message where subject like ?`, [`%${access.number}%`])).toBe(1);
  });

  it("when Stripe refuses to create the intent: 'Could not set up payment', the stock goes back, the order is cancelled", async () => {
    const stockBefore = await stockOf(app, watch.id);
    stub.failNextCreate = 'Invalid API Key provided';
    const { body } = await startCheckout(app, [{ product: watch }]);
    expect(body.errors[0]).toMatchObject({ message: 'Could not set up payment. Please try again.', extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'PAYMENT_SETUP_FAILED' } });
    expect(await stockOf(app, watch.id)).toBe(stockBefore);
  });

  it('a payment that arrives for a checkout the shopper replaced is refunded, and the old order stays cancelled', async () => {
    const { session, access, intent } = await started();
    // The shopper paid in one tab and started again in another: Stripe then refuses to cancel the paid intent.
    stub.intents.get(intent.id)!.status = 'succeeded';
    await app.graphql(`mutation S($input: StartCheckoutInput!) { startCheckout(input: $input) { orderToken } }`, {
      input: { expectedTotal: watch.pricePaid, items: [{ productId: String(watch.id), quantity: 1 }], replaces: access },
    });
    expect(await status(access)).toBe('CANCELLED');
    await deliver(event(`evt_${intent.id}_too_late`, 'payment_intent.succeeded', { ...intent, status: 'succeeded' }));
    expect(await status(access)).toBe('CANCELLED');
    const refund = stub.requests.find((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === intent.id);
    expect(refund?.headers['idempotency-key']).toMatch(new RegExp(`^refund-${intent.id}-[0-9a-f-]{36}$`));
    expect(session.order.id).toBeTruthy();
    const order = (await app.graphql(LATE_STATE, access)).body.data.order;
    expect(order).toMatchObject({ status: 'CANCELLED', cancellationCode: 'CHECKOUT_REPLACED', paymentStatus: 'REFUNDED' });
    const mail = (await emailsTo(app, `${access.number.toLowerCase()}@example.com`)).at(-1)!;
    expect(mail).toMatchObject({ kind: 'order_refunded', subject: `Your payment for Aurum order ${access.number} has been refunded` });
  });

  it('the simulated card form is refused when Stripe takes the payments', async () => {
    const { session } = await started();
    const { body } = await app.graphql(
      `mutation P($s: String!) { confirmSimulatedPayment(clientSecret: $s, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" }) { status } }`,
      { s: session.clientSecret },
    );
    expect(body.errors[0].extensions.reason).toBe('NOT_SIMULATED');
  });
});
