import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { card, CONFIRM, DETAILS, ORDER, products, SAVE_DETAILS, setStock, startCheckout, stockOf, checkoutAndPay } from './checkout.test-helpers';
import { releaseExpiredStock } from './stock-reservations';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function reservations(orderId: string) {
  return app.orm.em.fork().getConnection().execute<{ state: string; quantity: number }[]>(
    'select state, quantity from stock_reservation where order_id = ? order by id',
    [orderId],
  );
}

async function expireReservations() {
  await app.orm.em.fork().getConnection().execute(`update stock_reservation set expires_at = now() - interval '1 second' where state = 'active'`);
}

describe('stock that cannot be oversold', () => {
  it('20 shoppers racing for the last watch: exactly one pays, stock ends at 0, the others hear it is sold out before paying', async () => {
    const [watch] = await products(app, "category = 'watches' and stock > 0 order by id desc limit 1 --");
    await setStock(app, watch.id, 1);
    const product = { ...watch, stock: 1 };

    const attempts = await Promise.all(Array.from({ length: 20 }, () => checkoutAndPay(app, product)));

    const started = attempts.filter((attempt) => attempt.started.body.data);
    const refused = attempts.filter((attempt) => attempt.started.body.errors);
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const attempt of refused) {
      expect(attempt.started.body.errors[0]).toMatchObject({
        message: `Sorry, ${watch.name} is out of stock.`,
        extensions: { code: 'CONFLICT', reason: 'OUT_OF_STOCK' },
      });
    }
    expect((started[0].paid!.body as any).data.confirmSimulatedPayment.status).toBe('SUCCEEDED');
    expect(await stockOf(app, watch.id)).toBe(0);
    const [{ paid }] = await app.orm.em.fork().getConnection().execute<{ paid: number }[]>(
      `select count(*)::int as paid from customer_order o join order_line l on l.order_id = o.id where l.product_id = ? and o.status = 'paid'`,
      [watch.id],
    );
    expect(paid).toBe(1);
  });

  it('says how many are left when fewer than asked for, and holds none of them', async () => {
    const [watch] = await products(app, "category = 'watches' and stock > 0 order by id desc limit 1 offset 1 --");
    await setStock(app, watch.id, 2);
    const { body } = await startCheckout(app, [{ product: watch, quantity: 3 }]);
    expect(body.errors[0].message).toBe(`Sorry, only 2 of ${watch.name} are left in stock.`);
    expect(await stockOf(app, watch.id)).toBe(2);
  });

  it('takes several products all or nothing', async () => {
    const [a, b] = await products(app, "category = 'watches' and stock > 0 order by id desc limit 2 offset 6 --");
    await setStock(app, a.id, 5);
    await setStock(app, b.id, 0);
    const { body } = await startCheckout(app, [{ product: a }, { product: b }]);
    expect(body.errors[0]).toMatchObject({ message: `Sorry, ${b.name} is out of stock.`, extensions: { reason: 'OUT_OF_STOCK' } });
    expect(await stockOf(app, a.id)).toBe(5);
  });
});

describe('reservations expire', () => {
  it('an expired reservation frees the stock for the next shopper', async () => {
    const [watch] = await products(app, "category = 'watches' and stock > 0 order by id desc limit 1 offset 3 --");
    await setStock(app, watch.id, 1);
    const first = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    expect(await stockOf(app, watch.id)).toBe(0);
    expect((await startCheckout(app, [{ product: watch }])).body.errors[0].extensions.reason).toBe('OUT_OF_STOCK');

    await expireReservations();
    expect(await releaseExpiredStock(app.orm.em.fork())).toBeGreaterThanOrEqual(1);
    expect(await stockOf(app, watch.id)).toBe(1);
    expect(await reservations(first.order.id)).toEqual([{ state: 'released', quantity: 1 }]);

    const second = await startCheckout(app, [{ product: watch }]);
    expect(second.body.data!.startCheckout.order.status).toBe('PENDING');
    expect(await stockOf(app, watch.id)).toBe(0);

    // The first shopper comes back: the watch is gone, and they are told before any card is charged.
    const access = { number: first.order.number, token: first.orderToken };
    const { body } = await app.graphql(SAVE_DETAILS, { order: access, details: DETAILS });
    expect(body.errors[0]).toMatchObject({ message: `Sorry, ${watch.name} is out of stock.`, extensions: { reason: 'OUT_OF_STOCK' } });
  });

  it('a shopper who comes back after expiry takes the stock again if it is still there, and pays', async () => {
    const [watch] = await products(app, "category = 'watches' and stock > 0 order by id desc limit 1 offset 4 --");
    await setStock(app, watch.id, 1);
    const { order, orderToken, clientSecret } = (await startCheckout(app, [{ product: watch }])).body.data!.startCheckout;
    await expireReservations();
    await releaseExpiredStock(app.orm.em.fork());
    expect(await stockOf(app, watch.id)).toBe(1);

    await app.graphql(SAVE_DETAILS, { order: { number: order.number, token: orderToken }, details: DETAILS });
    expect(await stockOf(app, watch.id)).toBe(0);
    const paid = await app.graphql(CONFIRM, { clientSecret, card: card('4242424242424242') });
    expect(paid.body.data.confirmSimulatedPayment.status).toBe('SUCCEEDED');
    expect(await stockOf(app, watch.id)).toBe(0);
    expect((await reservations(order.id)).map((r) => r.state)).toEqual(['released', 'committed']);
  });

  it('a checkout started after expiry sweeps old reservations first', async () => {
    const [watch] = await products(app, "category = 'watches' and stock > 0 order by id desc limit 1 offset 5 --");
    await setStock(app, watch.id, 1);
    await startCheckout(app, [{ product: watch }]);
    await expireReservations();
    const { body } = await startCheckout(app, [{ product: watch }]);
    expect(body.data!.startCheckout.order.status).toBe('PENDING');
    const read = await app.graphql(ORDER, { number: body.data!.startCheckout.order.number, token: body.data!.startCheckout.orderToken });
    expect(read.body.data.order.lines[0].quantity).toBe(1);
  });
});
