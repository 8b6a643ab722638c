import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buy, signedInAdmin, signedInCustomer } from '../../orders/staff-orders.test-helpers';
import { WATCH_DRAFT } from './product-admin.test-helpers';

let app: TestApp;
let admin: TestBrowser;
let customer: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  customer = (await signedInCustomer(app)).browser;
});
afterAll(() => app.close());

const PRODUCT_FIELDS = `archivedAt product { id name sku stock price { amount } salePrice { amount } imageUrl } history { action actorEmail reason changes { field from to } }`;
const CREATE = `mutation Create($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ProductInput!, $reason: String) { updateProduct(id: $id, input: $input, reason: $reason) { ${PRODUCT_FIELDS} } }`;
const ARCHIVE = `mutation Archive($id: ID!, $archived: Boolean!) { setProductArchived(id: $id, archived: $archived, reason: "Discontinued by the maker") { ${PRODUCT_FIELDS} } }`;
const GET = `query Get($id: ID!) { adminProduct(id: $id) { ${PRODUCT_FIELDS} } }`;
const LIST = `query List($filter: AdminProductFilterInput, $limit: Int, $offset: Int) { adminProducts(filter: $filter, limit: $limit, offset: $offset) { totalCount brands items { id sku stock archivedAt price { amount } salePrice { amount } } } }`;
const SALE = `mutation Sale($ids: [ID!]!, $percent: Int!) { putProductsOnSale(ids: $ids, percent: $percent, reason: "Summer sale") { updatedCount skippedIds } }`;
const RESTOCK = `mutation Restock($ids: [ID!]!, $quantity: Int!) { restockProducts(ids: $ids, quantity: $quantity, reason: "Delivery from Geneva") { updatedCount skippedIds } }`;
const OVERVIEW = `query { adminOverview { awaitingDispatch } }`;
const SHOP_PRODUCT = `query P($id: ID!) { product(id: $id) { id price { amount } salePrice { amount } stock } }`;

const errorOf = (body: { errors?: any[] }) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message, field: body.errors?.[0]?.extensions?.field });
let skuCounter = 0;
const uniqueSku = () => `TST-${Date.now().toString(36).toUpperCase()}-${(skuCounter += 1)}`;

async function createProduct(overrides: Record<string, unknown> = {}) {
  const { body } = await admin.graphql(CREATE, { input: { ...WATCH_DRAFT, category: 'WATCHES', sku: uniqueSku(), ...overrides } });
  expect(body.errors).toBeUndefined();
  return body.data.createProduct as { product: { id: string; sku: string; stock: number; imageUrl: string }; history: any[] };
}

describe('who may work on products', () => {
  it('visitors get UNAUTHENTICATED and customers FORBIDDEN, for every admin product query and mutation and the overview', async () => {
    const { product } = await createProduct();
    const operations: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [GET, { id: product.id }],
      [CREATE, { input: { ...WATCH_DRAFT, category: 'WATCHES', sku: uniqueSku() } }],
      [UPDATE, { id: product.id, input: { ...WATCH_DRAFT, category: 'WATCHES', sku: product.sku, pricePence: 1 } }],
      [ARCHIVE, { id: product.id, archived: true }],
      [SALE, { ids: [product.id], percent: 50 }],
      [RESTOCK, { ids: [product.id], quantity: 5 }],
      [OVERVIEW, {}],
    ];
    for (const [query, variables] of operations) {
      expect(errorOf((await app.graphql(query, variables)).body)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      expect(errorOf((await customer.graphql(query, variables)).body)).toMatchObject({ code: 'FORBIDDEN', message: 'Admin access required' });
    }
    const unchanged = (await admin.graphql(GET, { id: product.id })).body.data.adminProduct;
    expect(unchanged).toMatchObject({ archivedAt: null, product: { stock: 3, price: { amount: 500_000 }, salePrice: null } });
  });
});

