import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, sql, testBrowser, type TestBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { WISHLIST_LIMIT, WISHLIST_MESSAGES } from './wishlist.service';

const ITEM = 'product { id name brand price { amount } } addedAt';
const LIST = `query { wishlist { ${ITEM} } }`;
const ADD = `mutation($id: ID!) { addToWishlist(productId: $id) { ${ITEM} } }`;
const REMOVE = `mutation($id: ID!) { removeFromWishlist(productId: $id) { ${ITEM} } }`;
const MERGE = `mutation($ids: [ID!]!) { mergeWishlist(productIds: $ids) { ${ITEM} } }`;

let app: TestApp;
let productIds: string[];

beforeAll(async () => {
  app = await startTestApp();
  productIds = (await sql<{ id: number }>(app.orm, 'select id from product order by id limit 5')).map((row) => String(row.id));
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** A fresh verified customer signed in on `devices` browsers (each its own address, like separate devices). */
async function customerOn(devices: number): Promise<{ email: string; browsers: TestBrowser[] }> {
  const { email, password } = await verifiedCustomer(app);
  const browsers: TestBrowser[] = [];
  for (let i = 0; i < devices; i += 1) {
    const browser = testBrowser(app);
    expect((await signIn(browser, email, password)).status).toBe(200);
    browsers.push(browser);
  }
  return { email, browsers };
}

const ids = (items: { product: { id: string } }[]) => items.map((item) => item.product.id);

describe('wishlist for visitors', () => {
  it('needs sign-in: the query and every mutation answer UNAUTHENTICATED', async () => {
    const visitor = testBrowser(app);
    for (const [query, variables] of [[LIST, {}], [ADD, { id: productIds[0] }], [REMOVE, { id: productIds[0] }], [MERGE, { ids: [productIds[0]] }]] as const) {
      const result = await visitor.graphql(query, variables);
      expect(result.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('wishlist in PostgreSQL', () => {
  it('adds, keeps each product once, removes, and answers with the whole list as the catalogue has it', async () => {
    const { browsers: [browser] } = await customerOn(1);
    expect((await browser.graphql(LIST)).body.data.wishlist).toEqual([]);
    await browser.graphql(ADD, { id: productIds[0] });
    const added = (await browser.graphql(ADD, { id: productIds[1] })).body.data.addToWishlist;
    expect(ids(added)).toEqual([productIds[0], productIds[1]]);
    const [name] = await sql<{ name: string }>(app.orm, 'select name from product where id = ?', [Number(productIds[1])]);
    expect(added[1].product.name).toBe(name.name);
    expect(ids((await browser.graphql(ADD, { id: productIds[0] })).body.data.addToWishlist)).toEqual([productIds[0], productIds[1]]);

    expect(ids((await browser.graphql(REMOVE, { id: productIds[0] })).body.data.removeFromWishlist)).toEqual([productIds[1]]);
    expect(ids((await browser.graphql(REMOVE, { id: productIds[0] })).body.data.removeFromWishlist)).toEqual([productIds[1]]);
  });

  it('refuses unknown products with NOT_FOUND and keeps the list as it was', async () => {
    const { browsers: [browser] } = await customerOn(1);
    for (const id of ['999999999', 'abc', '-1', '1e3']) {
      const result = await browser.graphql(ADD, { id });
      expect(result.body.errors[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await browser.graphql(LIST)).body.data.wishlist).toEqual([]);
  });

  it('follows the customer across devices', async () => {
    const { browsers: [phone, laptop] } = await customerOn(2);
    await phone.graphql(ADD, { id: productIds[2] });
    expect(ids((await laptop.graphql(LIST)).body.data.wishlist)).toEqual([productIds[2]]);
    await laptop.graphql(REMOVE, { id: productIds[2] });
    expect((await phone.graphql(LIST)).body.data.wishlist).toEqual([]);
  });

  it("keeps each customer's list to themselves", async () => {
    const { browsers: [first] } = await customerOn(1);
    const { browsers: [second] } = await customerOn(1);
    await first.graphql(ADD, { id: productIds[0] });
    expect((await second.graphql(LIST)).body.data.wishlist).toEqual([]);
  });
});

describe('merging the browser list at sign-in', () => {
  it("joins the account's list: pieces on both kept once, new ones appended in order, unknown ones skipped", async () => {
    const { browsers: [phone, laptop] } = await customerOn(2);
    await phone.graphql(ADD, { id: productIds[0] });
    await phone.graphql(ADD, { id: productIds[1] });

    // The laptop had a list of its own before signing in.
    const merged = await laptop.graphql(MERGE, { ids: [productIds[3], productIds[1], '999999999', 'not-an-id', productIds[2], productIds[3]] });
    expect(ids(merged.body.data.mergeWishlist)).toEqual([productIds[0], productIds[1], productIds[3], productIds[2]]);
    // Merging the same list again (a second tab) changes nothing; the phone sees the joined list.
    await laptop.graphql(MERGE, { ids: [productIds[3], productIds[2]] });
    expect(ids((await phone.graphql(LIST)).body.data.wishlist)).toEqual([productIds[0], productIds[1], productIds[3], productIds[2]]);
    expect(ids((await phone.graphql(MERGE, { ids: [] })).body.data.mergeWishlist)).toHaveLength(4);
  });

  it(`holds at most ${WISHLIST_LIMIT} pieces: a full list refuses more, and a merge fills only the room left`, async () => {
    const { email, browsers: [browser] } = await customerOn(1);
    const [{ id: userId }] = await sql<{ id: number }>(app.orm, 'select id from app_user where email = ?', [email]);
    await sql(
      app.orm,
      `insert into wishlist_entry (user_id, product_id) select ?, id from product where id <> all(?::int[]) order by id limit ?`,
      [userId, `{${productIds.join(',')}}`, WISHLIST_LIMIT - 1],
    );
    const merged = await browser.graphql(MERGE, { ids: [productIds[0], productIds[1]] });
    expect(merged.body.data.mergeWishlist).toHaveLength(WISHLIST_LIMIT);
    expect(ids(merged.body.data.mergeWishlist)).toContain(productIds[0]);
    expect(ids(merged.body.data.mergeWishlist)).not.toContain(productIds[1]);

    const full = await browser.graphql(ADD, { id: productIds[1] });
    expect(full.body.errors[0]).toMatchObject({ message: WISHLIST_MESSAGES.full, extensions: { code: 'BAD_USER_INPUT' } });
    // Adding what is already there is no change, even when full.
    expect((await browser.graphql(ADD, { id: productIds[0] })).body.data.addToWishlist).toHaveLength(WISHLIST_LIMIT);

    const tooMany = await browser.graphql(MERGE, { ids: Array.from({ length: WISHLIST_LIMIT + 1 }, (_, i) => String(i + 1)) });
    expect(tooMany.body.errors[0].message).toBe(WISHLIST_MESSAGES.tooMany);
  });
});
