import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../common/project-root';
import { sql, testBrowser, type TestBrowser } from '../../test/account-helpers';
import { freePort } from '../../test/free-port';
import { eventually } from '../../test/message-providers';
import type { TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { CARD_OK, DELIVERY, expectLedgerBalanced, PAY, START } from '../marketplace/escrow/escrow.test-helpers';
import { approvedSeller, liveListing, signedInAdmin, signedInCustomer } from '../marketplace/marketplace.test-helpers';
import { card, type CatalogueProduct, CONFIRM, DETAILS, products, SAVE_DETAILS, START_CHECKOUT, stockOf } from '../orders/checkout.test-helpers';

/**
 * Issue 32, "no payment stranded", on the real server process: the shop (main.ts, in development so its job runner
 * runs) is started with TEST_CRASH_POINT=after-gateway-confirm, so it SIGKILLs itself right after the simulated
 * gateway has taken a card payment and before anything in the shop applied it — once during a shop checkout's
 * payment, once during a marketplace order's. Started again on the same database, the reconciliation job applies
 * each within a minute (PAYMENT_RECONCILE_SECONDS=2 keeps the test short; 30 s by default), exactly once, and the
 * buyer's retries answer the paid state.
 */
const RECONCILE_SECONDS = '2';
const WITHIN_MS = 60_000;

let database: TestDatabase;
let dataDir: string;
let port = 0;
let shop: ChildProcess | undefined;
let output = '';

/** The spawned shop as the test helpers see it: its address, and the test's own connection to its database. */
const app = {
  get origin() {
    return `http://127.0.0.1:${port}`;
  },
  fetch: (url: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${url}`, init),
  get orm() {
    return database.orm;
  },
} as unknown as TestApp;

const until = <T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, ms = WITHIN_MS): Promise<T> =>
  eventually(probe, ms).then(
    (value) => value as T,
    () => Promise.reject(new Error(`${what} did not happen within ${ms} ms; the shop printed:\n${output}`)),
  );

/** Starts the shop (main.ts) on the test database and a fixed port; resolves when it says it is ready, with the time. */
async function startShop(options: { crashAfterGatewayConfirm: boolean }): Promise<number> {
  output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO_CATALOGUE: 'false',
    CATALOGUE_ENGINE: 'false',
    MESSAGE_RELAY_POLL_MS: '600000',
    PAYMENT_RECONCILE_SECONDS: RECONCILE_SECONDS,
  };
  for (const name of ['WEB_CONCURRENCY', 'TRUST_PROXY', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'TEST_CRASH_POINT']) delete env[name];
  if (options.crashAfterGatewayConfirm) env.TEST_CRASH_POINT = 'after-gateway-confirm';
  shop = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/src/main.ts')], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [shop.stdout!, shop.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = shop;
  const ready = await until('the ready line', () => (/Aurum is ready/.test(output) ? 'ready' : started.exitCode !== null && 'exited'), 120_000);
  if (ready === 'exited') throw new Error(`the shop exited:\n${output}`);
  return Date.now();
}

/** Sends the payment that makes the shop kill itself; the request gets no answer, and the process ends by SIGKILL. */
async function payAndCrash(pay: () => Promise<unknown>): Promise<void> {
  const ended = new Promise<NodeJS.Signals | null>((resolve) => shop!.once('exit', (_code, signal) => resolve(signal)));
  await expect(pay()).rejects.toThrow();
  expect(await ended).toBe('SIGKILL');
}

const one = async <T = any>(query: string, params: unknown[]) => (await sql<T>(database.orm, query, params))[0];
const intentStatus = async (intentId: string) => (await one<{ status: string }>('select status from simulated_payment_intent where id = ?', [intentId])).status;
const paymentEvents = async (intentId: string) => (await one<{ n: number }>('select count(*)::int as n from payment_event where payment_intent_id = ?', [intentId])).n;

const REFRESH_ORDER = `mutation($order: OrderAccessInput!) { refreshOrderPayment(order: $order) { status isPaid } }`;
const REFRESH_MARKETPLACE = `mutation($id: ID!) { refreshMarketplacePayment(id: $id) { status } }`;

let watch: CatalogueProduct;
let stockBefore: number;
let guest: TestBrowser;
let shopOrder: { id: string; number: string; token: string; clientSecret: string; intentId: string };
let buyer: TestBrowser;
let listingId: string;
let marketplaceOrder: { id: string; intentId: string; totalPence: number };
const measured: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurum-payment-crash-'));
  port = await freePort();
  [watch] = await products(app, "category = 'watches' and stock >= 2 order by id limit 1 --");
  stockBefore = watch.stock;
});

afterAll(async () => {
  if (shop && shop.exitCode === null && shop.signalCode === null) {
    const exited = new Promise((resolve) => shop!.once('exit', resolve));
    shop.kill('SIGTERM');
    await exited;
  }
  console.log(`[payment-crash-restart] applied after restart in: ${JSON.stringify(measured)} ms`);
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a payment taken at the gateway while the shop is SIGKILLed is applied after the restart, once', () => {
  it('shop checkout: the shop dies right after the gateway took the card; the order is left pending', async () => {
    await startShop({ crashAfterGatewayConfirm: true });
    guest = testBrowser(app);
    const started = await guest.graphql(START_CHECKOUT, { input: { expectedTotal: watch.pricePaid, items: [{ productId: String(watch.id), quantity: 1 }] } });
    expect(started.body.errors).toBeUndefined();
    const { orderToken, clientSecret, order } = started.body.data.startCheckout;
    const saved = await guest.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details: DETAILS });
    expect(saved.body.errors).toBeUndefined();
    const { payment_intent_id: intentId } = await one<{ payment_intent_id: string }>('select payment_intent_id from customer_order where id = ?', [order.id]);
    shopOrder = { id: order.id, number: order.number, token: orderToken, clientSecret, intentId };

    await payAndCrash(() => guest.graphql(CONFIRM, { clientSecret, card: card('4242424242424242') }));

    expect(await intentStatus(intentId)).toBe('succeeded');
    expect(await one('select status, paid_at from customer_order where id = ?', [order.id])).toEqual({ status: 'pending', paid_at: null });
    expect(await paymentEvents(intentId)).toBe(0);
    expect(await stockOf(app, watch.id)).toBe(stockBefore - 1);
  }, 180_000);

  it('restarted, the reconciliation job applies the shop payment within a minute; then a marketplace payment crashes it again', async () => {
    const ready = await startShop({ crashAfterGatewayConfirm: true });
    await until('the shop order paid', async () => (await one<{ status: string }>('select status from customer_order where id = ?', [shopOrder.id])).status === 'paid');
    measured.shopOrder = Date.now() - ready;

    const admin = await signedInAdmin(app);
    const seller = await approvedSeller(app, admin);
    listingId = await liveListing(admin, seller);
    buyer = (await signedInCustomer(app)).browser;
    const started = await buyer.graphql(START, { listingId, delivery: DELIVERY });
    expect(started.body.errors).toBeUndefined();
    const orderId = started.body.data.startMarketplaceCheckout.order.id as string;
    const row = await one<{ payment_intent_id: string; total_pence: number }>('select payment_intent_id, total_pence from marketplace_order where id = ?', [orderId]);
    marketplaceOrder = { id: orderId, intentId: row.payment_intent_id, totalPence: row.total_pence };

    await payAndCrash(() => buyer.graphql(PAY, { id: orderId, card: CARD_OK }));

    expect(await intentStatus(marketplaceOrder.intentId)).toBe('succeeded');
    expect(await one('select status from marketplace_order where id = ?', [orderId])).toEqual({ status: 'pending' });
    expect(await one('select status from marketplace_listing where id = ?', [listingId])).toEqual({ status: 'reserved' });
    expect(await paymentEvents(marketplaceOrder.intentId)).toBe(0);
  }, 180_000);

  it('restarted again, the marketplace payment is applied within a minute; each payment once, and the buyers are told they paid', async () => {
    const ready = await startShop({ crashAfterGatewayConfirm: false });
    await until('the marketplace order paid', async () => (await one<{ status: string }>('select status from marketplace_order where id = ?', [marketplaceOrder.id])).status === 'paid');
    measured.marketplaceOrder = Date.now() - ready;

    // The buyers' retries answer the paid state (not PENDING, not FAILED) and change nothing.
    const access = { number: shopOrder.number, token: shopOrder.token };
    expect((await guest.graphql(REFRESH_ORDER, { order: access })).body.data.refreshOrderPayment).toEqual({ status: 'PAID', isPaid: true });
    const confirmedAgain = await guest.graphql(CONFIRM, { clientSecret: shopOrder.clientSecret, card: card('4242424242424242') });
    expect(confirmedAgain.body.data.confirmSimulatedPayment).toMatchObject({ status: 'SUCCEEDED', message: null, order: { status: 'PAID' } });
    expect((await buyer.graphql(PAY, { id: marketplaceOrder.id, card: CARD_OK })).body.data.payMarketplaceOrder.status).toBe('PAID');
    expect((await buyer.graphql(REFRESH_MARKETPLACE, { id: marketplaceOrder.id })).body.data.refreshMarketplacePayment.status).toBe('PAID');

    // The shop order: one payment event, the watch's stock taken once and kept (committed), nothing left on hold.
    expect(await paymentEvents(shopOrder.intentId)).toBe(1);
    expect(await stockOf(app, watch.id)).toBe(stockBefore - 1);
    expect(await sql(database.orm, 'select state, quantity from stock_reservation where order_id = ? order by id', [shopOrder.id])).toEqual([{ state: 'committed', quantity: 1 }]);
    expect(await one('select count(*)::int as n from outbox_message where kind = ? and recipient = ?', ['order_confirmation', DETAILS.email.toLowerCase()])).toEqual({ n: 1 });

    // The marketplace order: one payment event, the listing sold, one balanced payment movement holding the buyer's money.
    expect(await paymentEvents(marketplaceOrder.intentId)).toBe(1);
    expect(await one('select status from marketplace_listing where id = ?', [listingId])).toEqual({ status: 'sold' });
    expect(await one(`select count(distinct journal_id)::int as n from ledger_entry where order_id = ? and movement = 'payment'`, [marketplaceOrder.id])).toEqual({ n: 1 });
    expect(await sql(database.orm, `select amount_pence::int as amount_pence from ledger_entry where order_id = ? and account = 'buyer_funds_held'`, [marketplaceOrder.id])).toEqual([
      { amount_pence: marketplaceOrder.totalPence },
    ]);
    expect(await expectLedgerBalanced(app, marketplaceOrder.id)).toBe(marketplaceOrder.totalPence);

    expect(measured.shopOrder).toBeLessThan(WITHIN_MS);
    expect(measured.marketplaceOrder).toBeLessThan(WITHIN_MS);
  }, 180_000);
});