describe('creating and editing', () => {
  it('creates a product with generated art, recorded as product.create by the staff member', async () => {
    const created = await createProduct();
    expect(created.product.imageUrl).toBe(`/images/products/${created.product.sku}/0.webp`);
    expect(created.history).toHaveLength(1);
    expect(created.history[0]).toMatchObject({ action: 'product.create', actorEmail: expect.stringContaining('@') });
  });

  it('refuses bad input with the field and the message, and a SKU already in use', async () => {
    const base = { ...WATCH_DRAFT, category: 'WATCHES' };
    const sale = await admin.graphql(CREATE, { input: { ...base, sku: uniqueSku(), salePricePence: base.pricePence } });
    expect(sale.status).toBe(200);
    expect(errorOf(sale.body)).toEqual({ code: 'BAD_USER_INPUT', field: 'salePricePence', message: 'Sale price must be below the price' });
    expect(errorOf((await admin.graphql(CREATE, { input: { ...base, sku: uniqueSku(), pricePence: 0 } })).body)).toEqual({ code: 'BAD_USER_INPUT', field: 'pricePence', message: 'Price must be more than £0' });
    const { product } = await createProduct();
    expect(errorOf((await admin.graphql(CREATE, { input: { ...base, sku: product.sku.toLowerCase() } })).body)).toEqual({ code: 'BAD_USER_INPUT', field: 'sku', message: 'That SKU is already used by another product' });
    expect(errorOf((await admin.graphql(GET, { id: '999999999' })).body)).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('a price change shows in the shop listing and detail on the next request, and the history says from what to what', async () => {
    const { product } = await createProduct({ name: 'Cache Probe Chronograph' });
    const before = await app.graphql(SHOP_PRODUCT, { id: product.id });
    expect(before.body.data.product.price.amount).toBe(500_000);
    const listingQuery = `query { products(filter: { search: "Cache Probe Chronograph" }, page: { limit: 50 }) { items { id price { amount } } } }`;
    // Read once first, so a cached listing would have to be dropped for the new price to show.
    const warm = (await app.graphql(listingQuery)).body.data.products.items;
    expect(warm.find((item: any) => item.id === product.id)?.price.amount).toBe(500_000);

    const { body } = await admin.graphql(UPDATE, { id: product.id, input: { ...WATCH_DRAFT, category: 'WATCHES', sku: product.sku, name: 'Cache Probe Chronograph', pricePence: 412_500, salePricePence: 399_900 }, reason: 'Price review with the maker' });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProduct.history[0]).toMatchObject({ action: 'product.update' });
    expect(body.data.updateProduct.history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'pricePence', from: '500000', to: '412500' },
        { field: 'salePricePence', from: 'null', to: '399900' },
      ]),
    );

    const after = await app.graphql(SHOP_PRODUCT, { id: product.id });
    expect(after.body.data.product).toMatchObject({ price: { amount: 412_500 }, salePrice: { amount: 399_900 } });
    const listing = await app.graphql(listingQuery);
    const listed = listing.body.data?.products?.items ?? [];
    expect(listed.find((item: any) => item.id === product.id)?.price.amount).toBe(412_500);
  });

  it('saving without a change records nothing', async () => {
    const { product } = await createProduct();
    const { body } = await admin.graphql(UPDATE, { id: product.id, input: { ...WATCH_DRAFT, category: 'WATCHES', sku: product.sku } });
    expect(body.data.updateProduct.history.map((entry: any) => entry.action)).toEqual(['product.create']);
  });
});

