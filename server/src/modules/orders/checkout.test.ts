import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  card,
  type CatalogueProduct,
  CONFIRM,
  DETAILS,
  ORDER,
  products,
  SAVE_DETAILS,
  setStock,
  START_CHECKOUT,
  startCheckout,
  stockOf,
} from './checkout.test-helpers';

let app: TestApp;
let watch: CatalogueProduct;
let coat: CatalogueProduct;
let saleItem: CatalogueProduct;

beforeAll(async () => {
  app = await startTestApp();
  [watch] = await products(app, "category = 'watches' and stock >= 5 and sale_price_pence is null");
  [coat] = await products(app, "category = 'clothing' and stock >= 5 and cardinality(available_sizes) > 0");
  [saleItem] = await products(app, 'stock >= 5 and sale_price_pence is not null');
});
afterAll(() => app.close());

async function outbox(recipient: string) {
  return app.orm.em.fork().getConnection().execute<{ kind: string; subject: string; body: string; link: string }[]>(
    'select kind, subject, body, link from outbox_message where recipient = ? order by id',
    [recipient],
  );
}

describe('starting a checkout', () => {
  it('prices the lines from the catalogue: sale price, quantity, shipping 0, VAT 20 % included', async () => {
    const size = coat.availableSizes[0];
    const { body } = await startCheckout(app, [{ product: saleItem, quantity: 2 }, { product: coat, size }]);
    const order = body.data!.startCheckout.order as any;
    const subtotal = saleItem.pricePaid * 2 + coat.pricePaid;
    expect(order.status).toBe('PENDING');
    expect(order.number).toMatch(/^AUR-[A-HJ-NP-Z2-9]{8}$/);
    expect(order.lines.map((line: any) => [Number(line.productId), line.quantity, line.size, line.unitPrice.amount])).toEqual([
      [saleItem.id, 2, null, saleItem.pricePaid],
      [coat.id, 1, size, coat.pricePaid],
    ]);
    expect(order.subtotal.amount).toBe(subtotal);
    expect(order.shipping.amount).toBe(0);
    expect(order.total.amount).toBe(subtotal);
    expect(order.vat.amount).toBe(Math.round(subtotal / 6));
    expect(body.data!.startCheckout.clientSecret).toMatch(/^pi_sim_\w+_secret_\w+$/);
  });

  it("refuses a total that differs from the server's with the spec's Checkout Error text, and holds nothing", async () => {
    const before = await stockOf(app, watch.id);
    const { body } = await app.graphql(START_CHECKOUT, {
      input: { expectedTotal: watch.pricePaid - 100, items: [{ productId: String(watch.id), quantity: 1 }] },
    });
    expect(body.errors[0].message).toBe('Your cart total is invalid. Please add items to your cart and try again.');
    expect(body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'TOTAL_MISMATCH' });
    expect(await stockOf(app, watch.id)).toBe(before);
  });

  it('refuses an empty cart, unknown products, sizes that do not exist and silly quantities', async () => {
    const attempt = (items: unknown[], expectedTotal = 100) => app.graphql(START_CHECKOUT, { input: { expectedTotal, items } });
    expect((await attempt([])).body.errors[0].message).toBe('Your cart is empty. Please add items before checking out.');
    expect((await attempt([{ productId: '999999', quantity: 1 }])).body.errors[0].extensions.reason).toBe('UNAVAILABLE');
    expect((await attempt([{ productId: 'x', quantity: 1 }])).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await attempt([{ productId: String(coat.id), quantity: 1, size: 'XXXXL' }])).body.errors[0].message).toContain('does not exist');
    expect((await attempt([{ productId: String(watch.id), quantity: 0 }])).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await attempt([{ productId: String(watch.id), quantity: 100 }])).body.errors[0].message).toBe('At most 99 of one item per order.');
  });

  it('holds the stock at once, and a replaced checkout gives its stock back', async () => {
    const before = await stockOf(app, watch.id);
    const first = (await startCheckout(app, [{ product: watch, quantity: 2 }])).body.data!.startCheckout;
    expect(await stockOf(app, watch.id)).toBe(before - 2);
    const { body } = await app.graphql(START_CHECKOUT, {
      input: {
        expectedTotal: watch.pricePaid,
        items: [{ productId: String(watch.id), quantity: 1 }],
        replaces: { number: first.order.number, token: first.orderToken },
      },
    });
    expect(body.data.startCheckout.order.number).not.toBe(first.order.number);
    expect(await stockOf(app, watch.id)).toBe(before - 1);
    const old = await app.graphql(ORDER, { number: first.order.number, token: first.orderToken });
    expect(old.body.data.order.status).toBe('CANCELLED');
  });
});

