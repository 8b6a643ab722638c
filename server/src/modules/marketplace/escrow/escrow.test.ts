import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser, type TestBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DETAIL_MESSAGES } from '../../delivery/checkout-details';
import { form, PDF, png, send, signedInAdmin, signedInCustomer } from '../marketplace.test-helpers';
import { CHECKOUT_MESSAGES } from './escrow-checkout.service';
import { ESCROW_JOBS } from './escrow-moves';
import { ESCROW_SERVICE_MESSAGES } from './escrow.service';
import { addBusinessDays, INSURED_DELIVERY_PENCE, SHIP_WITHIN_BUSINESS_DAYS } from './escrow-terms';
import {
  ACCEPT, balanceAgainstEntries, CARD_DECLINED, CARD_OK, DELIVERED, DELIVERY, deliveredOrder, errorOf, expectLedgerBalanced, jobRunner, makeDue, ORDER, PAY, PAY_OUT, RESOLVE,
  MINE, sellerAndBuyer, SHIP, SHIPMENT, sql, STAFF_DELIVERED, STAFF_ORDERS, START, startAndPay,
} from './escrow.test-helpers';

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => app.close());

const PRICE = 1_125_000;
const COMMISSION = 112_500;
const TOTAL = PRICE + INSURED_DELIVERY_PENCE;
const listingStatus = async (id: string) => (await sql(app.orm, 'select status from marketplace_listing where id = ?', [id]))[0].status;
const emailKinds = async (to: string) => (await sql(app.orm, 'select kind from outbox_message where recipient = ? order by id', [to])).map((row) => row.kind);
const dispute = (browser: TestBrowser, orderId: string, reason: string, files: Record<string, Buffer> = {}) =>
  send(browser, 'POST', `/api/marketplace/orders/${orderId}/dispute`, form({ reason }, files));

