import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, products, setStock, stockOf } from '../orders/checkout.test-helpers';
import { buyLines, DISPATCH, signedInAdmin, signedInCustomer } from '../orders/staff-orders.test-helpers';
import { RETURN_NOT_DISPATCHED, RETURN_WINDOW_CLOSED } from './return-rules';

const CREATE = `mutation($input: ServiceRequestInput!) { createServiceRequest(input: $input) { id status lines { productId size quantity } } }`;
const ACT = `mutation($id: ID!, $action: ServiceRequestAction!) { actOnServiceRequest(id: $id, action: $action) { status } }`;
const ORDER = `query($number: String!) { staffOrder(number: $number) { status refunded { amount } lines { productId refundedQuantity } refunds { amount { amount } lines { productId quantity } reason } } }`;

let app: TestApp;
let admin: TestBrowser;
let customer: { browser: TestBrowser; email: string };
let watch: CatalogueProduct;
let other: CatalogueProduct;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  customer = await signedInCustomer(app);
  [watch, other] = await products(app, "category = 'watches' and stock >= 1 order by id limit 2 --");
  await setStock(app, watch.id, 50);
  await setStock(app, other.id, 50);
});
afterAll(() => app.close());

const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });
const buy = () => buyLines(customer.browser, [{ product: watch, quantity: 1 }, { product: other, quantity: 1 }]);
const dispatch = (number: string) => admin.graphql(DISPATCH, { number, input: { carrier: 'DPD', trackingNumber: '15501234567890' } });
const returnOf = (orderNumber: string, lines: { productId: string; quantity: number }[]) => ({
  kind: 'return',
  orderNumber,
  itemName: 'Second watch',
  reason: 'Changed my mind',
  details: 'Not the size I expected on the wrist.',
  lines,
});

describe('returns name lines', () => {
  it('a return of one line refunds that line only, through the order refund path', async () => {
    const order = await buy();
    await dispatch(order.number);
    const created = await customer.browser.graphql(CREATE, { input: returnOf(order.number, [{ productId: String(other.id), quantity: 1 }]) });
    const request = created.body.data.createServiceRequest;
    expect(request.lines).toEqual([{ productId: String(other.id), size: null, quantity: 1 }]);
    const stock = await stockOf(app, other.id);
    for (const action of ['APPROVE', 'RECEIVE', 'REFUND']) expect((await admin.graphql(ACT, { id: request.id, action })).body.errors).toBeUndefined();

    const after = (await admin.graphql(ORDER, { number: order.number })).body.data.staffOrder;
    expect(after).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: { amount: other.pricePaid } });
    expect(after.lines.map((l: any) => l.refundedQuantity)).toEqual([0, 1]);
    expect(after.refunds).toEqual([{ amount: { amount: other.pricePaid }, lines: [{ productId: String(other.id), quantity: 1 }], reason: `Return #${request.id}: Changed my mind` }]);
    // Dispatched: the returned watch goes back on sale only when staff choose to.
    expect(await stockOf(app, other.id)).toBe(stock);
    const [audit] = await sql<{ changes: any }>(app.orm, "select changes from staff_action where subject_type = 'service_request' and subject_id = ? and action = 'return.refund'", [request.id]);
    expect(audit.changes.refund).toMatchObject({ orderNumber: order.number, amountPence: other.pricePaid });
  });

  it('refuses a return on an order never dispatched, and a line not in the order', async () => {
    const order = await buy();
    const refused = await customer.browser.graphql(CREATE, { input: returnOf(order.number, [{ productId: String(other.id), quantity: 1 }]) });
    expect(errorOf(refused.body)).toEqual({ code: 'BAD_USER_INPUT', message: RETURN_NOT_DISPATCHED });
    await dispatch(order.number);
    const tooMany = await customer.browser.graphql(CREATE, { input: returnOf(order.number, [{ productId: String(other.id), quantity: 2 }]) });
    expect(errorOf(tooMany.body).code).toBe('BAD_USER_INPUT');
    expect(errorOf(tooMany.body).message).toMatch(/^Choose between 1 and 1 of /);
  });

  it('refuses a return more than 30 days after delivery', async () => {
    const order = await buy();
    await dispatch(order.number);
    await sql(app.orm, "update customer_order set fulfilled_at = now() - interval '31 days' where number = ?", [order.number]);
    const refused = await customer.browser.graphql(CREATE, { input: returnOf(order.number, [{ productId: String(watch.id), quantity: 1 }]) });
    expect(errorOf(refused.body)).toEqual({ code: 'BAD_USER_INPUT', message: RETURN_WINDOW_CLOSED });
    await sql(app.orm, "update customer_order set fulfilled_at = now() - interval '29 days' where number = ?", [order.number]);
    expect((await customer.browser.graphql(CREATE, { input: returnOf(order.number, [{ productId: String(watch.id), quantity: 1 }]) })).body.errors).toBeUndefined();
  });
});
