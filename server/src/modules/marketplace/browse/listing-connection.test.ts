import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_OUT_OF_RANGE_MESSAGE } from '../../../common/cursor/connection';
import { cursorScope, encodeCursor, INVALID_CURSOR_MESSAGE } from '../../../common/cursor/opaque-cursor';
import type { TestBrowser } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { approvedSeller, liveListing, signedInAdmin, sql } from '../marketplace.test-helpers';

let app: TestApp;
let admin: TestBrowser;
let seller: Awaited<ReturnType<typeof approvedSeller>>;

const CONNECTION = `query ($sort: MarketplaceSort, $first: Int, $after: String, $filter: MarketplaceFilterInput) {
  marketplaceListingConnection(sort: $sort, first: $first, after: $after, filter: $filter) {
    totalCount
    edges { cursor node { id price { amount } year } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Page {
  totalCount: number;
  edges: { cursor: string; node: { id: string; price: { amount: number }; year: number } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function page(variables: Record<string, unknown>): Promise<Page> {
  const { body } = await app.graphql(CONNECTION, variables);
  expect(body.errors).toBeUndefined();
  return body.data.marketplaceListingConnection;
}

async function refusal(variables: Record<string, unknown>) {
  const { status, body } = await app.graphql(CONNECTION, variables);
  expect(status).toBeLessThan(500);
  expect(body.data).toBeNull();
  expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  return body.errors[0] as { message: string; extensions: { fields?: { field: string; messages: string[] }[] } };
}

const liveIds = async () =>
  (await sql<{ id: number }>(app.orm, "select l.id from marketplace_listing l join marketplace_seller s on s.id = l.seller_id where l.status = 'live' and s.status = 'approved'")).map((row) => String(row.id));

const list = (priceGbp: string, year = '2021') => liveListing(admin, seller, { priceGbp, year });

const withdraw = (id: string) => sql(app.orm, "update marketplace_listing set status = 'withdrawn' where id = ?", [Number(id)]);

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
  seller = await approvedSeller(app, admin);
  // Ties on price and on publication time: the id decides between equals.
  for (const price of ['11,250', '9,000', '11,250', '15,000', '9,000', '20,000', '11,250']) await list(price);
  const ids = await liveIds();
  await sql(app.orm, 'update marketplace_listing set published_at = (select max(published_at) from marketplace_listing) where id in (?, ?, ?)', ids.slice(0, 3).map(Number));
});

afterAll(async () => {
  await app?.close();
});

describe('marketplaceListingConnection', () => {
  it('PRICE_ASC pages every live listing once while listings are published and withdrawn between pages', async () => {
    const start = await liveIds();
    const seen: string[] = [];
    const prices: number[] = [];
    const early: string[] = [];
    const late: string[] = [];
    const withdrawnUnseen: string[] = [];
    let after: string | null = null;
    for (let round = 0; ; round += 1) {
      const result: Page = await page({ sort: 'PRICE_ASC', first: 2, after });
      seen.push(...result.edges.map((edge) => edge.node.id));
      prices.push(...result.edges.map((edge) => edge.node.price.amount));
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
      if (round < 2) {
        early.push(await list('1,000'));
        late.push(await list('90,000'));
        await withdraw(seen[0 + round]);
        const unseen = start.find((id) => !seen.includes(id) && !withdrawnUnseen.includes(id))!;
        withdrawnUnseen.push(unseen);
        await withdraw(unseen);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...start.filter((id) => !withdrawnUnseen.includes(id)), ...late].sort());
    for (const id of early) expect(seen).not.toContain(id);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('NEWEST pages one at a time in the order of the offset listing, ties on the publication time broken by id', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    let totalCount = 0;
    do {
      const result: Page = await page({ sort: 'NEWEST', first: 1, after });
      ids.push(...result.edges.map((edge) => edge.node.id));
      totalCount = result.totalCount;
      after = result.pageInfo.hasNextPage ? result.pageInfo.endCursor : null;
    } while (after);
    const { body } = await app.graphql('{ marketplaceListings(sort: NEWEST, page: { limit: 60 }) { total items { id } } }');
    expect(ids).toEqual(body.data.marketplaceListings.items.map((item: { id: string }) => item.id));
    expect(totalCount).toBe(body.data.marketplaceListings.total);
    expect(ids.length).toBe(totalCount);
  });

  it('refuses first outside 1..100 and forged cursors, never a 500', async () => {
    for (const first of [0, 101]) {
      expect((await refusal({ first })).extensions.fields).toEqual([{ field: 'first', messages: [FIRST_OUT_OF_RANGE_MESSAGE] }]);
    }
    expect((await page({ first: 100 })).edges.length).toBeGreaterThan(0);
    const scope = (sort: string) => cursorScope(['marketplace', {}, sort]);
    const forged = [
      ['NEWEST', 'garbage'],
      ['NEWEST', encodeCursor({ s: scope('newest'), k: '2026-02-31 10:00:00+00', i: 3 })],
      ['NEWEST', encodeCursor({ s: scope('newest'), k: '2026-11-27 25:00:00+00', i: 3 })],
      ['NEWEST', encodeCursor({ s: scope('newest'), k: "x'; drop table product; --", i: 3 })],
      ['YEAR_DESC', encodeCursor({ s: scope('year_desc'), k: 'nineteen', i: 3 })],
      ['PRICE_DESC', encodeCursor({ s: scope('price_desc'), k: 100, i: 2 ** 40 })],
    ] as const;
    for (const [sort, after] of forged) expect((await refusal({ sort, first: 2, after })).message).toBe(INVALID_CURSOR_MESSAGE);
    // A well-made position of our own making is only a position.
    const made = await page({ sort: 'NEWEST', first: 2, after: encodeCursor({ s: scope('newest'), k: '2000-01-01 00:00:00+00', i: 1 }) });
    expect(made.edges).toEqual([]);
    expect(made.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });
});
