import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { JobRunner } from '../../../common/jobs/jobs';
import { SimulatedGateway } from '../../payments/simulated-gateway';
import { approvedSeller, liveListing, signedInAdmin, signedInCustomer } from '../marketplace.test-helpers';
import { RECONCILE_SECONDS } from '../../payments/stranded-payments';
import { ESCROW_RECURRING_JOBS, escrowRecurringJobs } from './escrow-reconciliation';
import { CARD_OK, DELIVERY, errorOf, escrowDeps, expectLedgerBalanced, PAY, sql, START } from './escrow.test-helpers';
import { RESERVATION_LIMIT_MESSAGE } from './reservation-limit';

let app: TestApp;
let admin: TestBrowser;
let seller: Awaited<ReturnType<typeof approvedSeller>>;
let gateway: SimulatedGateway;
let runner: JobRunner;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  seller = await approvedSeller(app, admin);
  gateway = new SimulatedGateway(app.orm);
  runner = new JobRunner(app.orm, {}, 5_000, escrowRecurringJobs(app.orm, escrowDeps(app, gateway)));
});
afterAll(() => app.close());

const PREVIEW = `query($listingId: ID!) { marketplaceCheckoutPreview(listingId: $listingId) { refusal refusalReason } }`;
const REFRESH = `mutation($id: ID!) { refreshMarketplacePayment(id: $id) { status } }`;

const listing = () => liveListing(admin, seller);
const start = (buyer: TestBrowser, listingId: string) => buyer.graphql(START, { listingId, delivery: DELIVERY });
const statusOf = async (orderId: string) => (await sql(app.orm, 'select status from marketplace_order where id = ?', [orderId]))[0].status as string;
const paymentJournals = async (orderId: string) =>
  Number((await sql(app.orm, `select count(distinct journal_id)::int as n from ledger_entry where order_id = ? and movement = 'payment'`, [orderId]))[0].n);
const makeReconcileDue = () => sql(app.orm, `update job set run_at = now() - interval '1 second' where key = ?`, [`every:${ESCROW_RECURRING_JOBS.reconcilePayments}`]);

/** The card taken at the gateway and the app gone before the escrow applied it: the intent succeeded, the order is still pending. */
async function strandedPayment(buyer: TestBrowser) {
  const started = await start(buyer, await listing());
  const orderId = started.body.data.startMarketplaceCheckout.order.id as string;
  const { intent } = await gateway.confirm(started.body.data.startMarketplaceCheckout.clientSecret, CARD_OK);
  expect(intent.status).toBe('succeeded');
  expect(await statusOf(orderId)).toBe('pending');
  return orderId;
}

/** Paid exactly once: the order paid, its listing sold, one payment movement in the ledger, every movement balanced. */
async function expectPaidOnce(orderId: string) {
  expect(await statusOf(orderId)).toBe('paid');
  expect(await paymentJournals(orderId)).toBe(1);
  expect(await sql(app.orm, `select l.status from marketplace_listing l join marketplace_order o on o.listing_id = l.id where o.id = ?`, [orderId])).toEqual([{ status: 'sold' }]);
  expect(await expectLedgerBalanced(app, orderId)).toBeGreaterThan(0);
}

