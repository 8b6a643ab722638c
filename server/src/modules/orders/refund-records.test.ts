import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { AccountKeys } from '../accounts/account-keys';
import { card, type CatalogueProduct, DETAILS, products, SAVE_DETAILS, setStock, START_CHECKOUT, stockOf } from './checkout.test-helpers';
import { OrderAccessTokens } from './order-access';
import { latePaymentReason, refundLatePayment } from './order-refunds';
import { applyPaymentEvent, type PaymentEventContext } from './order-payments';
import { succeededSync } from '../payments/payment-gateway';
import { SimulatedGateway } from '../payments/simulated-gateway';
import { buyLines, CANCEL, emailsTo, signedInAdmin } from './staff-orders.test-helpers';

/** Every refund, whoever makes it, is one order_refund row: these are the paths that used to skip it. */

const REFUNDS = `query($number: String!) { staffOrder(number: $number) {
  status refunded { amount } lines { productId quantity refundedQuantity }
  refunds { amount { amount } lines { productId quantity } reason refundedBy restocked gatewayReference }
} }`;

let app: TestApp;
let admin: TestBrowser;
let adminEmail: string;
let watch: CatalogueProduct;
let other: CatalogueProduct;
let context: PaymentEventContext;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  [{ email: adminEmail }] = await sql<{ email: string }>(app.orm, "select email from app_user where role = 'admin' order by id desc limit 1");
  [watch, other] = await products(app, "category = 'watches' and stock >= 1 order by id desc limit 2 --");
  await setStock(app, watch.id, 50);
  await setStock(app, other.id, 50);
  context = {
    gateway: new SimulatedGateway(app.orm),
    tokens: new OrderAccessTokens(new AccountKeys(undefined)),
    publicUrl: 'http://shop.test',
    reservationMinutes: 15,
    messaging: { deliveredChannels: new Set(), shopOrigin: 'http://shop.test' },
  };
});
afterAll(() => app.close());

const refundRows = (orderId: string) =>
  sql<{ amount_pence: number; reason: string; staff_user_id: number | null; staff_email: string | null; gateway_reference: string; restocked: boolean }>(
    app.orm,
    'select amount_pence, reason, staff_user_id, staff_email, gateway_reference, restocked from order_refund where order_id = ?',
    [orderId],
  );
const intentOf = async (orderId: string) =>
  (await sql<{ id: string; amount: number; amount_refunded: number }>(app.orm, 'select i.id, i.amount, i.amount_refunded from simulated_payment_intent i join customer_order o on o.payment_intent_id = i.id where o.id = ?', [orderId]))[0];

describe("a staff cancel of a paid order", () => {
  it('is one refund of the whole amount, with every line, the reason and the staff member', async () => {
    const order = await buyLines(app, [{ product: watch, quantity: 2 }, { product: other, quantity: 1 }]);
    const stock = await stockOf(app, watch.id);
    const reason = 'Customer changed their mind before dispatch';
    expect((await admin.graphql(CANCEL, { number: order.number, reason })).body.data.cancelOrder.status).toBe('CANCELLED');

    const view = (await admin.graphql(REFUNDS, { number: order.number })).body.data.staffOrder;
    expect(view.refunded).toEqual({ amount: order.totalPence });
    expect(view.lines.map((line: any) => line.refundedQuantity)).toEqual([2, 1]);
    expect(view.refunds).toEqual([
      {
        amount: { amount: order.totalPence },
        lines: [
          { productId: String(watch.id), quantity: 2 },
          { productId: String(other.id), quantity: 1 },
        ],
        reason,
        refundedBy: adminEmail,
        restocked: true,
        gatewayReference: expect.stringMatching(/^re_sim_/),
      },
    ]);
    expect(await stockOf(app, watch.id)).toBe(stock + 2);
    expect(await intentOf(order.id)).toMatchObject({ amount: order.totalPence, amount_refunded: order.totalPence });

    const [audit] = await sql<{ action: string; reason: string; changes: any }>(app.orm, "select action, reason, changes from staff_action where subject_id = ? and action = 'order.cancel'", [order.id]);
    expect(audit).toMatchObject({ reason, changes: { amountPence: order.totalPence, refundReference: view.refunds[0].gatewayReference, status: { from: 'paid', to: 'cancelled' } } });
  });
});

