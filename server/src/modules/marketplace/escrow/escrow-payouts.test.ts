import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { StripeStub } from '../../payments/stripe-stub.test-helpers';
import { signedInAdmin } from '../marketplace.test-helpers';
import { PAYOUT_MESSAGES } from './escrow-moves';
import { ACCEPT, DELIVERED, DELIVERY, errorOf, expectLedgerBalanced, PAY_OUT, sellerAndBuyer, SHIP, SHIPMENT, sql, START } from './escrow.test-helpers';

const WEBHOOK_SECRET = 'whsec_test_aurum_payouts';
const CONNECTED = 'acct_1Nv0FGQ9RKHgCVdK';
const NET = 1_125_000 - 112_500;
const SET_ACCOUNT = `mutation($id: ID!, $accountId: String) { setSellerStripeAccount(id: $id, accountId: $accountId) { id stripeAccountId } }`;
const stub = new StripeStub();
let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  const apiUrl = await stub.start();
  app = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_aurum', STRIPE_PUBLISHABLE_KEY: 'pk_test_aurum', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: apiUrl });
  admin = await signedInAdmin(app);
});
afterAll(async () => {
  await app.close();
  await stub.stop();
});

/** Stripe's signed payment_intent.succeeded for an intent the customer paid. */
function deliverSucceeded(intentId: string) {
  stub.succeed(intentId);
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: stub.intents.get(intentId) },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.fetch('/api/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
}

/** An order paid through Stripe, shipped, delivered and accepted: the seller's proceeds wait to be paid out. */
async function releasedThroughStripe() {
  const parties = await sellerAndBuyer(app, admin);
  const started = (await parties.buyer.browser.graphql(START, { listingId: parties.listingId, delivery: DELIVERY })).body.data.startMarketplaceCheckout;
  const orderId = started.order.id as string;
  const [row] = await sql(app.orm, 'select payment_intent_id, number from marketplace_order where id = ?', [orderId]);
  expect((await deliverSucceeded(row.payment_intent_id)).status).toBe(200);
  await parties.seller.browser.graphql(SHIP, { id: orderId, input: SHIPMENT });
  await parties.buyer.browser.graphql(DELIVERED, { id: orderId });
  expect((await parties.buyer.browser.graphql(ACCEPT, { id: orderId })).body.data.acceptMarketplaceOrder.status).toBe('RELEASED');
  return { ...parties, orderId, intentId: row.payment_intent_id as string, number: row.number as string };
}

const payoutJournals = async (orderId: string) =>
  Number((await sql(app.orm, `select count(distinct journal_id)::int as n from ledger_entry where order_id = ? and movement = 'payout'`, [orderId]))[0].n);

describe('payouts through Stripe Connect (separate charges and transfers)', () => {
  it('are refused with a clear message while the seller has no connected account; nothing moves', async () => {
    const { orderId } = await releasedThroughStripe();
    const refused = await admin.graphql(PAY_OUT, { id: orderId });
    expect(errorOf(refused.body)).toEqual({ code: 'CONFLICT', message: PAYOUT_MESSAGES.noConnectedAccount, reason: 'NO_CONNECTED_ACCOUNT' });
    expect((await sql(app.orm, 'select status from marketplace_order where id = ?', [orderId]))[0].status).toBe('released');
    expect(await payoutJournals(orderId)).toBe(0);
    expect(stub.transfers.filter((transfer) => transfer.metadata.order_id === orderId)).toEqual([]);
    expect(await sql(app.orm, `select id from staff_action where action = 'marketplace_order.payout' and subject_id = (select number from marketplace_order where id = ?)`, [orderId])).toEqual([]);
  });

  it('transfer the price less commission to the connected account from the buyer’s charge, once per order even when the payout is retried', async () => {
    const { seller, orderId, intentId, number } = await releasedThroughStripe();
    expect((await admin.graphql(SET_ACCOUNT, { id: seller.sellerId, accountId: CONNECTED })).body.data.setSellerStripeAccount.stripeAccountId).toBe(CONNECTED);

    // The first attempt transfers, then dies before its ledger lines commit.
    await sql(app.orm, `create function crash_stripe_payout() returns trigger language plpgsql as $$ begin if new.movement = 'payout' then raise exception 'process killed'; end if; return new; end $$`);
    await sql(app.orm, `create trigger crash_stripe_payout before insert on ledger_entry for each row execute function crash_stripe_payout()`);
    try {
      expect(errorOf((await admin.graphql(PAY_OUT, { id: orderId })).body).code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await sql(app.orm, 'drop trigger crash_stripe_payout on ledger_entry');
      await sql(app.orm, 'drop function crash_stripe_payout()');
    }
    expect(await payoutJournals(orderId)).toBe(0);

    expect((await admin.graphql(PAY_OUT, { id: orderId })).body.data.payOutMarketplaceOrder.status).toBe('PAID_OUT');
    expect(errorOf((await admin.graphql(PAY_OUT, { id: orderId })).body).reason).toBe('ILLEGAL_TRANSITION');

    const requests = stub.requests.filter((request) => request.path === '/v1/transfers' && request.form.get('metadata[order_id]') === orderId);
    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((request) => request.headers['idempotency-key']))).toEqual(new Set([`aurum-mp-payout-${orderId}`]));
    const transfers = stub.transfers.filter((transfer) => transfer.metadata.order_id === orderId);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: NET, currency: 'gbp', destination: CONNECTED, source_transaction: stub.intents.get(intentId)!.latest_charge, transfer_group: number });

    const [order] = await sql(app.orm, 'select payout_transfer_id from marketplace_order where id = ?', [orderId]);
    expect(order.payout_transfer_id).toBe(transfers[0]!.id);
    const [audit] = await sql(app.orm, `select changes from staff_action where action = 'marketplace_order.payout' and subject_id = ?`, [number]);
    expect(audit.changes).toMatchObject({ transferId: transfers[0]!.id, destination: CONNECTED, amountPence: NET });
    expect(await payoutJournals(orderId)).toBe(1);
    expect(await expectLedgerBalanced(app, orderId)).toBe(0);
  });
});
