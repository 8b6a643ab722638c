import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type CatalogueProduct, products, setStock } from '../orders/checkout.test-helpers';
import { buy, signedInAdmin, signedInCustomer } from '../orders/staff-orders.test-helpers';
import { daysLeft } from './stock-card';
import { priceGap } from './market-card';

const INSIGHTS = `query($days: Int) { insights(days: $days) { windowDays cards { id title basis emptyText items { productId detail headline figures { label value formatted } } } } }`;
const RECORD = `mutation($id: ID!, $kind: ProductInterestKind!, $size: String) { recordProductInterest(productId: $id, kind: $kind, size: $size) }`;

let app: TestApp;
let admin: TestBrowser;
let watches: CatalogueProduct[];

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  watches = await products(app, "category = 'watches' order by id desc limit 12 --");
  for (const watch of watches) await setStock(app, watch.id, 100);
});
afterAll(() => app.close());

/** Counter rows as if recorded `daysAgo` days ago. */
async function interest(productId: number, counts: { views?: number; cartAdds?: number; size?: string; daysAgo?: number }) {
  await sql(
    app.orm,
    `insert into product_interest_day (product_id, day, size, views, cart_adds) values (?, (now() at time zone 'utc')::date - ?::int, ?, ?, ?)
     on conflict (product_id, day, size) do update set views = product_interest_day.views + excluded.views, cart_adds = product_interest_day.cart_adds + excluded.cart_adds`,
    [productId, counts.daysAgo ?? 0, counts.size ?? '', counts.views ?? 0, counts.cartAdds ?? 0],
  );
}

async function card(id: string, days = 30) {
  const { body } = await admin.graphql(INSIGHTS, { days });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.insights.cards.find((c: any) => c.id === id);
}
const listed = (c: any) => c.items.map((item: any) => Number(item.productId));

describe('who may see insights', () => {
  it('visitors get UNAUTHENTICATED and customers FORBIDDEN; anyone may count a view', async () => {
    const customer = await signedInCustomer(app);
    expect((await app.graphql(INSIGHTS, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await customer.browser.graphql(INSIGHTS, {})).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await app.graphql(RECORD, { id: String(watches[11].id), kind: 'VIEW' })).body.data.recordProductInterest).toBe(true);
  });
});

describe('the interest counter', () => {
  const rows = (productId: number) => sql(app.orm, 'select size, views, cart_adds from product_interest_day where product_id = ? order by size', [productId]);

  it('keeps one row per product, day and size, ignores unknown products and sizes the product lacks', async () => {
    const [coat] = await products(app, "category = 'clothing' and cardinality(sizes) >= 2 order by id limit 1 --");
    const [size] = (await sql<{ sizes: string[] }>(app.orm, 'select sizes from product where id = ?', [coat.id]))[0].sizes;
    const [first, second] = [await signedInCustomer(app), await signedInCustomer(app)];
    await first.browser.graphql(RECORD, { id: String(coat.id), kind: 'VIEW' });
    await first.browser.graphql(RECORD, { id: String(coat.id), kind: 'CART_ADD', size });
    await second.browser.graphql(RECORD, { id: String(coat.id), kind: 'VIEW' });
    await second.browser.graphql(RECORD, { id: String(coat.id), kind: 'CART_ADD', size: 'XXXXL' });
    expect(await rows(coat.id)).toEqual([
      { size: '', views: 2, cart_adds: 1 },
      { size, views: 0, cart_adds: 1 },
    ]);
    expect((await app.graphql(RECORD, { id: '99999999', kind: 'VIEW' })).body.data.recordProductInterest).toBe(false);
    expect((await app.graphql(RECORD, { id: 'abc', kind: 'VIEW' })).body.data.recordProductInterest).toBe(false);
  });

  it('counts a view and a cart add once per visitor, product and hour, however often and with however many aliases', async () => {
    const [jacket] = await products(app, "category = 'clothing' and cardinality(sizes) >= 2 order by id desc limit 1 --");
    const [size] = (await sql<{ sizes: string[] }>(app.orm, 'select sizes from product where id = ?', [jacket.id]))[0].sizes;
    const { browser } = await signedInCustomer(app);
    const aliases = (kind: string) =>
      `mutation { ${Array.from({ length: 15 }, (_, i) => `a${i}: recordProductInterest(productId: "${jacket.id}", kind: ${kind}, size: "${size}")`).join(' ')} }`;
    for (let i = 0; i < 10; i++) {
      const views = await browser.graphql(aliases('VIEW'));
      const adds = await browser.graphql(aliases('CART_ADD'));
      expect(views.body.data.a14).toBe(true);
      expect(adds.body.data.a14).toBe(true);
    }
    // A visitor (no session) is counted by address, apart from the signed-in customer.
    for (let i = 0; i < 5; i++) await app.graphql(aliases('VIEW'));
    expect(await rows(jacket.id)).toEqual([
      { size: '', views: 2, cart_adds: 0 },
      { size, views: 0, cart_adds: 1 },
    ]);
    // The hour kept in the one rate limiter's table: once it has passed, the same visitor counts again.
    await sql(app.orm, "update rate_bucket set since = since - interval '61 minutes' where bucket like 'interest_%'");
    await browser.graphql(aliases('VIEW'));
    expect((await rows(jacket.id))[0]).toEqual({ size: '', views: 3, cart_adds: 0 });
  });
});

