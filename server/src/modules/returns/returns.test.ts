import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, products, setStock, startCheckout } from '../orders/checkout.test-helpers';
import { buy, DISPATCH, emailsTo, REFUND, signedInAdmin, signedInCustomer } from '../orders/staff-orders.test-helpers';
import { ORDER_NOT_IN_ACCOUNT } from './service-request.service';

const FIELDS = 'id kind status statusLabel orderNumber rejectionReason customerEmail steps { status label } nextActions { action label needsReason }';
const CREATE = `mutation($input: ServiceRequestInput!) { createServiceRequest(input: $input) { ${FIELDS} } }`;
const MINE = `query { myServiceRequests { ${FIELDS} } }`;
const LIST = `query($filter: ServiceRequestFilter, $limit: Int, $offset: Int) { staffServiceRequests(filter: $filter, limit: $limit, offset: $offset) { totalCount items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { staffServiceRequest(id: $id) { ${FIELDS} } }`;
const ACT = `mutation($id: ID!, $action: ServiceRequestAction!, $reason: String) { actOnServiceRequest(id: $id, action: $action, reason: $reason) { ${FIELDS} } }`;

let app: TestApp;
let admin: TestBrowser;
let customer: { browser: TestBrowser; email: string };
let watch: CatalogueProduct;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  customer = await signedInCustomer(app);
  [watch] = await products(app, "category = 'watches' and stock >= 1 order by id limit 1 --");
  await setStock(app, watch.id, 100);
});
afterAll(() => app.close());

const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });
const details = (kind: 'return' | 'repair', orderNumber: string) =>
  kind === 'return'
    ? { kind, orderNumber, itemName: 'Submariner Date', reason: 'Changed my mind', details: 'Not the size I expected on the wrist.' }
    : { kind, orderNumber, itemName: 'Submariner Date', reason: 'Not keeping time', details: 'Loses two minutes a day since March.' };

/** Dispatched now (returns are for dispatched orders only). */
const dispatch = (number: string) => admin.graphql(DISPATCH, { number, input: { carrier: 'DPD', trackingNumber: '15501234567890' } });

async function raise(who: { browser: TestBrowser }, kind: 'return' | 'repair') {
  const order = await buy(who.browser, watch);
  if (kind === 'return') await dispatch(order.number);
  const created = await who.browser.graphql(CREATE, { input: details(kind, order.number.toLowerCase()) });
  if (!created.body.data) throw new Error(JSON.stringify(created.body.errors));
  return { order, request: created.body.data.createServiceRequest };
}

const act = (id: string, action: string, reason?: string) => admin.graphql(ACT, { id, action, reason });

describe('raising a request', () => {
  it("names only the customer's own paid order: another customer's, an unknown or an unpaid one is refused with the same words", async () => {
    const stranger = await signedInCustomer(app);
    const theirs = await buy(stranger.browser, watch);
    const unpaid = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout.order;
    for (const number of [theirs.number, 'AUR-ZZZZZZZZ', unpaid.number]) {
      const refused = await customer.browser.graphql(CREATE, { input: details('return', number) });
      expect(errorOf(refused.body)).toEqual({ code: 'BAD_USER_INPUT', message: ORDER_NOT_IN_ACCOUNT });
      expect(refused.body.errors[0].extensions.fields).toEqual([{ field: 'orderNumber', messages: [ORDER_NOT_IN_ACCOUNT] }]);
    }
    expect((await customer.browser.graphql(MINE)).body.data.myServiceRequests.map((r: any) => r.orderNumber)).not.toContain(theirs.number);
  });

  it('accepts a guest order placed with the account’s email, and starts as requested', async () => {
    const guest = await buy(app, watch, { email: customer.email.toUpperCase() });
    const created = await customer.browser.graphql(CREATE, { input: details('repair', guest.number) });
    expect(created.body.data.createServiceRequest).toMatchObject({ status: 'REQUESTED', statusLabel: 'Requested', orderNumber: guest.number, customerEmail: null, nextActions: [] });
  });
});

describe('who may work on requests', () => {
  it('visitors get UNAUTHENTICATED and customers FORBIDDEN for every staff query and mutation', async () => {
    const { request } = await raise(customer, 'return');
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id: request.id }],
      [ACT, { id: request.id, action: 'APPROVE' }],
      [ACT, { id: request.id, action: 'REJECT', reason: 'Outside the 30 days.' }],
      ['query { serviceRequests { id } }', {}],
    ];
    for (const [query, variables] of operations) {
      expect(errorOf((await app.graphql(query, variables)).body)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      expect(errorOf((await customer.browser.graphql(query, variables)).body)).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });
    }
    expect((await admin.graphql(ONE, { id: request.id })).body.data.staffServiceRequest.status).toBe('REQUESTED');
  });
});

