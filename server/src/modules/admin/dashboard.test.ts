import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { WATCH_DRAFT } from '../catalog/admin/product-admin.test-helpers';
import { buy, signedInAdmin, signedInCustomer } from '../orders/staff-orders.test-helpers';
import { apply, approvedSeller, createListing } from '../marketplace/marketplace.test-helpers';

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
    await admin.graphql(`mutation { setProductArchived(id: "${archived}", archived: true) { id } }`);
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
