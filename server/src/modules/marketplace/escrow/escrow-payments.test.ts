import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { StripeGateway } from '../../payments/stripe-gateway';
import { StripeStub } from '../../payments/stripe-stub.test-helpers';
import { approvedSeller, liveListing, signedInAdmin, signedInCustomer } from '../marketplace.test-helpers';
import { CHECKOUT_MESSAGES } from './escrow-checkout.service';
import { ESCROW_JOBS } from './escrow-moves';
import { DELIVERY, errorOf, expectLedgerBalanced, jobRunner, makeDue, ORDER, sellerAndBuyer, sql, START } from './escrow.test-helpers';

const WEBHOOK_SECRET = 'whsec_test_aurum_escrow';
const stub = new StripeStub();
let app: TestApp;
let admin: TestBrowser;
let stripeGateway: StripeGateway;

beforeAll(async () => {
  const apiUrl = await stub.start();
  const settings = { secretKey: 'sk_test_aurum', publishableKey: 'pk_test_aurum', webhookSecret: WEBHOOK_SECRET, apiUrl };
  app = await startTestApp({ STRIPE_SECRET_KEY: settings.secretKey, STRIPE_PUBLISHABLE_KEY: settings.publishableKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: apiUrl });
  admin = await signedInAdmin(app);
  stripeGateway = new StripeGateway(settings);
});
afterAll(async () => {
  await app.close();
  await stub.stop();
});

