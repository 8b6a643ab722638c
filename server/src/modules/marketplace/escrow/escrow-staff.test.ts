import { STAFF_REASON_MESSAGE } from '../../../common/audit/staff-reason';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser, type TestBrowser } from '../../../test/account-helpers';
import { expectStaffPaging } from '../../../test/staff-paging';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { form, png, send, signedInAdmin, signedInCustomer } from '../marketplace.test-helpers';
import { SELLER_MESSAGES } from '@aurum/rules/marketplace/seller-rules';
import { ESCROW_SERVICE_MESSAGES } from './escrow.service';
import { INSURED_DELIVERY_PENCE } from './escrow-terms';
import {
  ACCEPT, deliveredOrder, errorOf, expectLedgerBalanced, PAY_OUT, RESOLVE, sellerAndBuyer, SHIP, SHIPMENT, sql, STAFF_DELIVERED, startAndPay,
} from './escrow.test-helpers';

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => app.close());

const STAFF_EMAIL = 'marketplace@aurum.example';
const PRICE = 1_125_000;
const NET = PRICE - 112_500;
const TOTAL = PRICE + INSURED_DELIVERY_PENCE;
const STAFF_FIELDS = 'id number status disputePhotoUrls staffDetails { buyerEmail sellerId sellerName sellerEmail sellerStripeAccountId payoutTransferId refundReference }';
const STAFF_ORDER = `query($id: ID!) { marketplaceOrder(id: $id) { ${STAFF_FIELDS} } }`;
const STAFF_LIST = `query($status: MarketplaceOrderStatus, $search: String) { staffMarketplaceOrders(status: $status, search: $search) { items { id number status } totalCount } }`;
const COUNTS = `query { staffMarketplaceOrderCounts { status count } }`;
const LEDGER = `query($id: ID!) { staffMarketplaceOrderLedger(id: $id) { movement account amount { amount } } }`;
const HISTORY = `query($id: ID!) { staffMarketplaceOrderHistory(id: $id) { action actorEmail reason createdAt changes { field from to } } }`;
const SET_ACCOUNT = `mutation($id: ID!, $accountId: String) { setSellerStripeAccount(id: $id, accountId: $accountId) { id stripeAccountId } }`;

const dispute = (browser: TestBrowser, orderId: string, files: Record<string, Buffer> = {}) =>
  send(browser, 'POST', `/api/marketplace/orders/${orderId}/dispute`, form({ reason: 'The crown does not screw down as described.' }, files));
const auditOf = async (orderId: string) =>
  sql(app.orm, `select action, actor_email, reason, changes from staff_action where subject_type = 'marketplace_order' and subject_id = (select number from marketplace_order where id = ?) order by id`, [orderId]);

/** A delivered order the buyer accepted: its funds are in the seller's balance. */
async function releasedOrder() {
  const parties = await deliveredOrder(app, admin);
  expect((await parties.buyer.browser.graphql(ACCEPT, { id: parties.orderId })).body.data.acceptMarketplaceOrder.status).toBe('RELEASED');
  return parties;
}

describe('dispute photos', () => {
  it('are shown to the buyer, the seller and staff only, never cached; others get 404, visitors 401', async () => {
    const { seller, buyer, orderId } = await deliveredOrder(app, admin);
    const photo = await png();
    expect((await dispute(buyer.browser, orderId, { photo_0: photo })).status).toBe(200);
    const order = (await admin.graphql(STAFF_ORDER, { id: orderId })).body.data.marketplaceOrder;
    expect(order.disputePhotoUrls).toEqual([`/api/marketplace/orders/${orderId}/dispute-photos/1`]);

    for (const viewer of [buyer.browser, seller.browser, admin]) {
      const response = await viewer.fetch(order.disputePhotoUrls[0]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true);
    }
    const stranger = await signedInCustomer(app);
    expect((await stranger.browser.fetch(order.disputePhotoUrls[0])).status).toBe(404);
    expect((await testBrowser(app).fetch(order.disputePhotoUrls[0])).status).toBe(401);
    expect((await admin.fetch(`/api/marketplace/orders/${orderId}/dispute-photos/2`)).status).toBe(404);
    expect((await admin.fetch(`/api/marketplace/orders/${orderId}/dispute-photos/0`)).status).toBe(404);
    expect((await admin.fetch(`/api/marketplace/orders/${orderId}/dispute-photos/..%2F..%2Fsecret`)).status).toBe(404);
  });
});