describe('the automatic refund of a late payment', () => {
  /** A checkout paid at the gateway after the shop had closed it (the shopper replaced it in another tab). */
  async function latePayment() {
    const started = await app.graphql(START_CHECKOUT, { input: { expectedTotal: watch.pricePaid, items: [{ productId: String(watch.id), quantity: 1 }] } });
    const { order, orderToken, clientSecret } = started.body.data.startCheckout;
    const email = `late-${order.number.toLowerCase()}@example.com`;
    await app.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details: { ...DETAILS, email } });
    const { intent } = await (context.gateway as SimulatedGateway).confirm(clientSecret, card('4242424242424242'));
    await sql(app.orm, `update customer_order set status = 'cancelled', cancelled_at = now(), cancellation_reason = 'checkout_replaced' where id = ?`, [order.id]);
    return { id: order.id as string, number: order.number as string, email, intent };
  }

  it('writes one refund row (no staff member, a system reason), once only however often and however concurrently it runs', async () => {
    const late = await latePayment();
    const webhook = { id: `evt_${late.intent.id}_webhook`, type: 'payment_intent.succeeded' as const, intent: late.intent };
    await Promise.all([
      applyPaymentEvent(app.orm.em.fork(), webhook, context),
      applyPaymentEvent(app.orm.em.fork(), succeededSync(late.intent), context),
      applyPaymentEvent(app.orm.em.fork(), succeededSync(late.intent), context),
    ]);
    // The late path itself, twice at once and once more after.
    await Promise.all([refundLatePayment(app.orm.em.fork(), late.id, context), refundLatePayment(app.orm.em.fork(), late.id, context)]);
    expect(await refundLatePayment(app.orm.em.fork(), late.id, context)).toBeNull();

    const rows = await refundRows(late.id);
    expect(rows).toEqual([
      {
        amount_pence: watch.pricePaid,
        reason: latePaymentReason({ cancellationReason: 'checkout_replaced' }),
        staff_user_id: null,
        staff_email: null,
        gateway_reference: expect.stringMatching(/^re_sim_/),
        restocked: false,
      },
    ]);
    expect(rows[0].reason).toBe('Automatic refund: the payment arrived after the checkout had closed (Replaced by a newer checkout.)');
    expect(await intentOf(late.id)).toMatchObject({ amount: watch.pricePaid, amount_refunded: watch.pricePaid });
    expect((await emailsTo(app, late.email)).filter((mail) => mail.kind === 'order_refunded')).toHaveLength(1);

    const view = (await admin.graphql(REFUNDS, { number: late.number })).body.data.staffOrder;
    expect(view).toMatchObject({ status: 'CANCELLED', refunded: { amount: watch.pricePaid }, lines: [{ refundedQuantity: 1 }] });
    expect(view.refunds).toMatchObject([{ refundedBy: null, restocked: false }]);
  });

  it('when the gateway refuses, nothing is recorded and staff can give it back later as one refund with their reason', async () => {
    const late = await latePayment();
    // The gateway will not refund the whole payment now (as if part of it were held back), so the automatic refund is refused.
    await sql(app.orm, 'update simulated_payment_intent set amount_refunded = 1 where id = ?', [late.intent.id]);
    await applyPaymentEvent(app.orm.em.fork(), succeededSync(late.intent), context);
    expect(await refundRows(late.id)).toEqual([]);
    await sql(app.orm, 'update simulated_payment_intent set amount_refunded = 0 where id = ?', [late.intent.id]);

    const REFUND = `mutation($number: String!, $reason: String!) { refundOrder(number: $number, reason: $reason) { status } }`;
    expect((await admin.graphql(REFUND, { number: late.number, reason: 'Late payment given back by hand' })).body.data.refundOrder.status).toBe('CANCELLED');
    expect(await refundRows(late.id)).toMatchObject([{ amount_pence: watch.pricePaid, reason: 'Late payment given back by hand', staff_email: adminEmail, restocked: false }]);
    expect(await refundLatePayment(app.orm.em.fork(), late.id, context)).toBeNull();
    expect(await refundRows(late.id)).toHaveLength(1);
  });
});
