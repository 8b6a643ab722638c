import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { JobRunner } from '../../common/jobs/jobs';
import { AccountKeys } from '../accounts/account-keys';
import { card, type CatalogueProduct, CONFIRM, DETAILS, products, SAVE_DETAILS, setStock, START_CHECKOUT, stockOf } from './checkout.test-helpers';
import { OrderAccessTokens } from './order-access';
import type { OrderDependencies } from './order-dependencies';
import { ORDER_JOBS, orderRecurringJobs } from './order-jobs';
import { RECONCILE_SECONDS } from '../payments/stranded-payments';
import { SimulatedGateway } from '../payments/simulated-gateway';
import { signedInCustomer } from './staff-orders.test-helpers';

let app: TestApp;
let watch: CatalogueProduct;
let gateway: SimulatedGateway;
let runner: JobRunner;

beforeAll(async () => {
  app = await startTestApp();
  [watch] = await products(app, "category = 'watches' and stock > 0 order by id limit 1 --");
  await setStock(app, watch.id, 200);
  gateway = new SimulatedGateway(app.orm);
  const dependencies: OrderDependencies = {
    gateway,
    tokens: new OrderAccessTokens(new AccountKeys(undefined)),
    publicUrl: 'http://shop.test',
    reservationMinutes: 15,
    messaging: { deliveredChannels: new Set(), shopOrigin: 'http://shop.test' },
    rateLimitExemptAddresses: new Set(),
  };
  // A server process's one job runner, with the shop's recurring work: run here by hand, as its poll would.
  runner = new JobRunner(app.orm, {}, 5_000, orderRecurringJobs(app.orm, dependencies));
});
afterAll(() => app.close());

const REFRESH = `mutation R($order: OrderAccessInput!) { refreshOrderPayment(order: $order) { status isPaid } }`;

let buyers = 0;
/** A checkout with its details saved, ready to pay; each with its own email so its confirmation emails can be counted. */
async function readyCheckout() {
  const started = await app.graphql(START_CHECKOUT, { input: { expectedTotal: watch.pricePaid, items: [{ productId: String(watch.id), quantity: 1 }] } });
  const { order, orderToken, clientSecret } = started.body.data.startCheckout;
  const access = { number: order.number as string, token: orderToken as string };
  const email = `payer-${++buyers}-${Date.now()}@example.com`;
  await app.graphql(SAVE_DETAILS, { order: access, details: { ...DETAILS, email } });
  return { id: order.id as string, access, clientSecret: clientSecret as string, email };
}

/** The card taken at the gateway and the app gone before it applied the payment: the intent succeeded, the order is still pending. */
async function strandedPayment() {
  const checkout = await readyCheckout();
  const { intent } = await gateway.confirm(checkout.clientSecret, card('4242424242424242'));
  expect(intent.status).toBe('succeeded');
  expect(await statusOf(checkout.id)).toBe('pending');
  return checkout;
}

const statusOf = async (orderId: string) => (await sql(app.orm, 'select status from customer_order where id = ?', [orderId]))[0].status as string;
const confirmations = async (email: string) => Number((await sql(app.orm, `select count(*)::int as n from outbox_message where recipient = ? and kind = 'order_confirmation'`, [email]))[0].n);
const committedUnits = async (orderId: string) =>
  Number((await sql(app.orm, `select coalesce(sum(quantity), 0)::int as n from stock_reservation where order_id = ? and state = 'committed'`, [orderId]))[0].n);
const makeSweepDue = () => sql(app.orm, `update job set run_at = now() - interval '1 second' where key = ?`, [`every:${ORDER_JOBS.checkoutSweep}`]);

describe('one answer per payment', () => {
  it('20 trials of two concurrent confirmations of one checkout: both answer SUCCEEDED, the order is paid once', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const checkout = await readyCheckout();
      const before = await stockOf(app, watch.id);
      const answers = await Promise.all([0, 1].map(() => app.graphql(CONFIRM, { clientSecret: checkout.clientSecret, card: card('4242424242424242') })));
      expect(answers.map((answer) => [answer.body.errors, answer.body.data?.confirmSimulatedPayment.status, answer.body.data?.confirmSimulatedPayment.order.status])).toEqual([
        [undefined, 'SUCCEEDED', 'PAID'],
        [undefined, 'SUCCEEDED', 'PAID'],
      ]);
      expect(await confirmations(checkout.email)).toBe(1);
      expect(await committedUnits(checkout.id)).toBe(1);
      expect(await stockOf(app, watch.id)).toBe(before);
    }
  });

  it('a confirmation after the order was paid answers SUCCEEDED again, without charging or applying twice', async () => {
    const checkout = await readyCheckout();
    for (let i = 0; i < 2; i++) {
      const answer = await app.graphql(CONFIRM, { clientSecret: checkout.clientSecret, card: card('4242424242424242') });
      expect(answer.body.data.confirmSimulatedPayment).toMatchObject({ status: 'SUCCEEDED', message: null });
    }
    expect(await confirmations(checkout.email)).toBe(1);
  });
});

