import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, testBrowser, verifiedCustomer, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, card, CONFIRM, DETAILS, ORDER, products, SAVE_DETAILS, START_CHECKOUT } from './checkout.test-helpers';
import { mergeLines } from './saved-cart.service';

let app: TestApp;
let watch: CatalogueProduct;
let coat: CatalogueProduct;

beforeAll(async () => {
  app = await startTestApp();
  [watch] = await products(app, "category = 'watches' and stock >= 5");
  [coat] = await products(app, "category = 'clothing' and stock >= 5 and cardinality(available_sizes) > 1");
});
afterAll(() => app.close());

async function customer(): Promise<TestBrowser> {
  const { email, password } = await verifiedCustomer(app);
  const browser = testBrowser(app);
  await signIn(browser, email, password);
  return browser;
}

const MERGE = `mutation M($items: [CheckoutItemInput!]!) { mergeCart(items: $items) { productId name brand size quantity price { amount } } }`;
const SAVE = `mutation S($items: [CheckoutItemInput!]!) { saveCart(items: $items) }`;
const MY_CART = `query { myCart { productId size quantity } }`;
const MY_ORDERS = `query { myOrders { totalCount items { number status total { amount } lines { productId } } } }`;

describe('merging carts at sign-in', () => {
  it('keeps lines from both sides once, with the larger quantity', () => {
    const a = { productId: 1, size: null, quantity: 2 };
    const b = { productId: 2, size: 'M', quantity: 1 };
    expect(mergeLines([a, b], [{ ...a, quantity: 1 }, { productId: 2, size: 'L', quantity: 3 }])).toEqual([a, b, { productId: 2, size: 'L', quantity: 3 }]);
  });
});

describe("a signed-in customer's cart follows them across devices", () => {
  it('needs a session', async () => {
    const result = await testBrowser(app).graphql(MY_CART);
    expect(result.body.errors[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('saves on one device, merges on another, with the catalogue’s current prices', async () => {
    const phone = await customer();
    const size = coat.availableSizes[0];
    await phone.graphql(SAVE, { items: [{ productId: String(watch.id), quantity: 1 }, { productId: String(coat.id), quantity: 2, size }] });

    // The same customer on a laptop that already holds the watch (twice) and another size of the coat.
    const laptop = testBrowser(app);
    laptop.cookies.clear();
    for (const [name, value] of phone.cookies) laptop.cookies.set(name, value);
    const otherSize = coat.availableSizes[1];
    const merged = await laptop.graphql(MERGE, {
      items: [{ productId: String(watch.id), quantity: 2 }, { productId: String(coat.id), quantity: 1, size: otherSize }],
    });
    expect(merged.body.data.mergeCart).toEqual([
      { productId: String(watch.id), name: expect.any(String), brand: expect.any(String), size: null, quantity: 2, price: { amount: watch.pricePaid } },
      { productId: String(coat.id), name: coat.name, brand: expect.any(String), size, quantity: 2, price: { amount: coat.pricePaid } },
      { productId: String(coat.id), name: coat.name, brand: expect.any(String), size: otherSize, quantity: 1, price: { amount: coat.pricePaid } },
    ]);
    // Merging the same cart again changes nothing (no doubling).
    const again = await laptop.graphql(MERGE, { items: [{ productId: String(watch.id), quantity: 2 }] });
    expect(again.body.data.mergeCart.map((line: any) => line.quantity)).toEqual([2, 2, 1]);
    expect((await phone.graphql(MY_CART)).body.data.myCart).toHaveLength(3);
  });

  it('drops unknown products, silly quantities and repeated lines', async () => {
    const browser = await customer();
    await browser.graphql(SAVE, {
      items: [
        { productId: '999999', quantity: 1 },
        { productId: String(watch.id), quantity: 500 },
        { productId: String(watch.id), quantity: 0 },
        { productId: 'x', quantity: 1 },
      ],
    });
    expect((await browser.graphql(MY_CART)).body.data.myCart).toEqual([{ productId: String(watch.id), size: null, quantity: 99 }]);
  });
});

describe("a signed-in customer's orders", () => {
  it('are theirs alone: listed for them, readable without a token, invisible to another customer', async () => {
    const buyer = await customer();
    const started = await buyer.graphql(START_CHECKOUT, { input: { expectedTotal: watch.pricePaid, items: [{ productId: String(watch.id), quantity: 1 }] } });
    const { order, orderToken, clientSecret } = started.body.data.startCheckout;
    expect((await buyer.graphql(MY_ORDERS)).body.data.myOrders.totalCount).toBe(0); // not paid yet
    await buyer.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details: DETAILS });
    await buyer.graphql(SAVE, { items: [{ productId: String(watch.id), quantity: 1 }] });
    await buyer.graphql(CONFIRM, { clientSecret, card: card('4242424242424242') });
    // Paid: the saved cart is emptied with the browser's, so it does not come back at the next sign-in.
    expect((await buyer.graphql(MY_CART)).body.data.myCart).toEqual([]);

    const mine = (await buyer.graphql(MY_ORDERS)).body.data.myOrders;
    expect(mine).toEqual({ totalCount: 1, items: [{ number: order.number, status: 'PAID', total: { amount: watch.pricePaid }, lines: [{ productId: String(watch.id) }] }] });
    expect((await buyer.graphql(ORDER, { number: order.number, token: null })).body.data.order.number).toBe(order.number);

    const stranger = await customer();
    expect((await stranger.graphql(MY_ORDERS)).body.data.myOrders.totalCount).toBe(0);
    expect((await stranger.graphql(ORDER, { number: order.number, token: null })).body.data.order).toBeNull();
    expect((await testBrowser(app).graphql(MY_ORDERS)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
