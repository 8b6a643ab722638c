import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, sql, testBrowser, verifiedCustomer, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, products, setStock, startCheckout, stockOf } from './checkout.test-helpers';

/** Issue 31: a paid order of two Moncler jackets with no size. A sized product is bought in one of its sizes, on every path. */
let app: TestApp;
let jacket: CatalogueProduct;
let watch: CatalogueProduct;

beforeAll(async () => {
  app = await startTestApp();
  [jacket] = await products(app, "category = 'clothing' and cardinality(available_sizes) > 0 order by id desc limit 1 --");
  [watch] = await products(app, "category = 'watches' order by id desc limit 1 --");
  for (const product of [jacket, watch]) await setStock(app, product.id, 50);
});
afterAll(() => app.close());

const SIZE_REQUIRED = () => `Please choose a size for ${jacket.name}.`;

describe('startCheckout', () => {
  it('refuses a sized product without a size, or with one it does not have, and holds no stock', async () => {
    const before = await stockOf(app, jacket.id);
    const { body } = await startCheckout(app, [{ product: jacket, quantity: 2 }]);
    expect(body.errors[0]).toMatchObject({ message: SIZE_REQUIRED(), extensions: { code: 'BAD_USER_INPUT', reason: 'SIZE_REQUIRED', productId: String(jacket.id) } });
    const blank = await startCheckout(app, [{ product: jacket, size: '  ' }]);
    expect(blank.body.errors[0].extensions.reason).toBe('SIZE_REQUIRED');
    const unknown = await startCheckout(app, [{ product: jacket, size: 'XXXXL' }]);
    expect(unknown.body.errors[0]).toMatchObject({ message: `Size XXXXL does not exist for ${jacket.name}.`, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stockOf(app, jacket.id)).toBe(before);
  });

  it('takes it with one of its sizes; a product without sizes takes none', async () => {
    const size = jacket.availableSizes[0];
    const { body } = await startCheckout(app, [{ product: jacket, quantity: 2, size }, { product: watch }]);
    expect(body.errors).toBeUndefined();
    const watchWithSize = await startCheckout(app, [{ product: watch, size: 'M' }]);
    expect(watchWithSize.body.errors[0].message).toBe(`Size M does not exist for ${watch.name}.`);
  });
});

describe('POST /api/create-payment-intent', () => {
  const post = (items: unknown[], amount: number) =>
    app.fetch('/api/create-payment-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount, items }) });

  it('refuses a sized product without a size with a 400 and the same message', async () => {
    const response = await post([{ id: jacket.id, quantity: 1 }], jacket.pricePaid / 100);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'BAD_USER_INPUT', message: SIZE_REQUIRED(), details: { reason: 'SIZE_REQUIRED', productId: String(jacket.id) } } });
    const sized = await post([{ id: jacket.id, quantity: 1, size: jacket.availableSizes[0] }], jacket.pricePaid / 100);
    expect(sized.status).toBe(201);
  });
});

describe('mergeCart at sign-in', () => {
  const MERGE = `mutation M($items: [CheckoutItemInput!]!) { mergeCart(items: $items) { productId size quantity } }`;
  let customer: TestBrowser;

  beforeAll(async () => {
    const account = await verifiedCustomer(app);
    customer = testBrowser(app);
    await signIn(customer, account.email, account.password);
  });

  it('refuses a browser line of a sized product without a size, and keeps the saved cart as it was', async () => {
    const size = jacket.availableSizes[0];
    await customer.graphql(MERGE, { items: [{ productId: String(jacket.id), quantity: 1, size }] });
    const refused = await customer.graphql(MERGE, { items: [{ productId: String(watch.id), quantity: 1 }, { productId: String(jacket.id), quantity: 2 }] });
    expect(refused.body.errors[0]).toMatchObject({ message: SIZE_REQUIRED(), extensions: { code: 'BAD_USER_INPUT', reason: 'SIZE_REQUIRED' } });
    const unknown = await customer.graphql(MERGE, { items: [{ productId: String(jacket.id), quantity: 1, size: 'XXXXL' }] });
    expect(unknown.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const mine = await customer.graphql('query { myCart { productId size quantity } }');
    expect(mine.body.data.myCart).toEqual([{ productId: String(jacket.id), size, quantity: 1 }]);
  });

  it('a sizeless line saved before this rule is dropped from the merged cart', async () => {
    const [{ id: userId }] = await sql<{ id: number }>(app.orm, 'select user_id as id from saved_cart order by updated_at desc limit 1');
    await sql(app.orm, 'update saved_cart set lines = ? where user_id = ?', [JSON.stringify([{ productId: jacket.id, size: null, quantity: 1 }, { productId: watch.id, size: null, quantity: 1 }]), userId]);
    const merged = await customer.graphql(MERGE, { items: [] });
    expect(merged.body.data.mergeCart).toEqual([{ productId: String(watch.id), size: null, quantity: 1 }]);
  });
});
