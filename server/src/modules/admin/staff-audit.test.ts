import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { WATCH_DRAFT } from '../catalog/admin/product-admin.test-helpers';
import { buy, signedInAdmin, signedInCustomer } from '../orders/staff-orders.test-helpers';

let app: TestApp;
let admin: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => app.close());

const CREATE = `mutation Create($input: ProductInput!) { createProduct(input: $input) { product { id sku } } }`;
const UPDATE = `mutation Update($id: ID!, $input: ProductInput!, $reason: String) { updateProduct(id: $id, input: $input, reason: $reason) { history { action reason changes { field } } } }`;
const ARCHIVE = `mutation Archive($id: ID!, $reason: String) { setProductArchived(id: $id, archived: true, reason: $reason) { archivedAt } }`;
const SALE = `mutation Sale($ids: [ID!]!, $reason: String) { putProductsOnSale(ids: $ids, percent: 50, reason: $reason) { updatedCount } }`;
const RESTOCK = `mutation Restock($ids: [ID!]!, $reason: String) { restockProducts(ids: $ids, quantity: 3, reason: $reason) { updatedCount } }`;
const CANCEL = `mutation Cancel($number: String!, $reason: String) { cancelOrder(number: $number, reason: $reason) { status } }`;
const AUDIT = `query Audit($filter: StaffActionFilterInput, $limit: Int, $offset: Int) { staffActions(filter: $filter, limit: $limit, offset: $offset) {
  totalCount items { id action actionLabel subjectType subjectLabel subjectId actorEmail createdAt reason changes { field label fromText toText } } } }`;
const SHOP_PRODUCT = `query P($id: ID!) { product(id: $id) { price { amount } salePrice { amount } stock } }`;

const REASON_MESSAGE = 'Give a reason of 5 to 1,000 characters; it is kept in the staff audit trail.';
const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message });
let skuCounter = 0;

async function createProduct(overrides: Record<string, unknown> = {}) {
  skuCounter += 1;
  const sku = `AUD-${Date.now().toString(36).toUpperCase()}-${skuCounter}`;
  const { body } = await admin.graphql(CREATE, { input: { ...WATCH_DRAFT, category: 'WATCHES', sku, ...overrides } });
  expect(body.errors).toBeUndefined();
  return body.data.createProduct.product as { id: string; sku: string };
}

const missingReasons: [string, unknown][] = [['missing', undefined], ['blank', '    '], ['too short', 'ok  '], ['too long', 'x'.repeat(1001)]];

describe('risky staff actions need a reason on the server', () => {
  it.each(missingReasons)('archive, bulk sale and bulk restock refuse a %s reason with BAD_USER_INPUT and change nothing', async (_case, reason) => {
    const product = await createProduct({ stock: 2 });
    expect(errorOf((await admin.graphql(ARCHIVE, { id: product.id, reason })).body)).toEqual({ code: 'BAD_USER_INPUT', message: REASON_MESSAGE });
    expect(errorOf((await admin.graphql(SALE, { ids: [product.id], reason })).body)).toEqual({ code: 'BAD_USER_INPUT', message: REASON_MESSAGE });
    expect(errorOf((await admin.graphql(RESTOCK, { ids: [product.id], reason })).body)).toEqual({ code: 'BAD_USER_INPUT', message: REASON_MESSAGE });
    const shop = (await app.graphql(SHOP_PRODUCT, { id: product.id })).body.data.product;
    expect(shop).toEqual({ price: { amount: 500_000 }, salePrice: null, stock: 2 });
  });

  it('with a reason they apply, and the reason is stored with who did it', async () => {
    const product = await createProduct();
    expect((await admin.graphql(SALE, { ids: [product.id], reason: 'End of season sale' })).body.data.putProductsOnSale.updatedCount).toBe(1);
    expect((await admin.graphql(ARCHIVE, { id: product.id, reason: 'Discontinued by the maker' })).body.data.setProductArchived.archivedAt).toBeTruthy();
    const { items } = (await admin.graphql(AUDIT, { filter: { subjectType: 'product', subjectId: product.id } })).body.data.staffActions;
    expect(items.map((entry: any) => [entry.action, entry.reason])).toEqual([
      ['product.archive', 'Discontinued by the maker'],
      ['product.sale', '50% off: End of season sale'],
      ['product.create', null],
    ]);
  });

  it('a price change of 20 % or more needs a reason; a smaller one does not', async () => {
    const product = await createProduct();
    const input = (pricePence: number) => ({ ...WATCH_DRAFT, category: 'WATCHES', sku: product.sku, pricePence });
    expect(errorOf((await admin.graphql(UPDATE, { id: product.id, input: input(400_000) })).body)).toEqual({ code: 'BAD_USER_INPUT', message: REASON_MESSAGE });
    expect(errorOf((await admin.graphql(UPDATE, { id: product.id, input: input(600_000), reason: ' ' })).body)).toEqual({ code: 'BAD_USER_INPUT', message: REASON_MESSAGE });
    expect((await app.graphql(SHOP_PRODUCT, { id: product.id })).body.data.product.price.amount).toBe(500_000);

    const small = await admin.graphql(UPDATE, { id: product.id, input: input(450_000) });
    expect(small.body.errors).toBeUndefined();
    const large = await admin.graphql(UPDATE, { id: product.id, input: input(300_000), reason: 'Matched the maker’s new list price' });
    expect(large.body.data.updateProduct.history[0]).toMatchObject({ action: 'product.update', reason: 'Matched the maker’s new list price' });
  });

  it('cancelling an order needs a reason; with one it is cancelled and the reason stored', async () => {
    const product = await createProduct({ stock: 5 });
    const order = await buy(app, { id: Number(product.id), name: 'x', category: 'watches', pricePaid: 500_000, stock: 5, availableSizes: [] } as never);
    expect(errorOf((await admin.graphql(CANCEL, { number: order.number })).body)).toEqual({ code: 'BAD_USER_INPUT', message: REASON_MESSAGE });
    expect(errorOf((await admin.graphql(CANCEL, { number: order.number, reason: 'abc' })).body)).toEqual({ code: 'BAD_USER_INPUT', message: REASON_MESSAGE });
    expect((await admin.graphql(CANCEL, { number: order.number, reason: 'The customer asked us by phone' })).body.data.cancelOrder.status).toBe('CANCELLED');
    const { items } = (await admin.graphql(AUDIT, { filter: { action: 'order.cancel', subjectType: 'order', subjectId: order.id } })).body.data.staffActions;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ action: 'order.cancel', actionLabel: 'Order cancelled', subjectLabel: 'Order', reason: 'The customer asked us by phone' });
  });
});

