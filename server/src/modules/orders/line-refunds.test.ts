import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { formatPence } from '../../common/money';
import { type CatalogueProduct, products, setStock, stockOf } from './checkout.test-helpers';
import { includedVat } from './order-totals';
import { REFUND_REASON_REQUIRED } from './refund-lines';
import { buyLines, DISPATCH, emailsTo, signedInAdmin } from './staff-orders.test-helpers';

const FIELDS = `number status paymentStatus staffActions refundedAt refunded { amount } total { amount }
  lines { productId quantity refundedQuantity }
  refunds { amount { amount } vat { amount } lines { productId quantity amount { amount } } reason refundedBy restocked gatewayReference refundedAt }`;
const REFUND = `mutation($number: String!, $lines: [RefundLineInput!], $reason: String!, $restock: Boolean) {
  refundOrder(number: $number, lines: $lines, reason: $reason, restock: $restock) { ${FIELDS} }
}`;
const ORDER = `query($number: String!) { staffOrder(number: $number) { ${FIELDS} } }`;

let app: TestApp;
let admin: TestBrowser;
let adminEmail: string;
let watch: CatalogueProduct;
let other: CatalogueProduct;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  [{ email: adminEmail }] = await sql<{ email: string }>(app.orm, "select email from app_user where role = 'admin' order by id desc limit 1");
  [watch, other] = await products(app, "category = 'watches' and stock >= 1 order by id limit 2 --");
  await setStock(app, watch.id, 50);
  await setStock(app, other.id, 50);
});
afterAll(() => app.close());

const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });
const line = (product: CatalogueProduct, quantity: number) => ({ productId: String(product.id), quantity });
const order2 = () => buyLines(app, [{ product: watch, quantity: 2 }, { product: other, quantity: 1 }]);
const intentOf = async (number: string) =>
  (await sql<{ amount: number; amount_refunded: number }>(app.orm, 'select i.amount, i.amount_refunded from simulated_payment_intent i join customer_order o on o.payment_intent_id = i.id where o.number = ?', [number]))[0];