describe('the return state machine', () => {
  it('requested → approved (instructions emailed) → received → refunded through the order, each step shown to the customer and recorded', async () => {
    const { order, request } = await raise(customer, 'return');
    expect((await admin.graphql(ONE, { id: request.id })).body.data.staffServiceRequest.nextActions.map((a: any) => a.action)).toEqual(['APPROVE', 'REJECT']);

    const approved = (await act(request.id, 'APPROVE')).body.data.actOnServiceRequest;
    expect(approved).toMatchObject({ status: 'APPROVED', customerEmail: customer.email });
    expect(approved.nextActions.map((a: any) => a.action)).toEqual(['RECEIVE', 'REJECT']);
    const instructions = (await emailsTo(app, customer.email)).find((email) => email.kind === 'return_approved');
    expect(instructions?.body).toContain(`RMA-${request.id}`);
    expect(instructions?.body).toContain('Mount Street');

    expect((await act(request.id, 'RECEIVE')).body.data.actOnServiceRequest.status).toBe('RECEIVED');
    const refunded = (await act(request.id, 'REFUND')).body.data.actOnServiceRequest;
    expect(refunded).toMatchObject({ status: 'REFUNDED', nextActions: [] });

    const [row] = await sql(app.orm, 'select status, refund_id from customer_order where number = ?', [order.number]);
    expect(row.status).toBe('refunded');
    expect(row.refund_id).toBeTruthy();
    expect((await emailsTo(app, order.email)).map((email) => email.kind)).toContain('order_refunded');

    const mine = (await customer.browser.graphql(MINE)).body.data.myServiceRequests.find((r: any) => r.id === request.id);
    expect(mine.steps.map((step: any) => step.status)).toEqual(['APPROVED', 'RECEIVED', 'REFUNDED']);
    expect(mine).toMatchObject({ status: 'REFUNDED', statusLabel: 'Refunded', customerEmail: null, nextActions: [] });

    const audit = await sql(app.orm, "select action, actor_email, reason, changes, created_at from staff_action where subject_type = 'service_request' and subject_id = ? order by id", [request.id]);
    expect(audit.map((entry) => entry.action)).toEqual(['return.approve', 'return.receive', 'return.refund']);
    expect(audit[2].changes).toMatchObject({ status: { from: 'received', to: 'refunded' }, amountPence: order.totalPence, refund: { orderNumber: order.number, amountPence: order.totalPence } });
    // Who, when and why for every step: the customer's reason when staff add no note of their own.
    const [{ email: adminEmail }] = await sql(app.orm, "select email from app_user where role = 'admin' order by id desc limit 1");
    for (const entry of audit) {
      expect(entry.actor_email).toBe(adminEmail);
      expect(entry.created_at).toBeTruthy();
      expect(entry.reason).toBe('Customer’s reason: Changed my mind');
    }
  });

  it("a staff member's note on a step is its recorded reason", async () => {
    const { request } = await raise(customer, 'return');
    const approved = await admin.graphql(
      `mutation($id: ID!, $reason: String) { actOnServiceRequest(id: $id, action: APPROVE, reason: $reason) { status } }`,
      { id: request.id, reason: '  Photos show the box unopened  ' },
    );
    expect(approved.body.data.actOnServiceRequest.status).toBe('APPROVED');
    const [entry] = await sql(app.orm, "select reason from staff_action where subject_type = 'service_request' and subject_id = ? order by id", [request.id]);
    expect(entry.reason).toBe('Photos show the box unopened');

    // A note too long is refused before anything moves: no refund goes out for a refused step.
    await act(request.id, 'RECEIVE');
    const tooLong = await act(request.id, 'REFUND', 'x'.repeat(1001));
    expect(errorOf(tooLong.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Please keep the note to 1,000 characters.' });
    expect((await admin.graphql(ONE, { id: request.id })).body.data.staffServiceRequest.status).toBe('RECEIVED');
    const [order] = await sql(app.orm, 'select o.refunded_pence from customer_order o join service_request r on r.order_id = o.id where r.id = ?', [request.id]);
    expect(order.refunded_pence).toBe(0);
  });

  it('refuses steps out of order, and anything after the end, with 400 and words staff can act on', async () => {
    const { order, request } = await raise(customer, 'return');
    const early = await act(request.id, 'REFUND');
    expect(errorOf(early.body)).toEqual({ code: 'BAD_USER_INPUT', message: `Return request #${request.id} is requested and cannot be refunded now.` });
    expect(errorOf((await act(request.id, 'START_REPAIR')).body).message).toBe(`Return request #${request.id} is a return: it cannot be with the workshop.`);
    expect((await sql(app.orm, 'select status from customer_order where number = ?', [order.number]))[0].status).toBe('fulfilled');

    await act(request.id, 'APPROVE');
    expect(errorOf((await act(request.id, 'APPROVE')).body).message).toBe(`Return request #${request.id} is already approved.`);
    await act(request.id, 'RECEIVE');
    await act(request.id, 'REFUND');
    expect(errorOf((await act(request.id, 'REFUND')).body).message).toBe(`Return request #${request.id} is already refunded.`);
    expect(errorOf((await act(request.id, 'REJECT', 'Changed our mind')).body).message).toBe(`Return request #${request.id} is refunded and cannot be rejected now.`);
    expect(errorOf((await admin.graphql(ONE, { id: '999999' })).body)).toEqual({ code: 'NOT_FOUND', message: 'Request not found.' });
  });

  it('rejects only with a reason, which the customer is emailed and sees', async () => {
    const { request } = await raise(customer, 'return');
    for (const reason of [undefined, '  ', 'no']) {
      expect(errorOf((await act(request.id, 'REJECT', reason)).body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Please give the customer a reason (at least 5 characters).' });
    }
    expect(errorOf((await act(request.id, 'REJECT', 'x'.repeat(1001))).body).message).toBe('Please keep the reason under 1000 characters.');
    const rejected = (await act(request.id, 'REJECT', '  Worn beyond a try-on.  ')).body.data.actOnServiceRequest;
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: 'Worn beyond a try-on.', nextActions: [] });
    const email = (await emailsTo(app, customer.email)).filter((e) => e.kind === 'return_rejected').at(-1);
    expect(email?.body).toContain('Reason: Worn beyond a try-on.');
    const mine = (await customer.browser.graphql(MINE)).body.data.myServiceRequests.find((r: any) => r.id === request.id);
    expect(mine).toMatchObject({ status: 'REJECTED', rejectionReason: 'Worn beyond a try-on.' });
  });

  it('does not refund twice when staff already refunded the order from Orders', async () => {
    const { order, request } = await raise(customer, 'return');
    await admin.graphql(REFUND, { number: order.number });
    const [before] = await sql(app.orm, 'select refund_id from customer_order where number = ?', [order.number]);
    await act(request.id, 'APPROVE');
    await act(request.id, 'RECEIVE');
    expect((await act(request.id, 'REFUND')).body.data.actOnServiceRequest.status).toBe('REFUNDED');
    const [after] = await sql(app.orm, 'select refund_id from customer_order where number = ?', [order.number]);
    expect(after.refund_id).toBe(before.refund_id);
    expect((await emailsTo(app, order.email)).filter((email) => email.kind === 'order_refunded')).toHaveLength(1);
  });
});

describe('the repair state machine', () => {
  it('requested → received → with the workshop → ready → returned; never approved or refunded', async () => {
    const { order, request } = await raise(customer, 'repair');
    expect(errorOf((await act(request.id, 'APPROVE')).body).message).toBe(`Repair request #${request.id} is a repair: it cannot be approved.`);
    expect(errorOf((await act(request.id, 'MARK_READY')).body).message).toBe(`Repair request #${request.id} is requested and cannot be ready now.`);
    const statuses: string[] = [];
    for (const action of ['RECEIVE', 'START_REPAIR', 'MARK_READY', 'RETURN_TO_CUSTOMER']) {
      const result = await act(request.id, action);
      statuses.push(result.body.data.actOnServiceRequest.status);
    }
    expect(statuses).toEqual(['RECEIVED', 'IN_WORKSHOP', 'READY', 'RETURNED']);
    expect(errorOf((await act(request.id, 'REFUND')).body).message).toBe(`Repair request #${request.id} is a repair: it cannot be refunded.`);
    expect((await sql(app.orm, 'select status from customer_order where number = ?', [order.number]))[0].status).toBe('paid');
    const kinds = (await emailsTo(app, customer.email)).map((email) => email.kind);
    expect(kinds).toEqual(expect.arrayContaining(['repair_received', 'repair_ready', 'repair_returned']));
  });

  it('cannot be rejected once the work has started', async () => {
    const { request } = await raise(customer, 'repair');
    await act(request.id, 'RECEIVE');
    await act(request.id, 'START_REPAIR');
    expect(errorOf((await act(request.id, 'REJECT', 'Parts unavailable')).body).message).toBe(`Repair request #${request.id} is with the workshop and cannot be rejected now.`);
  });
});

describe('the staff list', () => {
  it('filters by kind and status, searches, and pages with a total', async () => {
    const { order, request } = await raise(customer, 'repair');
    const repairs = (await admin.graphql(LIST, { filter: { kind: 'repair', status: 'REQUESTED' }, limit: 100 })).body.data.staffServiceRequests;
    expect(repairs.items.every((r: any) => r.kind === 'repair' && r.status === 'REQUESTED')).toBe(true);
    expect(repairs.items.map((r: any) => r.id)).toContain(request.id);
    const found = (await admin.graphql(LIST, { filter: { search: order.number.slice(4).toLowerCase() } })).body.data.staffServiceRequests;
    expect(found).toMatchObject({ totalCount: 1, items: [{ id: request.id }] });
    expect((await admin.graphql(LIST, { filter: { search: `#${request.id}` } })).body.data.staffServiceRequests.items.map((r: any) => r.id)).toContain(request.id);
    const all = (await admin.graphql(LIST, { limit: 100 })).body.data.staffServiceRequests;
    const page = (await admin.graphql(LIST, { limit: 2, offset: 1 })).body.data.staffServiceRequests;
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.items.map((r: any) => r.id)).toEqual(all.items.slice(1, 3).map((r: any) => r.id));
  });
});
