import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, ORDER, products, setStock, startCheckout, stockOf } from './checkout.test-helpers';
import { recordStaffAction } from '../../common/audit/staff-actions';
import { MOST_ORDER_STAFF_ACTIONS } from './staff-orders.service';
import { buy, CANCEL, DISPATCH, emailsTo, REFUND, signedInAdmin, signedInCustomer, STAFF_ORDER, STAFF_ORDERS } from './staff-orders.test-helpers';

let app: TestApp;
let admin: TestBrowser;
let customer: { browser: TestBrowser; email: string };
let watches: CatalogueProduct[];

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  customer = await signedInCustomer(app);
  watches = await products(app, "category = 'watches' and stock >= 5 order by id limit 8 --");
  for (const watch of watches) await setStock(app, watch.id, 50);
});
afterAll(() => app.close());

const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });

describe('who may work on orders', () => {
  it('visitors get UNAUTHENTICATED and customers FORBIDDEN, for every staff query and mutation', async () => {
    const order = await buy(app, watches[0]);
    const operations: [string, Record<string, unknown>][] = [
      [STAFF_ORDERS, {}],
      [STAFF_ORDER, { number: order.number }],
      [DISPATCH, { number: order.number, input: { carrier: 'DPD', trackingNumber: '15501234567890' } }],
      [REFUND, { number: order.number }],
      [CANCEL, { number: order.number }],
    ];
    for (const [query, variables] of operations) {
      expect(errorOf((await app.graphql(query, variables)).body)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      expect(errorOf((await customer.browser.graphql(query, variables)).body)).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });
    }
    expect((await admin.graphql(STAFF_ORDER, { number: order.number })).body.data.staffOrder.status).toBe('PAID');
  });

  it("a customer reading their own order cannot see the staff-only fields", async () => {
    const mine = await buy(customer.browser, watches[0]);
    const own = await customer.browser.graphql(`query { order(number: "${mine.number}") { status paymentStatus } }`);
    expect(own.body.data.order).toEqual({ status: 'PAID', paymentStatus: 'PAID' });
    const staffOnly = await customer.browser.graphql(`query { order(number: "${mine.number}") { staffActions } }`);
    expect(errorOf(staffOnly.body).code).toBe('FORBIDDEN');
  });
});

describe('the staff order list', () => {
  it('lists paid orders newest first with customer, item count, total and provider; leaves out checkouts never paid', async () => {
    const first = await buy(customer.browser, watches[1], { quantity: 2 });
    const second = await buy(app, watches[2]);
    const unpaid = (await startCheckout(app, [{ product: watches[3] }])).body.data!.startCheckout.order;

    const { body } = await admin.graphql(STAFF_ORDERS, { limit: 100 });
    const numbers = body.data.staffOrders.items.map((item: any) => item.number);
    expect(numbers.indexOf(second.number)).toBeLessThan(numbers.indexOf(first.number));
    expect(numbers).not.toContain(unpaid.number);
    const row = body.data.staffOrders.items.find((item: any) => item.number === first.number);
    expect(row).toMatchObject({ status: 'PAID', paymentStatus: 'PAID', customerName: 'Amelia Hart', email: first.email, itemCount: 2, total: { amount: watches[1].pricePaid * 2 }, paymentProvider: 'SIMULATED' });
    expect(body.data.staffOrders.items.find((item: any) => item.number === second.number).customerName).toBe('Ada Lovelace');

    const pending = await admin.graphql(STAFF_ORDERS, { filter: { status: 'PENDING' }, limit: 100 });
    expect(pending.body.data.staffOrders.items.map((item: any) => item.number)).toContain(unpaid.number);
    expect(pending.body.data.staffOrders.items.every((item: any) => item.status === 'PENDING')).toBe(true);
  });

  it('pages with a total count, and searches by part of the order number or the email', async () => {
    const bought = [await buy(app, watches[4]), await buy(app, watches[4]), await buy(app, watches[4])];
    const all = (await admin.graphql(STAFF_ORDERS, { limit: 100 })).body.data.staffOrders;
    const page = (await admin.graphql(STAFF_ORDERS, { limit: 2, offset: 1 })).body.data.staffOrders;
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.items.map((item: any) => item.number)).toEqual(all.items.slice(1, 3).map((item: any) => item.number));
    const beyond = (await admin.graphql(STAFF_ORDERS, { limit: 2, offset: 1000 })).body.data.staffOrders;
    expect(beyond).toEqual({ totalCount: all.totalCount, items: [] });

    const byNumber = (await admin.graphql(STAFF_ORDERS, { filter: { search: bought[1].number.slice(2).toLowerCase() } })).body.data.staffOrders;
    expect(byNumber.items.map((item: any) => item.number)).toEqual([bought[1].number]);
    const byEmail = (await admin.graphql(STAFF_ORDERS, { filter: { search: bought[2].email.toUpperCase() } })).body.data.staffOrders;
    expect(byEmail).toMatchObject({ totalCount: 1, items: [{ number: bought[2].number }] });
    const wildcard = (await admin.graphql(STAFF_ORDERS, { filter: { search: '%' } })).body.data.staffOrders;
    expect(wildcard.totalCount).toBe(0);
  });

  it('filters by status, and an unknown order number is NOT_FOUND', async () => {
    const order = await buy(app, watches[5]);
    await admin.graphql(REFUND, { number: order.number });
    const refunded = (await admin.graphql(STAFF_ORDERS, { filter: { status: 'REFUNDED' }, limit: 100 })).body.data.staffOrders;
    expect(refunded.items.map((item: any) => item.number)).toContain(order.number);
    expect(refunded.items.every((item: any) => item.status === 'REFUNDED' && item.paymentStatus === 'REFUNDED')).toBe(true);
    expect(errorOf((await admin.graphql(STAFF_ORDER, { number: 'AUR-ZZZZZZZZ' })).body)).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
  });
});

