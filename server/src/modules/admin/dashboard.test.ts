import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { WATCH_DRAFT } from '../catalog/admin/product-admin.test-helpers';
import { buy, DISPATCH, signedInAdmin, signedInCustomer } from '../orders/staff-orders.test-helpers';
import type { CatalogueProduct } from '../orders/checkout.test-helpers';
import { apply, approvedSeller, createListing } from '../marketplace/marketplace.test-helpers';
import { randomUUID } from 'node:crypto';
import { LEDGER_ACCOUNTS, postMovement } from '../marketplace/ledger/ledger';

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => app.close());

const OVERVIEW = `query { adminOverview {
  awaitingDispatch lowStockCount soldOutCount pendingServiceRequests pendingSellerApplications pendingListings
  sales { window paidOrders revenue { amount } refundedOrders averageOrder { amount } }
  daily { day orders revenue { amount } }
  lowStock { id stock } soldOut { id stock }
  openTickets { priority count vip overdue }
} }`;
const CREATE = `mutation Create($input: ProductInput!) { createProduct(input: $input) { product { id } } }`;
let skuCounter = 0;

async function createProduct(stock: number): Promise<string> {
  skuCounter += 1;
  const { body } = await admin.graphql(CREATE, { input: { ...WATCH_DRAFT, category: 'WATCHES', sku: `OVR-${Date.now().toString(36).toUpperCase()}-${skuCounter}`, stock } });
  return body.data.createProduct.product.id;
}

describe('the overview', () => {
  it('counts paid orders, revenue and average over today / 7 / 30 days, and 30 daily points', async () => {
    const before = (await admin.graphql(OVERVIEW)).body.data.adminOverview;
    const productId = await createProduct(10);
    await buy(app, { id: Number(productId), name: 'x', category: 'watches', pricePaid: 500_000, stock: 10, availableSizes: [] } as never);
    const after = (await admin.graphql(OVERVIEW)).body.data.adminOverview;
    expect(after.sales.map((figures: any) => figures.window)).toEqual(['today', 'last7Days', 'last30Days']);
    for (const index of [0, 1, 2]) {
      expect(after.sales[index].paidOrders).toBe(before.sales[index].paidOrders + 1);
      expect(after.sales[index].revenue.amount).toBe(before.sales[index].revenue.amount + 500_000);
    }
    const today = after.sales[0];
    expect(today.averageOrder.amount).toBe(Math.round(today.revenue.amount / today.paidOrders));
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1).orders).toBe(before.daily.at(-1).orders + 1);
    expect(after.awaitingDispatch).toBe(before.awaitingDispatch + 1);
  });
});

describe('stock alerts', () => {
  it('counts low stock as 1 to 5 units and sold out as 0, leaving archived products out', async () => {
    const before = (await admin.graphql(OVERVIEW)).body.data.adminOverview;
    await createProduct(1);
    await createProduct(5);
    await createProduct(6);
    const soldOut = await createProduct(0);
    const archived = await createProduct(0);
    await admin.graphql(`mutation { setProductArchived(id: "${archived}", archived: true, reason: "No longer made") { id } }`);
    const after = (await admin.graphql(OVERVIEW)).body.data.adminOverview;
    expect(after.lowStockCount).toBe(before.lowStockCount + 2);
    expect(after.soldOutCount).toBe(before.soldOutCount + 1);
    expect(after.soldOut.map((line: any) => line.id)).toContain(soldOut);
    expect(after.soldOut.map((line: any) => line.id)).not.toContain(archived);
    expect(after.lowStock.every((line: any) => line.stock >= 1 && line.stock <= 5)).toBe(true);
  });
});