/** Stripe delivering a signed event for the intent as the stub holds it now. */
function deliver(intentId: string, eventId: string, type: 'payment_intent.succeeded' | 'payment_intent.payment_failed') {
  const intent = stub.intents.get(intentId)!;
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...intent, status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.fetch('/api/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
}

async function started(buyer: TestBrowser, listingId: string) {
  const result = await buyer.graphql(START, { listingId, delivery: DELIVERY });
  const order = result.body.data.startMarketplaceCheckout.order;
  const [row] = await sql(app.orm, 'select payment_intent_id from marketplace_order where id = ?', [order.id]);
  return { orderId: order.id as string, intentId: row.payment_intent_id as string };
}

const journals = async (orderId: string, movement: string) =>
  Number((await sql(app.orm, 'select count(distinct journal_id)::int as n from ledger_entry where order_id = ? and movement = ?', [orderId, movement]))[0].n);
const statusOf = async (orderId: string) => (await sql(app.orm, 'select status from marketplace_order where id = ?', [orderId]))[0].status;
/** Paid orders without the ledger's record of the held payment: must always be none. */
const paidWithoutEscrow = async () =>
  sql(app.orm, `select o.id from marketplace_order o where o.paid_at is not null and not exists (select 1 from ledger_entry e where e.order_id = o.id and e.movement = 'payment')`);

describe('payments through Stripe (webhooks)', () => {
  it('marketplace intents carry their kind, and their webhooks reach the escrow: replays and out-of-order events change the order once', async () => {
    const { buyer, listingId } = await sellerAndBuyer(app, admin);
    const { orderId, intentId } = await started(buyer.browser, listingId);
    expect(stub.intents.get(intentId)!.metadata).toMatchObject({ order_id: orderId, order_kind: 'marketplace' });

    // A failed attempt first: nothing changes, the listing stays reserved for another try.
    expect(await (await deliver(intentId, `evt_${intentId}_failed`, 'payment_intent.payment_failed')).json()).toMatchObject({ outcome: 'ignored' });
    expect(await statusOf(orderId)).toBe('pending');

    stub.intents.get(intentId)!.status = 'succeeded';
    expect(await (await deliver(intentId, `evt_${intentId}_ok`, 'payment_intent.succeeded')).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await deliver(intentId, `evt_${intentId}_ok`, 'payment_intent.succeeded')).json()).toMatchObject({ outcome: 'duplicate' });
    // The same payment told again under another event id, and a late failure: both leave the paid order alone.
    expect(await (await deliver(intentId, `evt_${intentId}_ok_again`, 'payment_intent.succeeded')).json()).toMatchObject({ outcome: 'ignored' });
    expect(await (await deliver(intentId, `evt_${intentId}_late_failure`, 'payment_intent.payment_failed')).json()).toMatchObject({ outcome: 'ignored' });

    expect(await statusOf(orderId)).toBe('paid');
    expect(await journals(orderId, 'payment')).toBe(1);
    expect(await sql(app.orm, `select count(*)::int as n from job where key = ?`, [`${ESCROW_JOBS.shipDeadline}:${orderId}`])).toEqual([{ n: 1 }]);
    expect(await sql(app.orm, `select count(*)::int as n from outbox_message where kind = 'marketplace_order_paid' and link like ?`, [`%${orderId}`])).toEqual([{ n: 1 }]);
    await expectLedgerBalanced(app, orderId);
  });

  it('20 buyers racing for one listing: exactly one reservation, one paid order; the others are told it is reserved', async () => {
    const seller = await approvedSeller(app, admin);
    const listingId = await liveListing(admin, seller);
    const buyers: TestBrowser[] = [];
    for (let index = 0; index < 20; index += 1) buyers.push((await signedInCustomer(app)).browser);
    const results = await Promise.all(buyers.map((buyer) => buyer.graphql(START, { listingId, delivery: DELIVERY })));
    const winners = results.filter((result) => result.body.data);
    const losers = results.filter((result) => !result.body.data).map((result) => errorOf(result.body));
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    expect(losers.every((error) => error.code === 'CONFLICT' && error.message === CHECKOUT_MESSAGES.reserved)).toBe(true);

    const orderId = winners[0].body.data.startMarketplaceCheckout.order.id;
    const [row] = await sql(app.orm, 'select payment_intent_id from marketplace_order where id = ?', [orderId]);
    stub.intents.get(row.payment_intent_id)!.status = 'succeeded';
    await deliver(row.payment_intent_id, `evt_race_${orderId}`, 'payment_intent.succeeded');
    expect(await sql(app.orm, `select status from marketplace_order where listing_id = ?`, [listingId])).toEqual([{ status: 'paid' }]);
    expect((await sql(app.orm, 'select status from marketplace_listing where id = ?', [listingId]))[0].status).toBe('sold');
  });

  it('a crash between payment and state change leaves no paid order without its escrow record; the redelivered event completes it', async () => {
    const { buyer, listingId } = await sellerAndBuyer(app, admin);
    const { orderId, intentId } = await started(buyer.browser, listingId);
    stub.intents.get(intentId)!.status = 'succeeded';
    // The process dies after marking the order paid but before the ledger write commits: the whole transaction is lost.
    await sql(app.orm, `create function crash_before_ledger() returns trigger language plpgsql as $$ begin raise exception 'process killed'; end $$`);
    await sql(app.orm, `create trigger crash_before_ledger before insert on ledger_entry for each row execute function crash_before_ledger()`);
    try {
      const crashed = await deliver(intentId, `evt_${intentId}_crash`, 'payment_intent.succeeded');
      expect(crashed.status).toBe(500); // Stripe retries any answer that is not 2xx
    } finally {
      await sql(app.orm, 'drop trigger crash_before_ledger on ledger_entry');
      await sql(app.orm, 'drop function crash_before_ledger()');
    }
    expect(await statusOf(orderId)).toBe('pending');
    expect(await sql(app.orm, 'select id from payment_event where id = ?', [`evt_${intentId}_crash`])).toEqual([]);
    expect(await paidWithoutEscrow()).toEqual([]);

    // "After restart": Stripe redelivers the same event.
    expect(await (await deliver(intentId, `evt_${intentId}_crash`, 'payment_intent.succeeded')).json()).toMatchObject({ outcome: 'applied' });
    expect(await statusOf(orderId)).toBe('paid');
    expect(await journals(orderId, 'payment')).toBe(1);
    expect(await paidWithoutEscrow()).toEqual([]);
  });

  it('a payment whose webhook never came is found by the reservation timer and applied, not expired', async () => {
    const { buyer, listingId } = await sellerAndBuyer(app, admin);
    const { orderId, intentId } = await started(buyer.browser, listingId);
    stub.intents.get(intentId)!.status = 'succeeded';
    await makeDue(app, ESCROW_JOBS.reservationExpiry, orderId);
    await Promise.all([jobRunner(app, stripeGateway).runDue(), jobRunner(app, stripeGateway).runDue()]);
    expect((await buyer.browser.graphql(ORDER, { id: orderId })).body.data.marketplaceOrder.status).toBe('PAID');
    expect(await journals(orderId, 'payment')).toBe(1);
    expect(await paidWithoutEscrow()).toEqual([]);
    await expectLedgerBalanced(app);
  });
});