describe('holding stock is limited per network address', () => {
  it('the 31st checkout within 15 minutes from one address is refused with RATE_LIMITED', async () => {
    const [item] = await products(app, "category = 'watches' and stock > 0 order by id desc limit 1 --");
    await setStock(app, item.id, 100);
    const browser = testBrowser(app);
    const input = { expectedTotal: item.pricePaid, items: [{ productId: String(item.id), quantity: 1 }] };
    // Each start replaces the one before (as the browser does), so only the rate limit counts, not the units held.
    let replaces: { number: string; token: string } | null = null;
    for (let i = 0; i < 30; i++) {
      const started: { order: { number: string }; orderToken: string } = (await browser.graphql(START_CHECKOUT, { input: { ...input, replaces } })).body.data!.startCheckout;
      replaces = { number: started.order.number, token: started.orderToken };
    }
    const refused = await browser.graphql(START_CHECKOUT, { input: { ...input, replaces } });
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(refused.body.errors[0].message).toMatch(/^Too many checkouts have been started from your network/);
    expect((await testBrowser(app).graphql(START_CHECKOUT, { input })).body.data).toBeTruthy();
  });
});

describe('shipping details', () => {
  it('lists each invalid field with its message and saves nothing', async () => {
    const { orderToken, order } = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    const { body } = await app.graphql(SAVE_DETAILS, {
      order: { number: order.number, token: orderToken },
      details: { email: 'not-an-email', phone: '12', name: 'A', address: 'Flat', city: 'L', postalCode: 'ABC', country: 'GB' },
    });
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.fromEntries(body.errors[0].extensions.fields.map((f: any) => [f.field, f.messages[0]]))).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      name: 'Name must be at least 2 characters',
      address: 'Address must be at least 5 characters',
      city: 'City must be at least 2 characters',
      postalCode: 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
    });
    const saved = await app.graphql(ORDER, { number: order.number, token: orderToken });
    expect(saved.body.data.order.email).toBeNull();
  });

  it('normalises what it keeps: lower-case email, bare phone digits, formatted UK postcode, country name', async () => {
    const { orderToken, order } = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    const { body } = await app.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details: DETAILS });
    expect(body.data.saveCheckoutDetails).toMatchObject({
      email: 'ada.lovelace@example.com',
      phone: '+442079460958',
      shippingAddress: { name: 'Ada Lovelace', postalCode: 'W1K 2AA', country: 'GB', countryName: 'United Kingdom' },
    });
  });

  it('accepts a UK national phone number and a foreign postcode', async () => {
    const { orderToken, order } = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    const details = { ...DETAILS, phone: '07700 900123', postalCode: '75008', country: 'FR', city: 'Paris' };
    const { body } = await app.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details });
    expect(body.data.saveCheckoutDetails.shippingAddress.countryName).toBe('France');
  });

  it('will not touch an order without its token', async () => {
    const { order } = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    const { body } = await app.graphql(SAVE_DETAILS, { order: { number: order.number, token: 'guess' }, details: DETAILS });
    expect(body.errors[0]).toMatchObject({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('paying with the simulated gateway', () => {
  it('4242 4242 4242 4242 pays: order paid once, stock committed, confirmation email in the outbox', async () => {
    const before = await stockOf(app, watch.id);
    const { orderToken, clientSecret, order } = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    const access = { number: order.number, token: orderToken };
    const email = `paid-${order.number.toLowerCase()}@example.com`;
    await app.graphql(SAVE_DETAILS, { order: access, details: { ...DETAILS, email } });

    const { body } = await app.graphql(CONFIRM, { clientSecret, card: card('4242 4242 4242 4242') });
    expect(body.data.confirmSimulatedPayment).toMatchObject({ status: 'SUCCEEDED', message: null, order: { status: 'PAID', isPaid: true } });
    expect(body.data.confirmSimulatedPayment.order.paidAt).toBeTruthy();
    expect(await stockOf(app, watch.id)).toBe(before - 1);

    const again = await app.graphql(CONFIRM, { clientSecret, card: card('4242424242424242') });
    expect(again.body.data.confirmSimulatedPayment.status).toBe('SUCCEEDED');
    expect(await stockOf(app, watch.id)).toBe(before - 1);

    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order_confirmation', subject: `Your Aurum order ${order.number} is confirmed` });
    expect(mails[0].body).toContain(watch.name);
    const link = new URL(mails[0].link);
    expect(link.pathname).toBe('/order/confirmation');
    expect(link.searchParams.get('order')).toBe(order.number);
    expect(link.searchParams.get('token')).toBe(orderToken);

    const read = await app.graphql(ORDER, { number: order.number, token: orderToken });
    expect(read.body.data.order).toMatchObject({ status: 'PAID', email, lines: [{ productId: String(watch.id), quantity: 1 }] });
    expect((await app.graphql(ORDER, { number: order.number, token: null })).body.data.order).toBeNull();
    expect((await app.graphql(ORDER, { number: order.number, token: orderToken.slice(1) + 'A' })).body.data.order).toBeNull();
  });

  it('4000 0000 0000 0002 is declined with a card-declined message, gives the stock back, and a retry can pay', async () => {
    const before = await stockOf(app, watch.id);
    const { orderToken, clientSecret, order } = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    const access = { number: order.number, token: orderToken };
    await app.graphql(SAVE_DETAILS, { order: access, details: DETAILS });

    const declined = await app.graphql(CONFIRM, { clientSecret, card: card('4000 0000 0000 0002') });
    expect(declined.body.data.confirmSimulatedPayment).toMatchObject({
      status: 'FAILED',
      message: 'Your card was declined.',
      order: { status: 'PENDING', lastPaymentError: 'Your card was declined.' },
    });
    expect(await stockOf(app, watch.id)).toBe(before);

    const paid = await app.graphql(CONFIRM, { clientSecret, card: card('4242 4242 4242 4242') });
    expect(paid.body.data.confirmSimulatedPayment).toMatchObject({ status: 'SUCCEEDED', order: { status: 'PAID', lastPaymentError: null } });
    expect(await stockOf(app, watch.id)).toBe(before - 1);
  });

  it('4000 0000 0000 9995 fails for insufficient funds; a bad number or expiry is refused', async () => {
    const { orderToken, clientSecret, order } = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    await app.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details: DETAILS });
    const pay = async (c: object) => (await app.graphql(CONFIRM, { clientSecret, card: c })).body.data.confirmSimulatedPayment.message;
    expect(await pay(card('4000 0000 0000 9995'))).toBe('Your card has insufficient funds.');
    expect(await pay(card('4242 4242 4242 4241'))).toBe('Your card number is invalid.');
    expect(await pay({ ...card('4242424242424242'), expiry: '01/20' })).toBe("Your card's expiration date is invalid.");
  });

  it('will not take a payment before the shipping details are given', async () => {
    const { clientSecret } = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    const { body } = await app.graphql(CONFIRM, { clientSecret, card: card('4242424242424242') });
    expect(body.errors[0]).toMatchObject({ message: 'Please enter your shipping details before paying.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('REST: the spec\'s payment calls', () => {
  const post = (body: unknown) =>
    app.fetch('/api/create-payment-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('GET /api/stripe/config says the payments are simulated, with the test cards', async () => {
    const response = await app.fetch('/api/stripe/config');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ publishableKey: null, simulated: true, provider: 'simulated' });
    expect(body.testCards.map((c: any) => c.number)).toEqual(['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995']);
  });

  it('POST /api/create-payment-intent takes the total in pounds and answers a client secret', async () => {
    const response = await post({ amount: watch.pricePaid / 100, guestEmail: 'guest@example.com', orderId: 'ORD-123', items: [{ id: watch.id, quantity: 1 }] });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ amount: watch.pricePaid / 100, currency: 'gbp' });
    expect(body.clientSecret).toMatch(/_secret_/);
    expect(body.orderNumber).toMatch(/^AUR-/);
    const order = await app.graphql(ORDER, { number: body.orderNumber, token: body.orderToken });
    expect(order.body.data.order.email).toBe('guest@example.com');
  });

  it('answers 409 with the Checkout Error text when the amount is not the server total', async () => {
    const response = await post({ amount: 1, guestEmail: 'guest@example.com', items: [{ id: watch.id, quantity: 1 }] });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Your cart total is invalid. Please add items to your cart and try again.', details: { reason: 'TOTAL_MISMATCH' } },
    });
  });

  it('answers 400 naming the parameter for a malformed body', async () => {
    expect((await (await post({ amount: 10 })).json()).error.details).toEqual({ parameter: 'items' });
    expect((await (await post({ amount: 'lots', items: [] })).json()).error.details).toEqual({ parameter: 'amount' });
    const badEmail = await post({ amount: watch.pricePaid / 100, guestEmail: 'nope', items: [{ id: watch.id, quantity: 1 }] });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error.message).toBe('Please enter a valid email address');
  });

  it('has no webhook without Stripe', async () => {
    const response = await app.fetch('/api/stripe/webhook', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