describe('no payment stranded', () => {
  it('the reconciliation job applies a succeeded payment whose order is still pending, once, and runs again within a minute', async () => {
    const checkout = await strandedPayment();
    await makeSweepDue();
    expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(checkout.id)).toBe('paid');
    expect(await confirmations(checkout.email)).toBe(1);
    expect(await committedUnits(checkout.id)).toBe(1);
    const [job] = await sql(app.orm, `select status, extract(epoch from run_at - now())::float as seconds from job where key = ?`, [`every:${ORDER_JOBS.checkoutSweep}`]);
    expect(job.status).toBe('pending');
    expect(job.seconds).toBeGreaterThan(RECONCILE_SECONDS - 5);
    expect(job.seconds).toBeLessThanOrEqual(RECONCILE_SECONDS);

    // Run again (and again): nothing is applied twice.
    for (let i = 0; i < 2; i++) {
      await makeSweepDue();
      await runner.runDue();
    }
    expect(await confirmations(checkout.email)).toBe(1);
    expect(await committedUnits(checkout.id)).toBe(1);
    expect(await sql(app.orm, `select count(*)::int as n from payment_event e join customer_order o on o.payment_intent_id = e.payment_intent_id where o.id = ?`, [checkout.id])).toEqual([{ n: 1 }]);
  });

  it("the buyer's retries apply it too: paying again answers SUCCEEDED (no second charge), refreshOrderPayment answers PAID", async () => {
    const payAgain = await strandedPayment();
    const answer = await app.graphql(CONFIRM, { clientSecret: payAgain.clientSecret, card: card('4242424242424242') });
    expect(answer.body.data.confirmSimulatedPayment).toMatchObject({ status: 'SUCCEEDED', order: { status: 'PAID' } });
    expect(await confirmations(payAgain.email)).toBe(1);

    const refresh = await strandedPayment();
    expect((await app.graphql(REFRESH, { order: refresh.access })).body.data.refreshOrderPayment).toEqual({ status: 'PAID', isPaid: true });
    expect(await confirmations(refresh.email)).toBe(1);
  });

  it('the retry and the job at the same moment apply it once', async () => {
    const checkout = await strandedPayment();
    await makeSweepDue();
    const [, refreshed] = await Promise.all([runner.runDue(), app.graphql(REFRESH, { order: checkout.access })]);
    expect(refreshed.body.data.refreshOrderPayment.status).toBe('PAID');
    expect(await confirmations(checkout.email)).toBe(1);
    expect(await committedUnits(checkout.id)).toBe(1);
  });

  it('the same job still ends abandoned checkouts (one runner for the sweep and the reconciliation)', async () => {
    const checkout = await readyCheckout();
    await sql(app.orm, `update stock_reservation set expires_at = now() - interval '1 minute' where order_id = ?`, [checkout.id]);
    await makeSweepDue();
    await runner.runDue();
    expect(await statusOf(checkout.id)).toBe('cancelled');
  });
});

describe('the server charges the lines asked for when the checkout starts', () => {
  it("a signed-in customer's saved cart holds other items: the order, the payment and the charge are the requested lines only", async () => {
    const [other] = await products(app, `category = 'watches' and stock > 0 and id <> ${watch.id} order by id limit 1 --`);
    const customer = await signedInCustomer(app);
    await customer.browser.graphql(`mutation S($items: [CheckoutItemInput!]!) { saveCart(items: $items) }`, { items: [{ productId: String(other.id), quantity: 2 }] });
    const started = await customer.browser.graphql(START_CHECKOUT, { input: { expectedTotal: watch.pricePaid, items: [{ productId: String(watch.id), quantity: 1 }] } });
    const { order, clientSecret } = started.body.data.startCheckout;
    expect(order.lines.map((line: { productId: string; quantity: number }) => [Number(line.productId), line.quantity])).toEqual([[watch.id, 1]]);
    expect(order.total.amount).toBe(watch.pricePaid);
    await customer.browser.graphql(SAVE_DETAILS, { order: { number: order.number }, details: DETAILS });
    const paid = await customer.browser.graphql(CONFIRM, { clientSecret, card: card('4242424242424242') });
    expect(paid.body.data.confirmSimulatedPayment.status).toBe('SUCCEEDED');
    const [intent] = await sql(app.orm, 'select i.amount, i.status from simulated_payment_intent i join customer_order o on o.payment_intent_id = i.id where o.id = ?', [order.id]);
    expect(intent).toEqual({ amount: watch.pricePaid, status: 'succeeded' });
  });
});