describe('starting a checkout', () => {
  it('reserves a live listing for 15 minutes at the server’s price; a second buyer is told it is reserved', async () => {
    const { buyer, listingId } = await sellerAndBuyer(app, admin);
    const started = await buyer.browser.graphql(START, { listingId, delivery: DELIVERY });
    const order = started.body.data.startMarketplaceCheckout.order;
    expect(order).toMatchObject({ status: 'PENDING', viewerRole: 'BUYER', price: { amount: PRICE }, insuredDelivery: { amount: INSURED_DELIVERY_PENCE }, total: { amount: TOTAL }, commission: null });
    expect(started.body.data.startMarketplaceCheckout.clientSecret).toMatch(/^pi_sim_/);
    expect(await listingStatus(listingId)).toBe('reserved');
    const [job] = await sql(app.orm, `select status, extract(epoch from run_at - now()) / 60 as minutes from job where key = ?`, [`${ESCROW_JOBS.reservationExpiry}:${order.id}`]);
    expect(job.status).toBe('pending');
    expect(Number(job.minutes)).toBeGreaterThan(14);
    expect(Number(job.minutes)).toBeLessThanOrEqual(15);

    const other = await signedInCustomer(app);
    const refused = await other.browser.graphql(START, { listingId, delivery: DELIVERY });
    expect(errorOf(refused.body)).toEqual({ code: 'CONFLICT', message: CHECKOUT_MESSAGES.reserved, reason: 'RESERVED' });
    const again = await buyer.browser.graphql(START, { listingId, delivery: DELIVERY });
    expect(again.body.data.startMarketplaceCheckout.order.id).toBe(order.id);
  });

  it('is for signed-in, verified buyers other than the seller, with a valid delivery address', async () => {
    const { seller, buyer, listingId } = await sellerAndBuyer(app, admin);
    expect(errorOf((await testBrowser(app).graphql(START, { listingId, delivery: DELIVERY })).body).code).toBe('UNAUTHENTICATED');
    expect(errorOf((await seller.browser.graphql(START, { listingId, delivery: DELIVERY })).body)).toMatchObject({ code: 'FORBIDDEN', message: CHECKOUT_MESSAGES.ownListing });
    const badAddress = await buyer.browser.graphql(START, { listingId, delivery: { ...DELIVERY, postalCode: 'NOPE', city: 'L' } });
    expect(errorOf(badAddress.body).code).toBe('BAD_USER_INPUT');
    expect(badAddress.body.errors[0].extensions.fields).toEqual([
      { field: 'city', messages: [DETAIL_MESSAGES.city] },
      { field: 'postalCode', messages: [DETAIL_MESSAGES.postalCodeUk] },
    ]);
    expect(errorOf((await buyer.browser.graphql(START, { listingId: '99999999', delivery: DELIVERY })).body)).toMatchObject({ code: 'NOT_FOUND', message: CHECKOUT_MESSAGES.notFound });
    expect(errorOf((await buyer.browser.graphql(START, { listingId: 'x', delivery: DELIVERY })).body).code).toBe('NOT_FOUND');
    expect(await listingStatus(listingId)).toBe('live');

    await sql(app.orm, 'update app_user set phone_verified = false where email = ?', [buyer.email]);
    expect(errorOf((await buyer.browser.graphql(START, { listingId, delivery: DELIVERY })).body)).toMatchObject({ code: 'FORBIDDEN', message: CHECKOUT_MESSAGES.verifyFirst });
  });

  it('a declined card keeps the reservation; when it ends unpaid the payment is cancelled and the listing is live again', async () => {
    const { buyer, listingId } = await sellerAndBuyer(app, admin);
    const started = await buyer.browser.graphql(START, { listingId, delivery: DELIVERY });
    const orderId = started.body.data.startMarketplaceCheckout.order.id;
    const declined = await buyer.browser.graphql(PAY, { id: orderId, card: CARD_DECLINED });
    expect(errorOf(declined.body)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Your card was declined.' });
    expect(await listingStatus(listingId)).toBe('reserved');

    await makeDue(app, ESCROW_JOBS.reservationExpiry, orderId);
    await jobRunner(app).runDue();
    expect((await buyer.browser.graphql(ORDER, { id: orderId })).body.data.marketplaceOrder.status).toBe('EXPIRED');
    expect(await listingStatus(listingId)).toBe('live');
    const [intent] = await sql(app.orm, 'select i.status from simulated_payment_intent i join marketplace_order o on o.payment_intent_id = i.id where o.id = ?', [orderId]);
    expect(intent.status).toBe('canceled');
    expect(errorOf((await buyer.browser.graphql(PAY, { id: orderId, card: CARD_OK })).body).reason).toBe('RESERVATION_EXPIRED');
    expect(await sql(app.orm, 'select id from ledger_entry where order_id = ?', [orderId])).toEqual([]);
  });
});

describe('the escrow life cycle', () => {
  it('accepted: paid (held) → shipped → delivered → accepted (released less commission) → paid out, each step by its party only', async () => {
    const { seller, buyer, listingId } = await sellerAndBuyer(app, admin);
    const stranger = await signedInCustomer(app);
    const orderId = await startAndPay(buyer.browser, listingId);
    const paid = (await seller.browser.graphql(ORDER, { id: orderId })).body.data.marketplaceOrder;
    expect(paid).toMatchObject({ status: 'PAID', viewerRole: 'SELLER', commission: { amount: COMMISSION }, sellerProceeds: { amount: PRICE - COMMISSION } });
    expect(paid.nextStep).toMatch(/^Ship the watch/);
    expect(await listingStatus(listingId)).toBe('sold');
    expect(await expectLedgerBalanced(app, orderId)).toBe(TOTAL);
    expect(await emailKinds(seller.email)).toContain('marketplace_order_paid');
    expect(await balanceAgainstEntries(app, seller)).toEqual({ reported: { held: TOTAL, available: 0, paidOut: 0 }, entries: { held: TOTAL, available: 0, paidOut: 0 } });

    expect((await buyer.browser.graphql(MINE, { side: 'BUYER' })).body.data.myMarketplaceOrders).toEqual([{ id: orderId, viewerRole: 'BUYER', status: 'PAID' }]);
    expect((await seller.browser.graphql(MINE, { side: 'SELLER' })).body.data.myMarketplaceOrders).toEqual([{ id: orderId, viewerRole: 'SELLER', status: 'PAID' }]);
    expect((await stranger.browser.graphql(MINE, { side: 'BUYER' })).body.data.myMarketplaceOrders).toEqual([]);
    expect(errorOf((await stranger.browser.graphql(ORDER, { id: orderId })).body).code).toBe('NOT_FOUND');
    expect(errorOf((await stranger.browser.graphql(SHIP, { id: orderId, input: SHIPMENT })).body).code).toBe('NOT_FOUND');
    expect(errorOf((await buyer.browser.graphql(SHIP, { id: orderId, input: SHIPMENT })).body)).toMatchObject({ code: 'FORBIDDEN', reason: 'WRONG_ACTOR' });
    expect(errorOf((await seller.browser.graphql(SHIP, { id: orderId, input: { ...SHIPMENT, trackingNumber: '12' } })).body)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf((await buyer.browser.graphql(DELIVERED, { id: orderId })).body)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'ILLEGAL_TRANSITION' });
    const shipped = (await seller.browser.graphql(SHIP, { id: orderId, input: SHIPMENT })).body.data.shipMarketplaceOrder;
    expect(shipped).toMatchObject({ status: 'SHIPPED', carrier: 'DHL_EXPRESS', trackingNumber: 'JD014600001234' });
    expect(shipped.trackingUrl).toContain('JD014600001234');
    expect(errorOf((await seller.browser.graphql(SHIP, { id: orderId, input: SHIPMENT })).body).reason).toBe('ILLEGAL_TRANSITION');
    expect(await emailKinds(buyer.email)).toContain('marketplace_order_shipped');

    expect(errorOf((await seller.browser.graphql(DELIVERED, { id: orderId })).body).reason).toBe('WRONG_ACTOR');
    expect(errorOf((await buyer.browser.graphql(ACCEPT, { id: orderId })).body).reason).toBe('ILLEGAL_TRANSITION');
    const delivered = (await buyer.browser.graphql(DELIVERED, { id: orderId })).body.data.confirmMarketplaceDelivery;
    expect(delivered.status).toBe('DELIVERED');
    const inspectionHours = (Date.parse(delivered.inspectionEndsAt) - Date.parse(delivered.deliveredAt)) / 3600_000;
    expect(inspectionHours).toBe(72);
    expect(await emailKinds(buyer.email)).toContain('marketplace_order_delivered');

    expect(errorOf((await seller.browser.graphql(ACCEPT, { id: orderId })).body).reason).toBe('WRONG_ACTOR');
    const accepted = (await buyer.browser.graphql(ACCEPT, { id: orderId })).body.data.acceptMarketplaceOrder;
    expect(accepted).toMatchObject({ status: 'RELEASED', autoAccepted: false });
    expect(accepted.acceptedAt).not.toBeNull();
    expect(await expectLedgerBalanced(app, orderId)).toBe(0);
    expect(await balanceAgainstEntries(app, seller)).toEqual({ reported: { held: 0, available: PRICE - COMMISSION, paidOut: 0 }, entries: { held: 0, available: PRICE - COMMISSION, paidOut: 0 } });
    const [commission] = await sql(app.orm, `select sum(amount_pence)::bigint as total from ledger_entry where order_id = ? and account = 'commission'`, [orderId]);
    expect(Number(commission.total)).toBe(COMMISSION);
    expect(await emailKinds(seller.email)).toContain('marketplace_funds_released');

    // The inspection timer comes due after all: the order has moved on, so it does nothing.
    await makeDue(app, ESCROW_JOBS.inspectionEnd, orderId);
    await jobRunner(app).runDue();
    expect(await sql(app.orm, `select movement from ledger_entry where order_id = ? group by journal_id, movement order by min(id)`, [orderId])).toEqual([{ movement: 'payment' }, { movement: 'release' }]);

    expect(errorOf((await seller.browser.graphql(PAY_OUT, { id: orderId })).body).code).toBe('FORBIDDEN');
    const paidOut = (await admin.graphql(PAY_OUT, { id: orderId })).body.data.payOutMarketplaceOrder;
    expect(paidOut.status).toBe('PAID_OUT');
    expect(errorOf((await admin.graphql(PAY_OUT, { id: orderId })).body).reason).toBe('ILLEGAL_TRANSITION');
    expect(await balanceAgainstEntries(app, seller)).toEqual({ reported: { held: 0, available: 0, paidOut: PRICE - COMMISSION }, entries: { held: 0, available: 0, paidOut: PRICE - COMMISSION } });
    const [audit] = await sql(app.orm, `select action, actor_email from staff_action where subject_type = 'marketplace_order' and subject_id = (select number from marketplace_order where id = ?)`, [orderId]);
    expect(audit.action).toBe('marketplace_order.payout');
    await expectLedgerBalanced(app, orderId);
  });

  it('auto-released: the inspection period ends without a dispute', async () => {
    const { seller, orderId } = await deliveredOrder(app, admin);
    await makeDue(app, ESCROW_JOBS.inspectionEnd, orderId);
    await jobRunner(app).runDue();
    const order = (await seller.browser.graphql(ORDER, { id: orderId })).body.data.marketplaceOrder;
    expect(order).toMatchObject({ status: 'RELEASED', autoAccepted: true });
    expect(await expectLedgerBalanced(app, orderId)).toBe(0);
    const balance = await balanceAgainstEntries(app, seller);
    expect(balance.reported).toEqual(balance.entries);
    expect(balance.reported.available).toBe(PRICE - COMMISSION);
  });

  it('not shipped within 5 business days: cancelled, the buyer refunded through the gateway, the listing withdrawn', async () => {
    const { seller, buyer, listingId } = await sellerAndBuyer(app, admin);
    const orderId = await startAndPay(buyer.browser, listingId);
    const paid = (await buyer.browser.graphql(ORDER, { id: orderId })).body.data.marketplaceOrder;
    // Five business days from the payment: 7 calendar days from a weekday, 6 from a Saturday, 5 from a Sunday.
    const shipBy = Date.parse(paid.shipBy);
    expect(Math.abs(shipBy - addBusinessDays(new Date(), SHIP_WITHIN_BUSINESS_DAYS).getTime())).toBeLessThan(120_000);
    const shipByDays = (shipBy - Date.now()) / 86_400_000;
    expect(shipByDays).toBeGreaterThan(4.9);
    expect(shipByDays).toBeLessThanOrEqual(7);

    await makeDue(app, ESCROW_JOBS.shipDeadline, orderId);
    await Promise.all([jobRunner(app).runDue(), jobRunner(app).runDue()]);
    const refunded = (await buyer.browser.graphql(ORDER, { id: orderId })).body.data.marketplaceOrder;
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundReason: 'not_shipped' });
    const [intent] = await sql(app.orm, 'select i.refund_id from simulated_payment_intent i join marketplace_order o on o.payment_intent_id = i.id where o.id = ?', [orderId]);
    expect(intent.refund_id).toMatch(/^re_sim_/);
    expect(await listingStatus(listingId)).toBe('withdrawn');
    expect(await expectLedgerBalanced(app, orderId)).toBe(0);
    const [refunds] = await sql(app.orm, `select count(distinct journal_id)::int as journals, sum(amount_pence)::bigint as total from ledger_entry where order_id = ? and account = 'refunds'`, [orderId]);
    expect(refunds).toEqual({ journals: 1, total: String(TOTAL) });
    expect(await emailKinds(buyer.email)).toContain('marketplace_order_refunded');
    expect(await emailKinds(seller.email)).toContain('marketplace_order_cancelled');
    expect(errorOf((await seller.browser.graphql(SHIP, { id: orderId, input: SHIPMENT })).body).reason).toBe('ILLEGAL_TRANSITION');
    expect((await balanceAgainstEntries(app, seller)).reported).toEqual({ held: 0, available: 0, paidOut: 0 });
  });

  it('disputed → refunded: the buyer disputes with photos checked by content; staff refund after the return, with a reason, audited', async () => {
    const { seller, buyer, orderId } = await deliveredOrder(app, admin);
    expect((await dispute(buyer.browser, orderId, 'Too short')).body.error.message).toBe(ESCROW_SERVICE_MESSAGES.disputeReason);
    const renamed = await dispute(buyer.browser, orderId, 'The dial is not the one in the photos.', { photo_0: PDF });
    expect(renamed).toMatchObject({ status: 400, body: { error: { message: ESCROW_SERVICE_MESSAGES.disputePhotoType } } });
    expect((await dispute(seller.browser, orderId, 'The dial is not the one in the photos.')).status).toBe(403);
    const opened = await dispute(buyer.browser, orderId, 'The dial is not the one in the photos.', { photo_0: await png() });
    expect(opened.status).toBe(200);
    expect(opened.body.order).toMatchObject({ status: 'DISPUTED', disputePhotoCount: 1, disputeReason: 'The dial is not the one in the photos.' });
    expect(await emailKinds(seller.email)).toContain('marketplace_order_disputed');

    // A dispute stops the clock: the inspection timer no longer releases the funds.
    await makeDue(app, ESCROW_JOBS.inspectionEnd, orderId);
    await jobRunner(app).runDue();
    expect(errorOf((await buyer.browser.graphql(ACCEPT, { id: orderId })).body).reason).toBe('ILLEGAL_TRANSITION');
    expect(errorOf((await buyer.browser.graphql(RESOLVE, { id: orderId, outcome: 'REFUND', reason: 'Dial replaced.', watchReturned: true })).body).code).toBe('FORBIDDEN');

    const notBack = await admin.graphql(RESOLVE, { id: orderId, outcome: 'REFUND', reason: 'The dial was replaced.', watchReturned: false });
    expect(errorOf(notBack.body)).toMatchObject({ code: 'BAD_USER_INPUT', message: ESCROW_SERVICE_MESSAGES.notReturned });
    expect(errorOf((await admin.graphql(RESOLVE, { id: orderId, outcome: 'REFUND', reason: 'No', watchReturned: true })).body).message).toBe(ESCROW_SERVICE_MESSAGES.resolutionReason);
    const resolved = (await admin.graphql(RESOLVE, { id: orderId, outcome: 'REFUND', reason: 'The dial was replaced; watch returned to the seller.', watchReturned: true })).body.data.resolveMarketplaceDispute;
    expect(resolved).toMatchObject({ status: 'REFUNDED', refundReason: 'dispute', resolutionReason: 'The dial was replaced; watch returned to the seller.' });
    const [audit] = await sql(app.orm, `select action, reason from staff_action where subject_type = 'marketplace_order' and subject_id = (select number from marketplace_order where id = ?)`, [orderId]);
    expect(audit).toEqual({ action: 'marketplace_order.dispute.refund', reason: 'The dial was replaced; watch returned to the seller.' });
    expect(await expectLedgerBalanced(app, orderId)).toBe(0);
    expect((await balanceAgainstEntries(app, seller)).reported).toEqual({ held: 0, available: 0, paidOut: 0 });
    expect(await emailKinds(buyer.email)).toContain('marketplace_order_refunded');
  });

  it('disputed → released: staff release to the seller with a reason, audited', async () => {
    const { seller, buyer, orderId } = await deliveredOrder(app, admin);
    expect((await dispute(buyer.browser, orderId, 'The bracelet has a scratch not in the listing.')).status).toBe(200);
    const released = (await admin.graphql(RESOLVE, { id: orderId, outcome: 'RELEASE', reason: 'The scratch is visible in listing photo 3.' })).body.data.resolveMarketplaceDispute;
    expect(released.status).toBe('RELEASED');
    const [audit] = await sql(app.orm, `select action, reason from staff_action where subject_type = 'marketplace_order' and subject_id = (select number from marketplace_order where id = ?)`, [orderId]);
    expect(audit).toEqual({ action: 'marketplace_order.dispute.release', reason: 'The scratch is visible in listing photo 3.' });
    expect(await expectLedgerBalanced(app, orderId)).toBe(0);
    const balance = await balanceAgainstEntries(app, seller);
    expect(balance.reported).toEqual(balance.entries);
    expect(balance.reported.available).toBe(PRICE - COMMISSION);
    expect(await emailKinds(seller.email)).toContain('marketplace_dispute_resolved');
  });

  it('staff confirm delivery on the carrier’s proof; customers cannot', async () => {
    const { seller, buyer, listingId } = await sellerAndBuyer(app, admin);
    const orderId = await startAndPay(buyer.browser, listingId);
    await seller.browser.graphql(SHIP, { id: orderId, input: SHIPMENT });
    expect(errorOf((await buyer.browser.graphql(STAFF_ORDERS, { status: 'SHIPPED' })).body).code).toBe('FORBIDDEN');
    expect((await admin.graphql(STAFF_ORDERS, { status: 'SHIPPED' })).body.data.staffMarketplaceOrders.items).toContainEqual({ id: orderId, viewerRole: 'STAFF', status: 'SHIPPED' });
    expect(errorOf((await buyer.browser.graphql(STAFF_DELIVERED, { id: orderId })).body).code).toBe('FORBIDDEN');
    expect((await admin.graphql(STAFF_DELIVERED, { id: orderId })).body.data.staffConfirmMarketplaceDelivery.status).toBe('DELIVERED');
    const [audit] = await sql(app.orm, `select action from staff_action where subject_type = 'marketplace_order' and subject_id = (select number from marketplace_order where id = ?)`, [orderId]);
    expect(audit.action).toBe('marketplace_order.deliver');
  });

  it('timers fire once with two runners: each due inspection releases its order once', async () => {
    const orders = [await deliveredOrder(app, admin), await deliveredOrder(app, admin), await deliveredOrder(app, admin)];
    for (const { orderId } of orders) await makeDue(app, ESCROW_JOBS.inspectionEnd, orderId);
    await Promise.all([jobRunner(app).runDue(), jobRunner(app).runDue()]);
    const ids = orders.map((order) => order.orderId);
    const releases = await sql(app.orm, `select order_id, count(distinct journal_id)::int as journals from ledger_entry where movement = 'release' and order_id::text = any(string_to_array(?, ',')) group by order_id`, [ids.join(',')]);
    expect(releases).toHaveLength(3);
    expect(releases.every((row) => row.journals === 1)).toBe(true);
    await expectLedgerBalanced(app);
  });

  it('answers a malformed order id as not found, never a 500', async () => {
    const buyer = await signedInCustomer(app);
    expect(errorOf((await buyer.browser.graphql(ORDER, { id: "1' or 1=1" })).body).code).toBe('NOT_FOUND');
    expect((await dispute(buyer.browser, 'nope', 'The dial is not the one in the photos.')).status).toBe(404);
  });
});