describe('archiving', () => {
  it('an archived product leaves the shop (detail, listing, cart) but its orders keep their lines; it can come back', async () => {
    const { product } = await createProduct({ name: 'Archive Probe Field Watch', stock: 10 });
    const order = await buy(app, { id: Number(product.id), name: 'Archive Probe Field Watch', category: 'watches', pricePaid: 500_000, stock: 10, availableSizes: [] } as never);

    const archived = await admin.graphql(ARCHIVE, { id: product.id, archived: true });
    expect(archived.body.data.setProductArchived.archivedAt).not.toBeNull();
    expect(archived.body.data.setProductArchived.history[0]).toMatchObject({ action: 'product.archive' });

    expect((await app.graphql(SHOP_PRODUCT, { id: product.id })).body.data.product).toBeNull();
    const listing = await app.graphql(`query { products(filter: { search: "Archive Probe Field Watch" }, page: { limit: 50 }) { totalCount items { id } } }`);
    expect(listing.body.data.products.items.map((item: any) => item.id)).not.toContain(product.id);
    const cart = await app.graphql(`mutation { startCheckout(input: { expectedTotal: 500000, items: [{ productId: "${product.id}", quantity: 1 }] }) { order { number } } }`);
    expect(cart.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const lines = await app.orm.em.fork().getConnection().execute('select l.product_id from order_line l join customer_order o on o.id = l.order_id where o.number = ?', [order.number]);
    expect(lines.map((line: any) => String(line.product_id))).toEqual([product.id]);

    expect((await admin.graphql(LIST, { filter: { search: product.sku } })).body.data.adminProducts.totalCount).toBe(0);
    expect((await admin.graphql(LIST, { filter: { search: product.sku, status: 'ARCHIVED' } })).body.data.adminProducts.totalCount).toBe(1);

    await admin.graphql(ARCHIVE, { id: product.id, archived: false });
    expect((await app.graphql(SHOP_PRODUCT, { id: product.id })).body.data.product.id).toBe(product.id);
  });
});

describe('bulk actions', () => {
  it('puts the selection on sale by a percentage and restocks it, each product recorded', async () => {
    const first = (await createProduct({ pricePence: 100_000, stock: 0 })).product;
    const second = (await createProduct({ pricePence: 999, stock: 2 })).product;

    const sale = await admin.graphql(SALE, { ids: [first.id, second.id, '999999999'], percent: 15 });
    expect(sale.body.data.putProductsOnSale).toEqual({ updatedCount: 2, skippedIds: ['999999999'] });
    expect((await app.graphql(SHOP_PRODUCT, { id: first.id })).body.data.product.salePrice.amount).toBe(85_000);
    expect((await app.graphql(SHOP_PRODUCT, { id: second.id })).body.data.product.salePrice.amount).toBe(849);

    expect(errorOf((await admin.graphql(SALE, { ids: [first.id], percent: 91 })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The reduction must be a whole percentage from 1 to 90' });
    expect(errorOf((await admin.graphql(RESTOCK, { ids: [first.id], quantity: 0 })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Restock by a whole number from 1 to 10,000' });
    expect(errorOf((await admin.graphql(RESTOCK, { ids: [], quantity: 1 })).body)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Select from 1 to 200 products' });

    const restock = await admin.graphql(RESTOCK, { ids: [first.id, second.id], quantity: 4 });
    expect(restock.body.data.restockProducts).toEqual({ updatedCount: 2, skippedIds: [] });
    expect((await app.graphql(SHOP_PRODUCT, { id: first.id })).body.data.product.stock).toBe(4);
    expect((await app.graphql(SHOP_PRODUCT, { id: second.id })).body.data.product.stock).toBe(6);

    const history = (await admin.graphql(GET, { id: first.id })).body.data.adminProduct.history;
    expect(history.map((entry: any) => entry.action)).toEqual(['product.restock', 'product.sale', 'product.create']);
    expect(history[0]).toMatchObject({ reason: '+4: Delivery from Geneva', changes: [{ field: 'stock', from: '0', to: '4' }] });
    expect(history[1]).toMatchObject({ reason: '15% off: Summer sale', changes: [{ field: 'salePricePence', from: 'null', to: '85000' }] });
  });

  it('the table filters by stock state and on sale', async () => {
    const soldOut = (await createProduct({ stock: 0, brand: 'Filter Probe' })).product;
    const low = (await createProduct({ stock: 5, brand: 'Filter Probe' })).product;
    const plenty = (await createProduct({ stock: 6, brand: 'Filter Probe', salePricePence: 1000 })).product;
    const ids = async (filter: Record<string, unknown>) =>
      (await admin.graphql(LIST, { filter: { brand: 'Filter Probe', ...filter }, limit: 100 })).body.data.adminProducts.items.map((item: any) => item.id).sort();
    expect(await ids({ stock: 'SOLD_OUT' })).toEqual([soldOut.id]);
    expect(await ids({ stock: 'LOW' })).toEqual([low.id]);
    expect(await ids({ stock: 'IN_STOCK' })).toEqual([low.id, plenty.id].sort());
    expect(await ids({ onSale: true })).toEqual([plenty.id]);
    expect((await admin.graphql(LIST, {})).body.data.adminProducts.brands).toContain('Filter Probe');
  });
});