describe('dispatching', () => {
  it('marks a paid order dispatched with carrier and tracking, and emails "Your order has shipped" with the tracking link', async () => {
    const order = await buy(customer.browser, watches[0]);
    const { body } = await admin.graphql(DISPATCH, { number: order.number, input: { carrier: 'DHL_EXPRESS', trackingNumber: ' 12 3456 7890 ' } });
    expect(body.data.dispatchOrder).toMatchObject({
      status: 'FULFILLED',
      paymentStatus: 'PAID',
      staffActions: ['REFUND'],
      dispatch: {
        carrier: 'DHL_EXPRESS',
        carrierName: 'DHL Express',
        trackingNumber: '1234567890',
        trackingUrl: 'https://www.dhl.com/gb-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
      },
    });
    const mail = (await emailsTo(app, order.email)).find((m) => m.kind === 'order_dispatched')!;
    expect(mail.subject).toBe(`Your Aurum order ${order.number} has shipped`);
    expect(mail.body).toContain('Your order has shipped, Ada Lovelace.');
    expect(mail.body).toContain('Carrier: DHL Express');
    expect(mail.body).toContain('Tracking number: 1234567890');
    expect(mail.body).toContain('tracking-id=1234567890');
    expect(mail.link).toMatch(new RegExp(`/account/orders/${order.number}$`));

    const seen = await customer.browser.graphql(`query { order(number: "${order.number}") { status dispatch { carrierName trackingNumber trackingUrl } } }`);
    expect(seen.body.data.order).toMatchObject({ status: 'FULFILLED', dispatch: { carrierName: 'DHL Express', trackingNumber: '1234567890' } });
  });

  it('a guest gets the email with their confirmation link', async () => {
    const order = await buy(app, watches[0]);
    await admin.graphql(DISPATCH, { number: order.number, input: { carrier: 'ROYAL_MAIL', trackingNumber: 'AB123456789GB' } });
    const mail = (await emailsTo(app, order.email)).find((m) => m.kind === 'order_dispatched')!;
    expect(new URL(mail.link).searchParams.get('token')).toBe(order.token);
  });

  it('refuses a missing or malformed tracking number with the field named, and changes nothing', async () => {
    const order = await buy(app, watches[0]);
    const missing = await admin.graphql(DISPATCH, { number: order.number, input: { carrier: 'UPS', trackingNumber: '   ' } });
    expect(missing.body.errors[0]).toMatchObject({
      message: 'Please enter the tracking number.',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'trackingNumber', messages: ['Please enter the tracking number.'] }] },
    });
    const malformed = await admin.graphql(DISPATCH, { number: order.number, input: { carrier: 'UPS', trackingNumber: '1Z#99' } });
    expect(errorOf(malformed.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Tracking numbers have 6 to 40 letters, digits or hyphens.' });
    expect((await admin.graphql(STAFF_ORDER, { number: order.number })).body.data.staffOrder).toMatchObject({ status: 'PAID', dispatch: null });
    expect((await emailsTo(app, order.email)).map((m) => m.kind)).toEqual(['order_confirmation']);
  });

  it('refuses to dispatch twice, an unpaid checkout, or a refunded order, with BAD_USER_INPUT', async () => {
    const order = await buy(app, watches[0]);
    const input = { carrier: 'FEDEX', trackingNumber: '794612345678' };
    await admin.graphql(DISPATCH, { number: order.number, input });
    expect(errorOf((await admin.graphql(DISPATCH, { number: order.number, input })).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Order ${order.number} has already been dispatched.`,
    });
    const unpaid = (await startCheckout(app, [{ product: watches[0] }])).body.data!.startCheckout.order;
    const refused = await admin.graphql(DISPATCH, { number: unpaid.number, input });
    expect(refused.body.errors[0]).toMatchObject({
      message: `Order ${unpaid.number} is awaiting payment and cannot be dispatched.`,
      extensions: { code: 'BAD_USER_INPUT', reason: 'ILLEGAL_TRANSITION', machine: 'order', state: 'PENDING', move: 'DISPATCH' },
    });
    const refunded = await buy(app, watches[0]);
    await admin.graphql(REFUND, { number: refunded.number });
    expect(errorOf((await admin.graphql(DISPATCH, { number: refunded.number, input })).body).message).toBe(
      `Order ${refunded.number} has been refunded and cannot be dispatched.`,
    );
  });
});

describe('refunds and cancellations', () => {
  async function reservationStates(orderId: string) {
    return (await sql<{ state: string }>(app.orm, 'select state from stock_reservation where order_id = ? order by id', [orderId])).map((r) => r.state);
  }

  it('refunding a paid order gives the money back through the gateway, restocks the items and emails the customer', async () => {
    const watch = watches[6];
    const before = await stockOf(app, watch.id);
    const order = await buy(customer.browser, watch, { quantity: 2 });
    expect(await stockOf(app, watch.id)).toBe(before - 2);

    const { body } = await admin.graphql(REFUND, { number: order.number });
    expect(body.data.refundOrder).toMatchObject({ status: 'REFUNDED', paymentStatus: 'REFUNDED', isPaid: false, staffActions: [] });
    expect(body.data.refundOrder.refundReference).toMatch(/^re_sim_/);
    expect(body.data.refundOrder.refundedAt).toBeTruthy();
    expect(await stockOf(app, watch.id)).toBe(before);
    expect(await reservationStates(order.id)).toEqual(['released']);
    const [intent] = await sql<{ refund_id: string }>(app.orm, 'select refund_id from simulated_payment_intent where id = ?', [body.data.refundOrder.paymentReference]);
    expect(intent.refund_id).toBe(body.data.refundOrder.refundReference);

    const mail = (await emailsTo(app, order.email)).find((m) => m.kind === 'order_refunded')!;
    expect(mail.subject).toBe(`Your Aurum order ${order.number} has been refunded`);
    expect(mail.body).toContain(`Refunded: £${(watch.pricePaid * 2 / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
    expect(mail.body).toContain('within 5-7 business days');
    const mine = await customer.browser.graphql(`query { myOrders { items { number status paymentStatus } } }`);
    expect(mine.body.data.myOrders.items).toContainEqual({ number: order.number, status: 'REFUNDED', paymentStatus: 'REFUNDED' });

    expect(errorOf((await admin.graphql(REFUND, { number: order.number })).body)).toEqual({ code: 'BAD_USER_INPUT', message: `Order ${order.number} has already been refunded.` });
  });

  it('refunding a dispatched order does not restock (the items have left)', async () => {
    const watch = watches[7];
    const order = await buy(app, watch);
    await admin.graphql(DISPATCH, { number: order.number, input: { carrier: 'DPD', trackingNumber: '15501234567890' } });
    const stock = await stockOf(app, watch.id);
    const { body } = await admin.graphql(REFUND, { number: order.number });
    expect(body.data.refundOrder).toMatchObject({ status: 'REFUNDED', dispatch: { trackingNumber: '15501234567890' } });
    expect(await stockOf(app, watch.id)).toBe(stock);
    expect(await reservationStates(order.id)).toEqual(['committed']);
  });

  it('cancelling a paid order refunds and restocks it; a dispatched or unpaid one cannot be cancelled', async () => {
    const watch = watches[6];
    const before = await stockOf(app, watch.id);
    const order = await buy(app, watch);
    const { body } = await admin.graphql(CANCEL, { number: order.number });
    expect(body.data.cancelOrder).toMatchObject({
      status: 'CANCELLED',
      cancellationCode: 'CANCELLED_BY_STAFF',
      cancellationReason: 'Cancelled by Aurum before dispatch; the payment was refunded.',
      paymentStatus: 'REFUNDED',
      staffActions: [],
    });
    expect(body.data.cancelOrder.cancelledAt).toBeTruthy();
    expect(await stockOf(app, watch.id)).toBe(before);
    // The audit trail has the reason and the state before → after, beside the refund's reference.
    const [audit] = await sql(app.orm, `select reason, changes from staff_action where action = 'order.cancel' and subject_id = ?`, [order.id]);
    expect(audit).toMatchObject({ reason: 'The customer asked us to cancel', changes: { status: { from: 'paid', to: 'cancelled' }, detail: expect.stringMatching(/^re_sim_/), amountPence: order.totalPence, restocked: true } });
    const mail = (await emailsTo(app, order.email)).find((m) => m.kind === 'order_cancelled')!;
    expect(mail.subject).toBe(`Your Aurum order ${order.number} has been cancelled`);
    expect(mail.body).toContain('It had not been dispatched, so nothing will be delivered.');
    expect(errorOf((await admin.graphql(CANCEL, { number: order.number })).body).message).toBe(`Order ${order.number} has already been cancelled.`);
    expect(errorOf((await admin.graphql(REFUND, { number: order.number })).body).message).toBe(`Order ${order.number} has already been refunded.`);

    const dispatched = await buy(app, watch);
    await admin.graphql(DISPATCH, { number: dispatched.number, input: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } });
    expect(errorOf((await admin.graphql(CANCEL, { number: dispatched.number })).body)).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Order ${dispatched.number} has been dispatched and can no longer be cancelled; refund it instead.`,
    });
    const unpaid = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    expect(errorOf((await admin.graphql(CANCEL, { number: unpaid.order.number })).body).message).toBe(
      `Order ${unpaid.order.number} is awaiting payment and cannot be cancelled; an unpaid checkout ends by itself when its hold expires.`,
    );
    expect(errorOf((await admin.graphql(REFUND, { number: unpaid.order.number })).body).message).toBe(`Order ${unpaid.order.number} is awaiting payment and cannot be refunded.`);
    expect((await app.graphql(ORDER, { number: unpaid.order.number, token: unpaid.orderToken })).body.data.order.status).toBe('PENDING');
  });

  it('two refunds at once (a double click) refund once, restock once and email once; the second is refused', async () => {
    const watch = watches[5];
    const before = await stockOf(app, watch.id);
    const order = await buy(app, watch);
    const [a, b] = await Promise.all([admin.graphql(REFUND, { number: order.number }), admin.graphql(REFUND, { number: order.number })]);
    const succeeded = [a, b].filter((r) => r.body.data?.refundOrder);
    const refused = [a, b].filter((r) => r.body.errors);
    expect(succeeded).toHaveLength(1);
    expect(refused.map((r) => errorOf(r.body))).toEqual([{ code: 'BAD_USER_INPUT', message: `Order ${order.number} has already been refunded.` }]);
    expect(await stockOf(app, watch.id)).toBe(before);
    expect((await emailsTo(app, order.email)).filter((m) => m.kind === 'order_refunded')).toHaveLength(1);
  });

  it('a refund and a cancel racing each other: one wins, the money goes back once', async () => {
    const watch = watches[5];
    const before = await stockOf(app, watch.id);
    const order = await buy(app, watch);
    const results = await Promise.all([admin.graphql(REFUND, { number: order.number }), admin.graphql(CANCEL, { number: order.number })]);
    expect(results.filter((r) => r.body.errors)).toHaveLength(1);
    expect(await stockOf(app, watch.id)).toBe(before);
    const mails = (await emailsTo(app, order.email)).filter((m) => m.kind === 'order_refunded' || m.kind === 'order_cancelled');
    expect(mails).toHaveLength(1);
  });
});

describe("an order's staff history", () => {
  const HISTORY = `query ($number: String!) { staffOrder(number: $number) { staffHistory { action staffEmail detail at } } }`;

  it('records who dispatched and refunded an order, with what and when, oldest first', async () => {
    const order = await buy(app, watches[5]);
    const adminEmail = (await admin.graphql('query { me { email } }')).body.data.me.email;
    await admin.graphql(DISPATCH, { number: order.number, input: { carrier: 'ROYAL_MAIL', trackingNumber: 'AB 123 456 789 GB' } });
    const refunded = await admin.graphql(REFUND, { number: order.number });
    expect(refunded.body.data.refundOrder.status).toBe('REFUNDED');

    const history = (await admin.graphql(HISTORY, { number: order.number })).body.data.staffOrder.staffHistory;
    expect(history.map((entry: any) => entry.action)).toEqual(['DISPATCH', 'REFUND']);
    expect(history[0].detail).toBe('Royal Mail Special Delivery AB123456789GB');
    expect(history[1].detail).toMatch(/\S+/);
    expect(history.map((entry: any) => entry.staffEmail)).toEqual([adminEmail, adminEmail]);
    expect(Date.parse(history[0].at)).toBeLessThanOrEqual(Date.parse(history[1].at));
  });

  it('records nothing when the action is refused', async () => {
    const order = await buy(app, watches[6]);
    await admin.graphql(REFUND, { number: order.number });
    const again = await admin.graphql(CANCEL, { number: order.number });
    expect(errorOf(again.body).code).toBe('BAD_USER_INPUT');
    const history = (await admin.graphql(HISTORY, { number: order.number })).body.data.staffOrder.staffHistory;
    expect(history.map((entry: any) => entry.action)).toEqual(['REFUND']);
  });

  it('is whole however long: the most actions an order can have are all listed, oldest first', async () => {
    const order = await buy(app, watches[4]);
    const [{ id }] = await sql<{ id: string }>(app.orm, 'select id from customer_order where number = ?', [order.number]);
    const [staff] = await sql<{ id: number; email: string }>(app.orm, "select id, email from app_user where role = 'admin' order by id limit 1");
    // Written straight to the record: 5,000 refunds through the API would take minutes.
    const em = app.orm.em.fork();
    const base = Date.now() - MOST_ORDER_STAFF_ACTIONS * 1000;
    for (let index = 0; index < MOST_ORDER_STAFF_ACTIONS; index++) {
      recordStaffAction(em, staff, { action: 'order.refund', subjectType: 'order', subjectId: id, reason: null, changes: { detail: `refund ${index}` } }).createdAt = new Date(base + index * 1000);
    }
    await em.flush();
    const history = (await admin.graphql(HISTORY, { number: order.number })).body.data.staffOrder.staffHistory;
    expect(history).toHaveLength(MOST_ORDER_STAFF_ACTIONS);
    expect(history[0].detail).toBe('refund 0');
    expect(history.at(-1).detail).toBe(`refund ${MOST_ORDER_STAFF_ACTIONS - 1}`);
  });

  it('is for staff only', async () => {
    const mine = await buy(customer.browser, watches[7]);
    const refused = await customer.browser.graphql(`query { order(number: "${mine.number}") { staffHistory { action } } }`);
    expect(errorOf(refused.body).code).toBe('FORBIDDEN');
  });
});