describe('the cards', () => {
  it('viewed often, never bought: 20 views or more and no sale in the window', async () => {
    const [often, sold, few, old] = watches;
    await interest(often.id, { views: 20 });
    await interest(sold.id, { views: 40 });
    await buy(app, sold);
    await interest(few.id, { views: 19 });
    await interest(old.id, { views: 50, daysAgo: 40 });
    const viewed = await card('viewed_not_bought');
    expect(listed(viewed)).toContain(often.id);
    expect(listed(viewed)).not.toEqual(expect.arrayContaining([sold.id]));
    expect(listed(viewed)).not.toContain(few.id);
    expect(listed(viewed)).not.toContain(old.id);
    expect(listed(await card('viewed_not_bought', 90))).toContain(old.id);
    const item = viewed.items.find((i: any) => Number(i.productId) === often.id);
    expect(item.headline).toBe('20 views, no sale in 30 days');
    expect(item.figures.map((f: any) => [f.label, f.value])).toEqual([['Views', 20], ['Added to cart', 0], ['Units sold', 0]]);
    expect(viewed.basis).toContain('product_interest_day');
  });

  it('carted but not bought: 3 cart adds or more, sold less than half as often', async () => {
    const [, , , , carted, halfSold, twice] = watches;
    await interest(carted.id, { cartAdds: 4 });
    await buy(app, carted);
    await interest(halfSold.id, { cartAdds: 4 });
    await buy(app, halfSold, { quantity: 2 });
    await interest(twice.id, { cartAdds: 2 });
    const c = await card('carted_not_bought');
    expect(listed(c)).toContain(carted.id);
    expect(listed(c)).not.toContain(halfSold.id);
    expect(listed(c)).not.toContain(twice.id);
    expect(c.items.find((i: any) => Number(i.productId) === carted.id).headline).toBe('4 cart adds, 1 unit sold in 30 days');
  });

  it('running out: days of stock left at the window’s pace, 30 or fewer', async () => {
    const [, , , , , , , soon, edge, plenty] = watches;
    for (const [watch, stockAfter] of [[soon, 5], [edge, 10], [plenty, 11]] as const) {
      await buy(app, watch, { quantity: 10 });
      await setStock(app, watch.id, stockAfter);
    }
    const c = await card('running_out');
    expect(listed(c)).toEqual(expect.arrayContaining([soon.id, edge.id]));
    expect(listed(c)).not.toContain(plenty.id);
    expect(listed(c).indexOf(soon.id)).toBeLessThan(listed(c).indexOf(edge.id));
    expect(c.items.find((i: any) => Number(i.productId) === soon.id).headline).toBe('5 units left, 10 units sold in 30 days: about 15 days left');
    expect([daysLeft(5, 10, 30), daysLeft(10, 10, 30), daysLeft(1, 40, 30)]).toEqual([15, 30, 0]);
  });

  it('watches priced 10% or more away from the market price of the signals engine, furthest first', async () => {
    await admin.graphql(`query { marketSignals(limit: 1) { asOf } }`);
    const matched = await sql<{ id: number; market: number }>(
      app.orm,
      `select p.id, (s.facts->>'currentPricePence')::int as market from product p
       join watch_reference r on lower(r.brand) = lower(p.brand) and upper(r.reference) = upper(p.reference)
       join market_signal s on s.watch_reference_id = r.id where p.category = 'watches' order by p.id limit 3`,
    );
    expect(matched.length).toBe(3);
    const [above, below, close] = matched;
    const price = (id: number, pence: number) => sql(app.orm, 'update product set price_pence = ?, sale_price_pence = null where id = ?', [pence, id]);
    await price(above.id, Math.round(above.market * 3));
    await price(below.id, Math.round(below.market * 0.2));
    await price(close.id, Math.round(close.market * 1.09));
    const c = await card('market_price');
    expect(listed(c)).toEqual(expect.arrayContaining([above.id, below.id]));
    expect(listed(c)).not.toContain(close.id);
    expect(c.items.find((i: any) => Number(i.productId) === above.id).headline).toMatch(/is 200% above the market's £[\d,.]+ \(\d+ market sales in 90 days to \d{4}-\d\d-\d\d\)$/);
    expect(c.items.find((i: any) => Number(i.productId) === below.id).headline).toContain('80% below');
    expect([priceGap(12_000, 10_000), priceGap(9_000, 10_000)]).toEqual([0.2, -0.1]);
  });

  it('sold-out sizes asked for: ordered or carted in a size not available now', async () => {
    const [shirt] = await products(app, "category = 'clothing' and cardinality(sizes) >= 3 order by id desc limit 1 --");
    const [{ sizes }] = await sql<{ sizes: string[] }>(app.orm, 'select sizes from product where id = ?', [shirt.id]);
    await sql(app.orm, 'update product set stock = 5, available_sizes = array[?]::text[] where id = ?', [sizes[0], shirt.id]);
    await interest(shirt.id, { cartAdds: 3, size: sizes[1] });
    await interest(shirt.id, { cartAdds: 5, size: sizes[0] });
    await interest(shirt.id, { cartAdds: 1, size: sizes[2], daysAgo: 100 });
    const c = await card('sold_out_sizes');
    const mine = c.items.filter((i: any) => Number(i.productId) === shirt.id);
    expect(mine.map((i: any) => i.detail)).toEqual([`Size ${sizes[1]}`]);
    expect(mine[0].headline).toBe(`Size ${sizes[1]}: 0 units ordered, 3 cart adds in 90 days`);
  });

  it('says what no data means instead of inventing text', async () => {
    const { body } = await admin.graphql(INSIGHTS, { days: 7 });
    expect(body.data.insights.windowDays).toBe(7);
    for (const c of body.data.insights.cards) {
      expect(c.basis.length).toBeGreaterThan(40);
      expect(c.emptyText).toMatch(/^No /);
    }
    expect((await admin.graphql(INSIGHTS, { days: 12 })).body.data.insights.windowDays).toBe(30);
  });
});