describe('a marketplace buyer holds at most 2 unpaid reservations', () => {
  it('the third is refused (BAD_USER_INPUT, RESERVATION_LIMIT) in words, the preview says so; reopening one of the two is fine; paying frees a place', async () => {
    const { browser: buyer } = await signedInCustomer(app);
    const [first, second, third] = [await listing(), await listing(), await listing()];
    const firstOrder = (await start(buyer, first)).body.data.startMarketplaceCheckout.order.id as string;
    expect((await start(buyer, second)).body.data).toBeTruthy();

    const refused = await start(buyer, third);
    expect(errorOf(refused.body)).toEqual({ code: 'BAD_USER_INPUT', reason: 'RESERVATION_LIMIT', message: RESERVATION_LIMIT_MESSAGE });
    expect(RESERVATION_LIMIT_MESSAGE).toBe(
      'You already have 2 watches reserved that are not yet paid for, which is the most one buyer can reserve at a time. Please complete one of those purchases, or wait for its reservation to end (within 15 minutes), then try again.',
    );
    expect(await sql(app.orm, 'select status from marketplace_listing where id = ?', [third])).toEqual([{ status: 'live' }]);
    expect((await buyer.graphql(PREVIEW, { listingId: third })).body.data.marketplaceCheckoutPreview).toEqual({ refusal: RESERVATION_LIMIT_MESSAGE, refusalReason: 'RESERVATION_LIMIT' });

    // Started again after a reload: the same reservation, not a new one.
    expect((await start(buyer, first)).body.data.startMarketplaceCheckout.order.id).toBe(firstOrder);

    expect((await buyer.graphql(PAY, { id: firstOrder, card: CARD_OK })).body.data.payMarketplaceOrder.status).toBe('PAID');
    expect((await start(buyer, third)).body.data).toBeTruthy();
  });

  it('reservations started at once cannot pass the limit together: of four, exactly two hold', async () => {
    const { browser: buyer } = await signedInCustomer(app);
    const listings = [await listing(), await listing(), await listing(), await listing()];
    const results = await Promise.all(listings.map((id) => start(buyer, id)));
    expect(results.filter((result) => result.body.data?.startMarketplaceCheckout)).toHaveLength(2);
    expect(results.filter((result) => result.body.errors).map((result) => errorOf(result.body).reason)).toEqual(['RESERVATION_LIMIT', 'RESERVATION_LIMIT']);
    expect(await sql(app.orm, `select count(*)::int as n from marketplace_listing where id in (?, ?, ?, ?) and status = 'reserved'`, listings)).toEqual([{ n: 2 }]);
  });
});

describe('one answer per marketplace payment', () => {
  it('5 trials of two concurrent payments of one reservation: both answer PAID, one payment in the ledger', async () => {
    const { browser: buyer } = await signedInCustomer(app);
    for (let trial = 0; trial < 5; trial++) {
      const orderId = (await start(buyer, await listing())).body.data.startMarketplaceCheckout.order.id as string;
      const answers = await Promise.all([0, 1].map(() => buyer.graphql(PAY, { id: orderId, card: CARD_OK })));
      expect(answers.map((answer) => [answer.body.errors, answer.body.data?.payMarketplaceOrder.status])).toEqual([
        [undefined, 'PAID'],
        [undefined, 'PAID'],
      ]);
      await expectPaidOnce(orderId);
    }
  });
});

describe('no marketplace payment stranded', () => {
  it('the reconciliation job applies it once (ledger balanced) and runs again within a minute', async () => {
    const { browser: buyer } = await signedInCustomer(app);
    const orderId = await strandedPayment(buyer);
    expect(await runner.runDue()).toBe(1);
    await expectPaidOnce(orderId);
    const [job] = await sql(app.orm, `select status, extract(epoch from run_at - now())::float as seconds from job where key = ?`, [`every:${ESCROW_RECURRING_JOBS.reconcilePayments}`]);
    expect(job.status).toBe('pending');
    expect(job.seconds).toBeLessThanOrEqual(RECONCILE_SECONDS);
    for (let i = 0; i < 2; i++) {
      await makeReconcileDue();
      await runner.runDue();
    }
    await expectPaidOnce(orderId);
  });

  it("the buyer's retries apply it: paying again answers PAID without a second charge, and refreshMarketplacePayment answers PAID", async () => {
    const { browser: buyer } = await signedInCustomer(app);
    const payAgain = await strandedPayment(buyer);
    const answer = await buyer.graphql(PAY, { id: payAgain, card: CARD_OK });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.payMarketplaceOrder.status).toBe('PAID');
    await expectPaidOnce(payAgain);

    const refresh = await strandedPayment(buyer);
    expect((await buyer.graphql(REFRESH, { id: refresh })).body.data.refreshMarketplacePayment.status).toBe('PAID');
    await expectPaidOnce(refresh);
  });

  it('the job and the retry at the same moment apply it once', async () => {
    const { browser: buyer } = await signedInCustomer(app);
    const orderId = await strandedPayment(buyer);
    await makeReconcileDue();
    const [, paid] = await Promise.all([runner.runDue(), buyer.graphql(PAY, { id: orderId, card: CARD_OK })]);
    expect(paid.body.data.payMarketplaceOrder.status).toBe('PAID');
    await expectPaidOnce(orderId);
  });
});
