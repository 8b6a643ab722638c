import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_OUT_OF_RANGE_MESSAGE } from '../../common/cursor/connection';
import { CURSOR_MISMATCH_MESSAGE, cursorScope, encodeCursor, INVALID_CURSOR_MESSAGE } from '../../common/cursor/opaque-cursor';
import { EXPIRED_CURSOR_MESSAGE } from '../../common/cursor/order-snapshots';
import { generateCatalogue } from '../../db/seed/catalogue';
import { sql } from '../../test/account-helpers';
import { eventually } from '../../test/message-providers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { normalizeFilter } from './product-filter';
import { Product } from './product.entity';

/**
 * Cursor paging of the catalogue on two server processes sharing one
 * database: one answers from the in-memory engine, the other from SQL, and
 * every walk alternates between them, so each cursor is made by one and read
 * by the other.
 */
let database: TestDatabase;
let memory: TestApp;
let sqlOnly: TestApp;

const CONNECTION = `query ($sort: ProductSort, $first: Int, $after: String, $filter: ProductFilterInput) {
  productConnection(sort: $sort, first: $first, after: $after, filter: $filter) {
    totalCount
    edges { cursor node { id name price { amount } salePrice { amount } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Page {
  totalCount: number;
  edges: { cursor: string; node: { id: string; name: string; price: { amount: number }; salePrice: { amount: number } | null } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function request(app: TestApp, variables: Record<string, unknown>) {
  const response = await app.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: CONNECTION, variables }),
  });
  return { status: response.status, body: await response.json() };
}

async function page(app: TestApp, variables: Record<string, unknown>): Promise<Page> {
  const { status, body } = await request(app, variables);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data.productConnection;
}

async function refusal(app: TestApp, variables: Record<string, unknown>) {
  const { status, body } = await request(app, variables);
  // The caller's mistake as everywhere in the schema: BAD_USER_INPUT (the 400 class), no data, never a 500.
  expect(status).toBeLessThan(500);
  expect(body.data).toBeNull();
  expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  return body.errors[0] as { message: string; extensions: { fields?: { field: string; messages: string[] }[] } };
}

const listedIds = async () => (await sql<{ id: number }>(memory.orm, 'select id from product where archived_at is null')).map((row) => String(row.id));

/** Waits until the engine holds every committed change, so what this test compares is the paging, not the notification's speed. */
async function engineCaughtUp() {
  const [{ version }] = await sql<{ version: string }>(memory.orm, 'select version from catalogue_state where id = 1');
  await eventually(() => (memory.catalogueEngine!.status().version ?? 0) >= Number(version));
}

let added = 0;
/** A new listed product (a copy of a generated one under its own SKU) with this name and price. */
async function addProduct(name: string, pricePence: number, createdAt = new Date()): Promise<string> {
  added += 1;
  const [seed] = generateCatalogue({ count: 1, seed: 7000 + added, now: new Date() });
  const em = memory.orm.em.fork();
  const product = em.create(Product, { ...seed, sku: `CURSOR-${added}-${Date.now()}`, name, pricePence, salePricePence: null, originalPricePence: null, createdAt });
  await em.flush();
  return String(product.id);
}

async function archive(id: string) {
  await sql(memory.orm, 'update product set archived_at = now() where id = ?', [Number(id)]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const engine = { CATALOGUE_ENGINE: 'true', CATALOGUE_CACHE_SECONDS: '0', CATALOGUE_ENGINE_CATCH_UP_MS: '5000' };
  memory = await startTestApp(engine, { database });
  sqlOnly = await startTestApp({ CATALOGUE_CACHE_SECONDS: '0' }, { database });
});

afterAll(async () => {
  await memory?.close();
  await sqlOnly?.close();
  await database?.drop();
});

/** For each stored-field sort: products that sort before any cursor after the first page, and after every one. */
type Made = [name: string, pricePence: number, createdAt?: Date];
const SORTS: { sort: 'PRICE_ASC' | 'NAME' | 'NEWEST'; early: (n: number) => Made; late: (n: number) => Made }[] = [
  { sort: 'PRICE_ASC', early: (n) => ['Cursor early piece', 1 + n], late: (n) => ['Cursor late piece', 900_000_000 + n] },
  { sort: 'NAME', early: (n) => [`0000 Cursor early ${n}`, 100_000], late: (n) => [`zzzz Cursor late ${n}`, 100_000] },
  // Old products sort after every cursor of the walk; the cursor carries created_at exactly as both readers compare it (microseconds).
  { sort: 'NEWEST', early: () => ['Cursor new piece', 100_000], late: (n) => ['Cursor old piece', 100_000, new Date(Date.UTC(2001, 0, 1, 0, 0, 0, n))] },
];

describe('productConnection under sorts on stored fields', () => {
  for (const { sort, early, late } of SORTS) {
    it(`${sort}: first=100 visits every product exactly once while products are added and removed between pages, on either process`, async () => {
      const start = await listedIds();
      const lateIds: string[] = [];
      const earlyIds: string[] = [];
      const removedUnseen: string[] = [];
      const seen: string[] = [];
      const edges: Page['edges'] = [];
      let after: string | null = null;
      const { sqlReads } = memory.catalogueEngine!.status();
      for (let round = 0; ; round += 1) {
        await engineCaughtUp();
        const app = round % 2 === 0 ? memory : sqlOnly;
        const result: Page = await page(app, { sort, first: 100, after });
        expect(result.edges.length).toBeLessThanOrEqual(100);
        edges.push(...result.edges);
        seen.push(...result.edges.map((edge) => edge.node.id));
        expect(result.pageInfo.endCursor).toBe(result.edges.at(-1)?.cursor ?? null);
        if (!result.pageInfo.hasNextPage) break;
        after = result.pageInfo.endCursor;
        // Between pages: one product sorting before the cursor (an offset would now repeat one),
        // one after it (must be reached), one already seen removed (an offset would now skip one), one not yet seen removed.
        earlyIds.push(await addProduct(...early(round)));
        lateIds.push(await addProduct(...late(round)));
        await archive(seen[round * 7]);
        const unseen = start.find((id) => !seen.includes(id) && !removedUnseen.includes(id))!;
        removedUnseen.push(unseen);
        await archive(unseen);
      }
      // The engine's process answered its pages from memory (the keyset in the engine), the other from SQL.
      expect(memory.catalogueEngine!.status().sqlReads).toBe(sqlReads);
      expect(new Set(seen).size).toBe(seen.length);
      const expected = [...start.filter((id) => !removedUnseen.includes(id)), ...lateIds].sort();
      expect([...seen].sort()).toEqual(expected);
      for (const id of earlyIds) expect(seen).not.toContain(id);
      // And in the sort's order throughout.
      if (sort === 'PRICE_ASC') {
        // The price paid: the sale price when on sale.
        const prices = edges.map(({ node }) => (node.salePrice ?? node.price).amount);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
      expect(lateIds.length).toBeGreaterThanOrEqual(2);
    });
  }

  it('a position at a name no product has any more pages the same from memory and from SQL', async () => {
    const scope = cursorScope(['products', normalizeFilter({}), 'name']);
    for (const name of ['Mid Cursor name nobody has', 'Speedmaster Cursor gap']) {
      const after = encodeCursor({ s: scope, k: [name], i: 0 });
      const fromMemory: Page = await page(memory, { sort: 'NAME', first: 30, after });
      const fromSql: Page = await page(sqlOnly, { sort: 'NAME', first: 30, after });
      expect(fromMemory.edges.map((edge) => edge.node.id)).toEqual(fromSql.edges.map((edge) => edge.node.id));
      expect(fromMemory.edges.length).toBeGreaterThan(0);
      expect(fromMemory.edges[0].node.name > name.slice(0, 3)).toBe(true);
    }
  });

  it('pages a filtered listing with the same products and order as the offset listing', async () => {
    const variables = { sort: 'BRAND', filter: { category: 'WATCHES' } };
    const ids: string[] = [];
    let after: string | null = null;
    let totalCount = 0;
    do {
      const result: Page = await page(ids.length % 2 ? sqlOnly : memory, { ...variables, first: 7, after });
      ids.push(...result.edges.map((edge) => edge.node.id));
      totalCount = result.totalCount;
      after = result.pageInfo.hasNextPage ? result.pageInfo.endCursor : null;
    } while (after);
    const offset = await memory.graphql('query ($filter: ProductFilterInput) { products(sort: BRAND, filter: $filter, page: { limit: 100 }) { totalCount items { id } } }', variables);
    const offsetIds: string[] = offset.body.data.products.items.map((item: { id: string }) => item.id);
    expect(totalCount).toBe(offset.body.data.products.totalCount);
    expect(ids.slice(0, offsetIds.length)).toEqual(offsetIds);
    expect(ids.length).toBe(totalCount);
  });
});

describe('productConnection under a computed sort', () => {
  it('TRENDING: the first page freezes the order in PostgreSQL; later pages follow it on the other process though the ranking changes', async () => {
    await engineCaughtUp();
    const first: Page = await page(memory, { sort: 'TRENDING', first: 100 });
    const frozenTotal = first.totalCount;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const [{ count }] = await sql<{ count: string }>(memory.orm, 'select count(*) from order_snapshot where expires_at > now() + interval \'29 minutes\'');
    expect(Number(count)).toBeGreaterThanOrEqual(1);

    // The product the frozen order puts last now trends most of all.
    const start = await listedIds();
    const lastOfOrder = start.length;
    const [{ id: bottom }] = await sql<{ id: number }>(
      memory.orm,
      'select id from product where archived_at is null order by (recent_views * recent_purchases) asc, recent_views asc, id desc limit 1',
    );
    await sql(memory.orm, 'update product set recent_views = 100000, recent_purchases = 1000 where id = ?', [bottom]);
    const fresh: Page = await page(sqlOnly, { sort: 'TRENDING', first: 1 });
    expect(fresh.edges[0].node.id).toBe(String(bottom));

    const seen = first.edges.map((edge) => edge.node.id);
    let after = first.pageInfo.endCursor;
    let round = 1;
    while (after) {
      const next: Page = await page(round % 2 ? sqlOnly : memory, { sort: 'TRENDING', first: 100, after });
      expect(next.totalCount).toBe(frozenTotal);
      seen.push(...next.edges.map((edge) => edge.node.id));
      after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
      round += 1;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(lastOfOrder);
    expect(seen.at(-1)).toBe(String(bottom));
  });

  it('a frozen order’s cursor is refused once it has expired', async () => {
    const first: Page = await page(memory, { sort: 'POPULAR', first: 5 });
    await sql(memory.orm, "update order_snapshot set expires_at = now() - interval '1 second'");
    const refused = await refusal(sqlOnly, { sort: 'POPULAR', first: 5, after: first.pageInfo.endCursor });
    expect(refused.message).toBe(EXPIRED_CURSOR_MESSAGE);
    // Written again on the next first page, the expired ones are trimmed.
    await page(memory, { sort: 'POPULAR', first: 5 });
    const [{ count }] = await sql<{ count: string }>(memory.orm, 'select count(*) from order_snapshot where expires_at <= now()');
    expect(Number(count)).toBe(0);
  });
});

describe('productConnection refuses', () => {
  it('first outside 1..100 with a 400 that says the range, never a silent cut', async () => {
    for (const first of [0, 101, -5]) {
      const refused = await refusal(memory, { sort: 'NEWEST', first });
      expect(refused.extensions.fields).toEqual([{ field: 'first', messages: [FIRST_OUT_OF_RANGE_MESSAGE] }]);
    }
    expect((await page(memory, { sort: 'NEWEST', first: 100 })).edges).toHaveLength(100);
    expect((await page(memory, { sort: 'NEWEST', first: 1 })).edges).toHaveLength(1);
    expect((await page(memory, { sort: 'NEWEST' })).edges).toHaveLength(24);
  });

  it('a malformed or forged cursor with a 400, on either process', async () => {
    const real = (await page(memory, { sort: 'PRICE_DESC', first: 2 })).pageInfo.endCursor!;
    const forged = [
      'not a cursor!',
      real.slice(0, -3),
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from('{"ver":1}').toString('base64url'),
      encodeCursor({ s: 'x', k: ['ten pounds'], i: 5 }),
      encodeCursor({ s: 'x', k: [1000], i: -1 }),
      encodeCursor({ s: 'x', k: [1e300], i: 5 }),
      Buffer.from(JSON.stringify({ ver: 0, s: 'x', k: [1000], i: 5 })).toString('base64url'),
      'A'.repeat(5000),
    ];
    for (const app of [memory, sqlOnly]) {
      for (const after of forged) expect((await refusal(app, { sort: 'PRICE_DESC', first: 2, after })).message).toBe(INVALID_CURSOR_MESSAGE);
      // A frozen order that never existed.
      const snapshot = encodeCursor({ s: 'x', n: '00000000-0000-4000-8000-000000000000', p: 3 });
      expect((await refusal(app, { sort: 'TRENDING', first: 2, after: snapshot })).message).not.toContain('Something went wrong');
    }
  });

  it('a cursor under another sort or filter than the one that gave it', async () => {
    const cursor = (await page(memory, { sort: 'PRICE_ASC', first: 2 })).pageInfo.endCursor!;
    expect((await refusal(memory, { sort: 'PRICE_DESC', first: 2, after: cursor })).message).toBe(CURSOR_MISMATCH_MESSAGE);
    expect((await refusal(sqlOnly, { sort: 'PRICE_ASC', first: 2, after: cursor, filter: { category: 'CLOTHING' } })).message).toBe(CURSOR_MISMATCH_MESSAGE);
    // The same filter written another way is the same filter.
    expect((await page(sqlOnly, { sort: 'PRICE_ASC', first: 2, after: cursor, filter: { brands: [] } })).edges).toHaveLength(2);
  });
});