describe('the staff audit trail', () => {
  it('is for admins only, checked on the server', async () => {
    expect(errorOf((await app.graphql(AUDIT)).body).code).toBe('UNAUTHENTICATED');
    const customer = await signedInCustomer(app);
    expect(errorOf((await customer.browser.graphql(AUDIT)).body).code).toBe('FORBIDDEN');
  });

  it('shows before → after in human names, and a product save records only the fields that changed', async () => {
    const specifications = [
      { name: 'Case Diameter', value: '42 mm' },
      { name: 'Movement', value: 'Calibre 3235' },
      { name: 'Water resistance', value: '300 m' },
    ];
    const product = await createProduct({ specifications });
    const saved = await admin.graphql(UPDATE, { id: product.id, input: { ...WATCH_DRAFT, category: 'WATCHES', sku: product.sku, specifications, pricePence: 450_000, stock: 7 } });
    expect(saved.body.errors).toBeUndefined();
    const [entry] = (await admin.graphql(AUDIT, { filter: { action: 'product.update', subjectType: 'product', subjectId: product.id } })).body.data.staffActions.items;
    expect(entry.actionLabel).toBe('Product edited');
    expect([...entry.changes].sort((a: any, b: any) => a.field.localeCompare(b.field))).toEqual([
      { field: 'pricePence', label: 'Price', fromText: '£5,000.00', toText: '£4,500.00' },
      { field: 'stock', label: 'Stock', fromText: '3', toText: '7' },
    ]);

    const again = await admin.graphql(UPDATE, { id: product.id, input: { ...WATCH_DRAFT, category: 'WATCHES', sku: product.sku, specifications, pricePence: 450_000, stock: 7 } });
    expect(again.body.data.updateProduct.history.filter((row: any) => row.action === 'product.update')).toHaveLength(1);
  });

  it('filters by person, kind, record and date, and pages newest first', async () => {
    const other = await signedInAdmin(app);
    const first = await createProduct();
    const second = await createProduct();
    await other.graphql(SALE, { ids: [first.id, second.id], reason: 'Clearance of the old stock' });
    const otherEmail = (await admin.graphql(AUDIT, { filter: { action: 'product.sale', subjectType: 'product', subjectId: first.id } })).body.data.staffActions.items[0].actorEmail;

    const byPerson = (await admin.graphql(AUDIT, { filter: { actorEmail: otherEmail.toUpperCase() } })).body.data.staffActions;
    expect(byPerson.totalCount).toBe(2);
    expect(byPerson.items.every((item: any) => item.actorEmail === otherEmail && item.action === 'product.sale')).toBe(true);

    const byKind = (await admin.graphql(AUDIT, { filter: { action: 'product.sale' } })).body.data.staffActions;
    expect(byKind.items.every((item: any) => item.action === 'product.sale')).toBe(true);
    expect(byKind.items.map((item: any) => item.subjectId)).toEqual(expect.arrayContaining([first.id, second.id]));

    const byRecord = (await admin.graphql(AUDIT, { filter: { subjectType: 'product', subjectId: second.id } })).body.data.staffActions;
    expect(byRecord.items.map((item: any) => item.action)).toEqual(['product.sale', 'product.create']);
    expect(byRecord.items[0].changes).toEqual([{ field: 'salePricePence', label: 'Sale price', fromText: '—', toText: '£2,500.00' }]);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await admin.graphql(AUDIT, { filter: { from: future } })).body.data.staffActions.totalCount).toBe(0);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await admin.graphql(AUDIT, { filter: { actorEmail: otherEmail, from: past, to: future } })).body.data.staffActions.totalCount).toBe(2);

    const all = (await admin.graphql(AUDIT, { limit: 100 })).body.data.staffActions;
    const pageOne = (await admin.graphql(AUDIT, { limit: 2, offset: 0 })).body.data.staffActions;
    const pageTwo = (await admin.graphql(AUDIT, { limit: 2, offset: 2 })).body.data.staffActions;
    expect(pageOne.totalCount).toBe(all.totalCount);
    expect([...pageOne.items, ...pageTwo.items].map((item: any) => item.id)).toEqual(all.items.slice(0, 4).map((item: any) => item.id));
    const times = all.items.map((item: any) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