describe('work waiting for staff', () => {
  it('counts return and repair requests not yet handled, seller applications and listings waiting for review', async () => {
    const before = (await admin.graphql(OVERVIEW)).body.data.adminOverview;
    const customer = await signedInCustomer(app);
    const productId = await createProduct(10);
    const order = await buy(customer.browser, { id: Number(productId), name: 'x', category: 'watches', pricePaid: 500_000, stock: 10, availableSizes: [] } as never);
    // Returns are for dispatched orders.
    await sql(app.orm, "update customer_order set status = 'fulfilled', fulfilled_at = now() where number = ?", [order.number]);
    const raised = await customer.browser.graphql('mutation($input: ServiceRequestInput!) { createServiceRequest(input: $input) { id } }', {
      input: { kind: 'return', orderNumber: order.number, itemName: 'Field watch', reason: 'Changed my mind', details: 'Not the size I expected on the wrist.' },
    });
    expect(raised.body.errors).toBeUndefined();
    await apply((await signedInCustomer(app)).browser);
    const seller = await approvedSeller(app, admin);
    expect((await createListing(seller.browser)).status).toBe(201);
    const after = (await admin.graphql(OVERVIEW)).body.data.adminOverview;
    expect(after.pendingServiceRequests).toBe(before.pendingServiceRequests + 1);
    expect(after.pendingSellerApplications).toBe(before.pendingSellerApplications + 1);
    expect(after.pendingListings).toBe(before.pendingListings + 1);
  });
});

const FINANCE = `query { adminOverview {
  sales { window revenue { amount } refunded { amount } net { amount } }
  marketplace { window gmv { amount } commission { amount } }
  escrowHeld { amount }
} }`;
const CANCEL = `mutation($number: String!) { cancelOrder(number: $number, reason: "Customer changed their mind") { status } }`;

const LINE_REFUND = `mutation($number: String!, $productId: ID!, $quantity: Int!, $reason: String!) {
  refundOrder(number: $number, lines: [{ productId: $productId, quantity: $quantity }], reason: $reason) { status }
}`;
const overviewProduct = async () => ({ id: Number(await createProduct(10)), name: 'x', category: 'watches', pricePaid: 500_000, stock: 10, availableSizes: [] }) as never as CatalogueProduct;