describe('staff are told of disputes', () => {
  it('a new dispute queues an email to the marketplace staff address with the back-office link, and one to the seller', async () => {
    const { seller, buyer, orderId } = await deliveredOrder(app, admin);
    expect((await dispute(buyer.browser, orderId, { photo_0: await png() })).status).toBe(200);
    const [number] = await sql(app.orm, 'select number from marketplace_order where id = ?', [orderId]);
    const [staffEmail] = await sql(app.orm, `select kind, subject, body, link from outbox_message where recipient = ? and subject like ?`, [STAFF_EMAIL, `%${number.number}%`]);
    expect(staffEmail).toMatchObject({ kind: 'marketplace_dispute_staff', link: `http://localhost:${new URL(staffEmail.link).port}/admin/marketplace-orders/${orderId}` });
    expect(staffEmail.body).toContain('The crown does not screw down as described.');
    expect(staffEmail.body).toContain(buyer.email);
    const sellerKinds = (await sql(app.orm, 'select kind from outbox_message where recipient = ?', [seller.email])).map((row) => row.kind);
    expect(sellerKinds).toContain('marketplace_order_disputed');
  });
});

describe('the staff list and detail', () => {
  it('pages on the server with disputes first across pages, then newest, and says how many match in all', async () => {
    const disputed = await deliveredOrder(app, admin);
    expect((await dispute(disputed.buyer.browser, disputed.orderId)).status).toBe(200);
    const paidIds: string[] = [];
    for (let count = 0; count < 2; count++) {
      const paid = await sellerAndBuyer(app, admin);
      paidIds.push(await startAndPay(paid.buyer.browser, paid.listingId));
    }
    const query = 'query($limit: Int, $offset: Int) { staffMarketplaceOrders(limit: $limit, offset: $offset) { items { id status } totalCount } }';
    const ids = await expectStaffPaging(admin, query, 'staffMarketplaceOrders');
    const [newer, newest] = paidIds;
    expect(ids.indexOf(disputed.orderId)).toBeLessThan(ids.indexOf(newest));
    expect(ids.indexOf(newest)).toBeLessThan(ids.indexOf(newer));
    const first = (await admin.graphql(query, { limit: 1, offset: 0 })).body.data.staffMarketplaceOrders.items[0];
    expect(first.status).toBe('DISPUTED');
  });

  it('staff filter by status, search by number, see disputes first and counts; the parties and payout are for staff only', async () => {
    const disputed = await deliveredOrder(app, admin);
    expect((await dispute(disputed.buyer.browser, disputed.orderId)).status).toBe(200);
    const paid = await sellerAndBuyer(app, admin);
    const paidId = await startAndPay(paid.buyer.browser, paid.listingId);

    const all = (await admin.graphql(STAFF_LIST, {})).body.data.staffMarketplaceOrders.items;
    const firstOther = all.findIndex((order: { status: string }) => order.status !== 'DISPUTED');
    expect(all.slice(firstOther).some((order: { status: string }) => order.status === 'DISPUTED')).toBe(false);
    expect(all.map((order: { id: string }) => order.id)).toContain(paidId);

    const [row] = await sql(app.orm, 'select number from marketplace_order where id = ?', [paidId]);
    const found = (await admin.graphql(STAFF_LIST, { search: row.number.slice(3, 9).toLowerCase() })).body.data.staffMarketplaceOrders.items;
    expect(found.map((order: { id: string }) => order.id)).toEqual([paidId]);
    expect((await admin.graphql(STAFF_LIST, { search: 'MP-NOSUCH1' })).body.data.staffMarketplaceOrders.items).toEqual([]);
    expect((await admin.graphql(STAFF_LIST, { status: 'DISPUTED' })).body.data.staffMarketplaceOrders.items.every((order: { status: string }) => order.status === 'DISPUTED')).toBe(true);

    const counts = (await admin.graphql(COUNTS)).body.data.staffMarketplaceOrderCounts;
    const [expected] = await sql(app.orm, `select count(*)::int as n from marketplace_order where status = 'disputed'`);
    expect(counts).toContainEqual({ status: 'DISPUTED', count: expected.n });

    const staffView = (await admin.graphql(STAFF_ORDER, { id: paidId })).body.data.marketplaceOrder;
    expect(staffView.staffDetails).toMatchObject({ buyerEmail: paid.buyer.email, sellerId: paid.seller.sellerId, sellerEmail: paid.seller.email, sellerStripeAccountId: null, payoutTransferId: null });
    expect((await paid.buyer.browser.graphql(STAFF_ORDER, { id: paidId })).body.data.marketplaceOrder.staffDetails).toBeNull();
    expect((await paid.seller.browser.graphql(STAFF_ORDER, { id: paidId })).body.data.marketplaceOrder.staffDetails).toBeNull();

    for (const [query, variables] of [[STAFF_LIST, {}], [COUNTS, {}], [LEDGER, { id: paidId }]] as const) {
      expect(errorOf((await paid.buyer.browser.graphql(query, variables)).body).code).toBe('FORBIDDEN');
      expect(errorOf((await testBrowser(app).graphql(query, variables)).body).code).toBe('UNAUTHENTICATED');
    }
    expect((await admin.graphql(LEDGER, { id: paidId })).body.data.staffMarketplaceOrderLedger).toEqual([
      { movement: 'payment', account: 'buyer_payments', amount: { amount: -TOTAL } },
      { movement: 'payment', account: 'buyer_funds_held', amount: { amount: TOTAL } },
    ]);
  });
});