describe('a partial refund', () => {
  it('gives back the chosen lines only, priced from the order, restocks exactly them, records and emails a credit note; then the rest', async () => {
    const order = await order2();
    const [watchStock, otherStock] = [await stockOf(app, watch.id), await stockOf(app, other.id)];

    const { body } = await admin.graphql(REFUND, { number: order.number, lines: [line(watch, 1)], reason: 'Scratched bezel' });
    const refunded = body.data.refundOrder;
    expect(refunded).toMatchObject({ status: 'PARTIALLY_REFUNDED', paymentStatus: 'PAID', refunded: { amount: watch.pricePaid }, staffActions: ['DISPATCH', 'REFUND'] });
    expect(refunded.lines.map((l: any) => l.refundedQuantity)).toEqual([1, 0]);
    expect(refunded.refunds).toEqual([
      {
        amount: { amount: watch.pricePaid },
        vat: { amount: includedVat(watch.pricePaid) },
        lines: [{ productId: String(watch.id), quantity: 1, amount: { amount: watch.pricePaid } }],
        reason: 'Scratched bezel',
        refundedBy: adminEmail,
        restocked: true,
        gatewayReference: expect.stringMatching(/^re_sim_/),
        refundedAt: refunded.refundedAt,
      },
    ]);
    expect(await stockOf(app, watch.id)).toBe(watchStock + 1);
    expect(await stockOf(app, other.id)).toBe(otherStock);
    expect(await intentOf(order.number)).toEqual({ amount: order.totalPence, amount_refunded: watch.pricePaid });

    const [audit] = await sql<{ action: string; actor_email: string; reason: string; changes: any }>(
      app.orm,
      "select action, actor_email, reason, changes from staff_action where subject_type = 'order' and subject_id = ? order by id",
      [order.id],
    );
    expect(audit).toMatchObject({ action: 'order.refund', actor_email: adminEmail, reason: 'Scratched bezel', changes: { amountPence: watch.pricePaid, status: 'partially_refunded' } });
    expect(audit.changes.lines).toMatchObject([{ productId: watch.id, quantity: 1, amountPence: watch.pricePaid }]);

    const note = (await emailsTo(app, order.email)).find((mail) => mail.kind === 'order_refunded')!;
    expect(note.subject).toBe(`Credit note for your Aurum order ${order.number}`);
    expect(note.body).toContain(`Credit note: ${order.number}-CN1`);
    expect(note.body).toContain(`Refunded: ${formatPence(watch.pricePaid)} (includes VAT of ${formatPence(includedVat(watch.pricePaid))}) to the card you paid with`);

    // Still dispatchable, and refundable further; once dispatched, nothing is restocked by default.
    const dispatched = await admin.graphql(DISPATCH, { number: order.number, input: { carrier: 'DPD', trackingNumber: '15501234567890' } });
    expect(dispatched.body.data.dispatchOrder).toMatchObject({ status: 'PARTIALLY_REFUNDED', staffActions: ['REFUND'] });
    const rest = (await admin.graphql(REFUND, { number: order.number, reason: 'Customer returned the rest' })).body.data.refundOrder;
    expect(rest).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED', refunded: { amount: order.totalPence }, staffActions: [] });
    expect(rest.lines.map((l: any) => l.refundedQuantity)).toEqual([2, 1]);
    expect(rest.refunds[1]).toMatchObject({ amount: { amount: order.totalPence - watch.pricePaid }, restocked: false });
    expect(await stockOf(app, watch.id)).toBe(watchStock + 1);
    expect(await intentOf(order.number)).toEqual({ amount: order.totalPence, amount_refunded: order.totalPence });
    const last = (await emailsTo(app, order.email)).filter((mail) => mail.kind === 'order_refunded').at(-1)!;
    expect(last.subject).toBe(`Your Aurum order ${order.number} has been refunded`);
    expect(last.body).toContain(`Credit note: ${order.number}-CN2`);
    expect(errorOf((await admin.graphql(REFUND, { number: order.number, reason: 'Again' })).body).message).toBe(`Order ${order.number} has already been refunded.`);
  });

  it('refuses quantities outside 1 to what is left, unknown lines and a missing reason, changing nothing', async () => {
    const order = await order2();
    await admin.graphql(REFUND, { number: order.number, lines: [line(watch, 1)], reason: 'Scratched bezel' });
    const name = (await sql<{ brand: string; name: string }>(app.orm, 'select brand, name from product where id = ?', [watch.id]))[0];
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [line(watch, 2)], reason: 'x' }, `Choose between 1 and 1 of ${name.brand} ${name.name}.`],
      [{ lines: [line(watch, 0)], reason: 'x' }, `Choose between 1 and 1 of ${name.brand} ${name.name}.`],
      [{ lines: [line(other, -1)], reason: 'x' }, `Choose between 1 and 1 of ${(await sql<{ brand: string; name: string }>(app.orm, 'select brand, name from product where id = ?', [other.id])).map((p) => `${p.brand} ${p.name}`)[0]}.`],
      [{ lines: [{ productId: '999999', quantity: 1 }], reason: 'x' }, `Order ${order.number} has no line for product 999999.`],
      [{ lines: [], reason: 'x' }, 'Choose at least one line to refund.'],
      [{ lines: [line(other, 1), line(other, 1)], reason: 'x' }, expect.stringContaining('is listed twice') as unknown as string],
      [{ lines: [line(other, 1)], reason: '' }, REFUND_REASON_REQUIRED],
      [{ lines: [line(other, 1)], reason: '   ' }, REFUND_REASON_REQUIRED],
    ];
    for (const [variables, message] of cases) {
      const refused = await admin.graphql(REFUND, { number: order.number, ...variables });
      expect(errorOf(refused.body)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    const after = (await admin.graphql(ORDER, { number: order.number })).body.data.staffOrder;
    expect(after).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: { amount: watch.pricePaid } });
    expect(after.refunds).toHaveLength(1);
    expect(await intentOf(order.number)).toMatchObject({ amount_refunded: watch.pricePaid });
  });

  it('a reason is a required argument of refundOrder', async () => {
    const order = await order2();
    const { body } = await admin.graphql(`mutation($number: String!) { refundOrder(number: $number) { status } }`, { number: order.number });
    expect(body.errors?.[0]?.message).toMatch(/argument "reason" of type "String!" is required/);
  });

  it('a double click refunds once', async () => {
    const order = await order2();
    const stock = await stockOf(app, watch.id);
    const results = await Promise.all([1, 2].map(() => admin.graphql(REFUND, { number: order.number, lines: [line(watch, 1)], reason: 'Double click' })));
    for (const result of results) expect(result.body.data.refundOrder).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: { amount: watch.pricePaid } });
    expect(await intentOf(order.number)).toMatchObject({ amount_refunded: watch.pricePaid });
    expect(await stockOf(app, watch.id)).toBe(stock + 1);
    expect(await sql(app.orm, 'select r.id from order_refund r join customer_order o on o.id = r.order_id where o.number = ?', [order.number])).toHaveLength(1);
    expect((await emailsTo(app, order.email)).filter((mail) => mail.kind === 'order_refunded')).toHaveLength(1);
  });
});