describe('figures a finance person accepts', () => {
  it('gross, refunds and net sales: two orders paid, one cancelled and refunded', async () => {
    const before = (await admin.graphql(FINANCE)).body.data.adminOverview;
    const productId = await createProduct(10);
    const product = { id: Number(productId), name: 'x', category: 'watches', pricePaid: 500_000, stock: 10, availableSizes: [] } as never;
    await buy(app, product);
    const refunded = await buy(app, product);
    expect((await admin.graphql(CANCEL, { number: refunded.number })).body.data.cancelOrder.status).toBe('CANCELLED');
    const after = (await admin.graphql(FINANCE)).body.data.adminOverview;
    for (const index of [0, 1, 2]) {
      expect(after.sales[index].revenue.amount - before.sales[index].revenue.amount).toBe(1_000_000);
      expect(after.sales[index].refunded.amount - before.sales[index].refunded.amount).toBe(500_000);
      expect(after.sales[index].net.amount - before.sales[index].net.amount).toBe(500_000);
      expect(after.sales[index].net.amount).toBe(after.sales[index].revenue.amount - after.sales[index].refunded.amount);
    }
  });

  it('a partial refund: gross keeps the whole order, refunds the refunded line only, and the order still awaits dispatch', async () => {
    const before = (await admin.graphql(FINANCE)).body.data.adminOverview;
    const awaitingBefore = (await admin.graphql(OVERVIEW)).body.data.adminOverview.awaitingDispatch;
    const product = await overviewProduct();
    const order = await buy(app, product, { quantity: 2 });
    const { body } = await admin.graphql(LINE_REFUND, { number: order.number, productId: String(product.id), quantity: 1, reason: 'Scratched case' });
    expect(body.data.refundOrder.status).toBe('PARTIALLY_REFUNDED');
    const after = (await admin.graphql(FINANCE)).body.data.adminOverview;
    for (const index of [0, 1, 2]) {
      expect(after.sales[index].revenue.amount - before.sales[index].revenue.amount).toBe(1_000_000);
      expect(after.sales[index].refunded.amount - before.sales[index].refunded.amount).toBe(500_000);
      expect(after.sales[index].net.amount - before.sales[index].net.amount).toBe(500_000);
    }
    // Partly refunded and not yet sent: still waiting for dispatch; once sent, no longer.
    expect((await admin.graphql(OVERVIEW)).body.data.adminOverview.awaitingDispatch).toBe(awaitingBefore + 1);
    const dispatched = await admin.graphql(DISPATCH, { number: order.number, input: { carrier: 'DPD', trackingNumber: '15501234567890' } });
    expect(dispatched.body.data.dispatchOrder.status).toBe('PARTIALLY_REFUNDED');
    expect((await admin.graphql(OVERVIEW)).body.data.adminOverview.awaitingDispatch).toBe(awaitingBefore);
  });

  it('two refunds of one order in different periods each count in the period they were made, not by the last one', async () => {
    const product = await overviewProduct();
    const order = await buy(app, product, { quantity: 2 });
    await admin.graphql(LINE_REFUND, { number: order.number, productId: String(product.id), quantity: 1, reason: 'First one scratched' });
    // The first refund was made ten days ago (and so was the payment).
    await sql(app.orm, "update order_refund set created_at = now() - interval '10 days' where order_id = ?", [order.id]);
    await sql(app.orm, "update customer_order set paid_at = now() - interval '10 days', refunded_at = now() - interval '10 days' where id = ?", [order.id]);
    const before = (await admin.graphql(FINANCE)).body.data.adminOverview;
    await admin.graphql(LINE_REFUND, { number: order.number, productId: String(product.id), quantity: 1, reason: 'Second one scratched' });
    const after = (await admin.graphql(FINANCE)).body.data.adminOverview;
    // today and last 7 days: only the second refund; last 30 days: both, the first already counted before.
    expect(after.sales.map((figures: any, index: number) => figures.refunded.amount - before.sales[index].refunded.amount)).toEqual([500_000, 500_000, 500_000]);
    expect(after.sales[2].refunded.amount).toBeGreaterThanOrEqual(1_000_000);
    const [{ today, week, month }] = await sql<{ today: number; week: number; month: number }>(
      app.orm,
      `select coalesce(sum(amount_pence) filter (where created_at >= date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London'), 0)::int as today,
              coalesce(sum(amount_pence) filter (where created_at >= now() - interval '7 days'), 0)::int as week,
              coalesce(sum(amount_pence) filter (where created_at >= now() - interval '30 days'), 0)::int as month from order_refund`,
    );
    expect(after.sales.map((figures: any) => figures.refunded.amount)).toEqual([today, week, month]);
    expect(after.sales.map((figures: any) => figures.net.amount)).toEqual(after.sales.map((figures: any) => figures.revenue.amount - figures.refunded.amount));
  });

  it('the marketplace: GMV and commission earned by period, and money held in escrow now, from the ledger', async () => {
    const before = (await admin.graphql(FINANCE)).body.data.adminOverview;
    const em = app.orm.em.fork();
    const sellerId = 424_242;
    const pay = async (tx: typeof em, order: { id: string; sellerId: number }, total: number) =>
      postMovement(tx, 'payment', order, [{ account: LEDGER_ACCOUNTS.buyerPayments, amountPence: -total }, { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: total }]);
    const released = { id: randomUUID(), sellerId };
    const held = { id: randomUUID(), sellerId };
    const refunded = { id: randomUUID(), sellerId };
    await em.transactional(async (tx) => {
      // Released: £1,000 + £45 delivery paid, £100 commission earned.
      await pay(tx, released, 104_500);
      await postMovement(tx, 'release', released, [
        { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: -104_500 },
        { account: LEDGER_ACCOUNTS.sellerBalance(sellerId), amountPence: 90_000 },
        { account: LEDGER_ACCOUNTS.commission, amountPence: 10_000 },
        { account: LEDGER_ACCOUNTS.insuredDelivery, amountPence: 4_500 },
      ]);
      // Paid and still held: £2,045.
      await pay(tx, held, 204_500);
      // Paid and refunded: counts in GMV (before refunds), no longer held.
      await pay(tx, refunded, 54_500);
      await postMovement(tx, 'refund', refunded, [{ account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: -54_500 }, { account: LEDGER_ACCOUNTS.refunds, amountPence: 54_500 }]);
    });
    const after = (await admin.graphql(FINANCE)).body.data.adminOverview;
    expect(after.marketplace.map((row: any) => row.window)).toEqual(['today', 'last7Days', 'last30Days']);
    for (const index of [0, 1, 2]) {
      expect(after.marketplace[index].gmv.amount - before.marketplace[index].gmv.amount).toBe(104_500 + 204_500 + 54_500);
      expect(after.marketplace[index].commission.amount - before.marketplace[index].commission.amount).toBe(10_000);
    }
    expect(after.escrowHeld.amount - before.escrowHeld.amount).toBe(204_500);
  });
});