describe('staff actions are recorded with who, what, when and why', () => {
  it('confirming delivery on the carrier’s proof: audited with the reason and the change; customers refused', async () => {
    const { seller, buyer, listingId } = await sellerAndBuyer(app, admin);
    const orderId = await startAndPay(buyer.browser, listingId);
    await seller.browser.graphql(SHIP, { id: orderId, input: SHIPMENT });
    expect(errorOf((await seller.browser.graphql(STAFF_DELIVERED, { id: orderId })).body).code).toBe('FORBIDDEN');
    expect((await admin.graphql(STAFF_DELIVERED, { id: orderId })).body.data.staffConfirmMarketplaceDelivery.status).toBe('DELIVERED');
    const [audit] = await auditOf(orderId);
    expect(audit).toMatchObject({ action: 'marketplace_order.deliver', reason: 'Delivery confirmed on the carrier’s proof.', changes: { status: { from: 'shipped', to: 'delivered' }, carrier: 'dhl_express' } });
    expect(audit.actor_email).toMatch(/@/);
    const [when] = await sql(app.orm, `select created_at is not null and created_at <= now() as recorded from staff_action where subject_type = 'marketplace_order' and subject_id = (select number from marketplace_order where id = ?)`, [orderId]);
    expect(when.recorded).toBe(true);
  });

  it('resolving a dispute is refused to customers and audited with the staff member’s reason', async () => {
    const { buyer, seller, orderId } = await deliveredOrder(app, admin);
    expect((await dispute(buyer.browser, orderId)).status).toBe(200);
    for (const browser of [buyer.browser, seller.browser]) {
      expect(errorOf((await browser.graphql(RESOLVE, { id: orderId, outcome: 'RELEASE', reason: 'The crown was fine on arrival.' })).body).code).toBe('FORBIDDEN');
    }
    expect(await auditOf(orderId)).toEqual([]);
    const resolved = (await admin.graphql(RESOLVE, { id: orderId, outcome: 'REFUND', reason: 'Crown tube damaged; the watch is back with the seller.', watchReturned: true })).body.data.resolveMarketplaceDispute;
    expect(resolved.status).toBe('REFUNDED');
    const [audit] = await auditOf(orderId);
    expect(audit).toMatchObject({
      action: 'marketplace_order.dispute.refund',
      reason: 'Crown tube damaged; the watch is back with the seller.',
      changes: { status: { from: 'disputed', to: 'refunded' }, amountPence: TOTAL },
    });
    const refund = (await admin.graphql(STAFF_ORDER, { id: orderId })).body.data.marketplaceOrder.staffDetails.refundReference;
    expect(refund).toMatch(/^re_sim_/);
    const [entry] = (await admin.graphql(HISTORY, { id: orderId })).body.data.staffMarketplaceOrderHistory;
    expect(entry).toMatchObject({
      action: 'marketplace_order.dispute.refund',
      reason: 'Crown tube damaged; the watch is back with the seller.',
      changes: [
        { field: 'status', from: '"disputed"', to: '"refunded"' },
        { field: 'amountPence', from: null, to: String(TOTAL) },
      ],
    });
    expect(entry.actorEmail).toBe(audit.actor_email);
    expect(errorOf((await buyer.browser.graphql(HISTORY, { id: orderId })).body).code).toBe('FORBIDDEN');
  });

  it('paying out (simulated gateway): one transfer per order, recorded on the order and in the audit; the ledger balances', async () => {
    const { seller, orderId } = await releasedOrder();
    expect(errorOf((await seller.browser.graphql(PAY_OUT, { id: orderId })).body).code).toBe('FORBIDDEN');

    // The first attempt dies after the transfer, before its ledger lines commit: nothing of it remains but the transfer.
    await sql(app.orm, `create function crash_payout() returns trigger language plpgsql as $$ begin if new.movement = 'payout' then raise exception 'process killed'; end if; return new; end $$`);
    await sql(app.orm, `create trigger crash_payout before insert on ledger_entry for each row execute function crash_payout()`);
    try {
      expect(errorOf((await admin.graphql(PAY_OUT, { id: orderId })).body).code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await sql(app.orm, 'drop trigger crash_payout on ledger_entry');
      await sql(app.orm, 'drop function crash_payout()');
    }
    expect((await sql(app.orm, 'select status from marketplace_order where id = ?', [orderId]))[0].status).toBe('released');

    // Money leaves only with a reason: without one (or a blank one) nothing happens.
    for (const reason of ['', '  ok ']) {
      expect(errorOf((await admin.graphql(PAY_OUT, { id: orderId, reason })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: STAFF_REASON_MESSAGE });
    }
    expect((await sql(app.orm, 'select status from marketplace_order where id = ?', [orderId]))[0].status).toBe('released');

    const paidOut = (await admin.graphql(PAY_OUT, { id: orderId, reason: 'Inspection passed; proceeds due' })).body.data.payOutMarketplaceOrder;
    expect(paidOut.status).toBe('PAID_OUT');
    const transfers = await sql(app.orm, `select id, amount, transfer_group from simulated_transfer where idempotency_key = ?`, [`aurum-mp-payout-${orderId}`]);
    expect(transfers).toHaveLength(1);
    expect(transfers[0].amount).toBe(NET);
    const details = (await admin.graphql(STAFF_ORDER, { id: orderId })).body.data.marketplaceOrder.staffDetails;
    expect(details.payoutTransferId).toBe(transfers[0].id);
    const [audit] = await auditOf(orderId);
    expect(audit).toMatchObject({ action: 'marketplace_order.payout', changes: { status: { from: 'released', to: 'paid_out' }, amountPence: NET, transferId: transfers[0].id } });
    expect(audit.reason).toBe('Inspection passed; proceeds due');
    expect(await expectLedgerBalanced(app, orderId)).toBe(0);
    expect((await admin.graphql(LEDGER, { id: orderId })).body.data.staffMarketplaceOrderLedger.map((line: { movement: string }) => line.movement)).toEqual(['payment', 'payment', 'release', 'release', 'release', 'release', 'payout', 'payout']);
  });

  it('staff set a seller’s Stripe connected account (acct_…), checked and audited; customers cannot', async () => {
    const { seller } = await sellerAndBuyer(app, admin);
    expect(errorOf((await seller.browser.graphql(SET_ACCOUNT, { id: seller.sellerId, accountId: 'acct_1Nv0FGQ9RKHgCVdK' })).body).code).toBe('FORBIDDEN');
    for (const bad of ['acct_short', 'ba_1Nv0FGQ9RKHgCVdK', 'acct_1Nv0FGQ9RKHg CVdK']) {
      expect(errorOf((await admin.graphql(SET_ACCOUNT, { id: seller.sellerId, accountId: bad })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: SELLER_MESSAGES.stripeAccount });
    }
    const set = (await admin.graphql(SET_ACCOUNT, { id: seller.sellerId, accountId: ' acct_1Nv0FGQ9RKHgCVdK ' })).body.data.setSellerStripeAccount;
    expect(set.stripeAccountId).toBe('acct_1Nv0FGQ9RKHgCVdK');
    const [audit] = await sql(app.orm, `select action, changes from staff_action where subject_type = 'seller' and subject_id = ? and action = 'seller.stripe_account'`, [seller.sellerId]);
    expect(audit.changes).toEqual({ stripeAccountId: { from: null, to: 'acct_1Nv0FGQ9RKHgCVdK' } });
    expect((await admin.graphql(SET_ACCOUNT, { id: seller.sellerId, accountId: null })).body.data.setSellerStripeAccount.stripeAccountId).toBeNull();
    expect(errorOf((await admin.graphql(SET_ACCOUNT, { id: '99999999', accountId: 'acct_1Nv0FGQ9RKHgCVdK' })).body).code).toBe('NOT_FOUND');
  });

  it('a photo of an order without a dispute is not found', async () => {
    const { orderId } = await deliveredOrder(app, admin);
    const response = await admin.fetch(`/api/marketplace/orders/${orderId}/dispute-photos/1`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe(ESCROW_SERVICE_MESSAGES.photoNotFound);
  });
});
