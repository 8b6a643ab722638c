import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../../common/input-shape';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { FAST_LISTING_HASH, FAST_LISTING_QUERY, FAST_OPERATION, fastListingStats } from './fast-listing';

let database: TestDatabase;
/** Fast path on (the default). */
let fast: TestApp;
/** The same app with LISTING_FAST_PATH=off: express and Apollo answer everything. */
let normal: TestApp;

const ENGINE = { CATALOGUE_ENGINE: 'true', CATALOGUE_CACHE_SECONDS: '0' };
/** What the web app's HttpLink sends besides the URL. */
const APP_HEADERS = {
  'apollo-require-preflight': 'true',
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const EXTENSIONS = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: FAST_LISTING_HASH } });

const listingPath = (variables: unknown, extensions = EXTENSIONS, operationName = FAST_OPERATION) =>
  `/graphql?operationName=${operationName}&variables=${encodeURIComponent(typeof variables === 'string' ? variables : JSON.stringify(variables))}&extensions=${encodeURIComponent(extensions)}`;

/** A fresh address per request, so both apps' answers report a full query budget. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Headers that frame the transfer, not the answer: the middleware streams chunked, the fast path sends a length. */
const FRAMING = new Set(['date', 'content-length', 'transfer-encoding']);

async function get(target: TestApp, path: string, headers: Record<string, string> = APP_HEADERS) {
  const response = await target.fetch(path, { headers: { 'x-forwarded-for': freshAddress(), ...headers } });
  const answered: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!FRAMING.has(name)) answered[name] = value;
  });
  return { status: response.status, headers: answered, body: await response.text() };
}

/** The answer of both apps, and whether the fast app answered on its fast path. */
async function both(path: string, headers?: Record<string, string>) {
  const before = fastListingStats.answered;
  const viaFast = await get(fast, path, headers);
  const tookFastPath = fastListingStats.answered > before;
  const viaNormal = await get(normal, path, headers);
  return { viaFast, viaNormal, tookFastPath };
}

const watches = (filter: Record<string, unknown> = {}, sort = 'NEWEST', page: Record<string, unknown> = { offset: 0, limit: 24 }) => ({
  filter: { category: 'WATCHES', ...filter },
  sort,
  page,
});

beforeAll(async () => {
  database = await createTestDatabase();
  fast = await startTestApp(ENGINE, { database });
  normal = await startTestApp({ ...ENGINE, LISTING_FAST_PATH: 'off' }, { database });
  // The app registers its hash once (Apollo's automatic persisted queries); then it sends the hash only.
  for (const target of [fast, normal]) {
    const response = await target.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ operationName: FAST_OPERATION, variables: watches(), extensions: JSON.parse(EXTENSIONS), query: FAST_LISTING_QUERY }),
    });
    expect(response.status).toBe(200);
  }
});

afterAll(async () => {
  await fast?.close();
  await normal?.close();
  await database?.drop();
});

const SAME_ANSWERS: [string, unknown][] = [
  ['the /watches first screen', watches()],
  ...['BRAND', 'CURATED', 'DISCOUNT', 'FEATURED', 'NAME', 'NEWEST', 'POPULAR', 'PRICE_ASC', 'PRICE_DESC', 'RATING', 'TRENDING'].map(
    (sort): [string, unknown] => [`sorted ${sort}`, watches({}, sort)],
  ),
  ['clothing', { ...watches(), filter: { category: 'CLOTHING' } }],
  ['every department', { ...watches(), filter: {} }],
  ['a brand and a price band', watches({ brands: ['Rolex', 'Omega'], minPrice: 100_000, maxPrice: 5_000_000 }, 'PRICE_ASC')],
  ['a movement, in stock, on sale', watches({ movements: ['Automatic'], inStock: true, onSale: true })],
  ['case materials, dial colours and straps', watches({ caseMaterials: ['Stainless Steel', 'Gold'], dialColors: ['Black'], straps: ['Leather'] }, 'PRICE_DESC')],
  ['a search', watches({ search: 'submariner' }, 'FEATURED')],
  ['a search with a typo', watches({ search: 'omgea' }, 'FEATURED')],
  ['the second page', watches({}, 'NEWEST', { offset: 24, limit: 24 })],
  ['a page of one', watches({}, 'NAME', { offset: 3, limit: 1 })],
  ['past the end', watches({}, 'NEWEST', { offset: 9_000, limit: 24 })],
  ['no match', watches({ brands: ['No Such Maker'] })],
  ['page left to its defaults', watches({}, 'NEWEST', {})],
  ['duplicate and padded brands', watches({ brands: [' Rolex', 'Rolex', ''] })],
];

describe('the web app listing answered in front of express and Apollo', () => {
  it.each(SAME_ANSWERS)('%s: the same status, headers and JSON as Apollo', async (_name, variables) => {
    const { viaFast, viaNormal, tookFastPath } = await both(listingPath(variables));
    expect(tookFastPath).toBe(true);
    expect(viaNormal.status).toBe(200);
    expect(viaFast).toEqual(viaNormal);
  });

  it('answers gzip and uncompressed clients as the compression middleware does', async () => {
    for (const encoding of ['gzip', '']) {
      const { viaFast, viaNormal, tookFastPath } = await both(listingPath(watches()), { ...APP_HEADERS, 'accept-encoding': encoding });
      expect(tookFastPath).toBe(true);
      expect(viaFast).toEqual(viaNormal);
      expect(viaFast.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
    }
  });

  it('charges the address the same cost, and reports the budget left', async () => {
    const address = freshAddress();
    const costs: { requested: number; budget: { remaining: number; capacity: number } }[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await fast.fetch(listingPath(watches()), { headers: { ...APP_HEADERS, 'x-forwarded-for': address } });
      costs.push((await response.json()).extensions.cost);
    }
    expect(costs[0].requested).toBeGreaterThan(0);
    expect(costs[0].budget.remaining).toBe(costs[0].budget.capacity - costs[0].requested);
    expect(costs[1].budget.remaining).toBe(costs[0].budget.remaining - costs[1].requested);
  });

  const FALLS_THROUGH: [string, string, Record<string, string>?][] = [
    ['a limit of 0 (validation)', listingPath(watches({}, 'NEWEST', { offset: 0, limit: 0 }))],
    ['a limit over the maximum', listingPath(watches({}, 'NEWEST', { offset: 0, limit: 10_000 }))],
    ['a negative price', listingPath(watches({ minPrice: -1 }))],
    ['an unknown tag', listingPath(watches({ tags: ['Nope'] }))],
    ['an unknown sort', listingPath(watches({}, 'CHEAPEST'))],
    ['a missing required variable', listingPath({ filter: {}, page: {} })],
    ['a variable of the wrong type', listingPath(watches({ minPrice: 'cheap' }))],
    ['variables that are not JSON', listingPath('{"filter":')],
    ['variables that are an array', listingPath('[]')],
    ['an unknown hash', listingPath(watches(), JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } }))],
    ['another operation name', listingPath(watches(), EXTENSIONS, 'ProductListing')],
    ['no CSRF header', listingPath(watches()), { accept: APP_HEADERS.accept }],
    ['a session cookie', listingPath(watches()), { ...APP_HEADERS, cookie: 'aurum_session=abcdefghijklmnopqrstuvwxyz' }],
    ['a partner key', listingPath(watches()), { ...APP_HEADERS, 'x-api-key': 'not-a-key' }],
    ['a NUL character', listingPath(watches({ search: 'a\u0000b' }))],
    ['an encoded NUL in the URL', `${listingPath(watches())}&x=%00`],
    ['another parameter', `${listingPath(watches())}&query=x`],
    ['a conditional request', listingPath(watches()), { ...APP_HEADERS, 'if-none-match': 'W/"x"' }],
    ['another Accept', listingPath(watches()), { ...APP_HEADERS, accept: 'text/html' }],
  ];

  it.each(FALLS_THROUGH)('%s: left to the normal path, which answers as it always did', async (_name, path, headers) => {
    const { viaFast, viaNormal, tookFastPath } = await both(path, headers);
    expect(tookFastPath).toBe(false);
    expect(viaFast.status).toBe(viaNormal.status);
    expect(JSON.parse(viaFast.body).errors?.map((error: { message: string }) => error.message)).toEqual(
      JSON.parse(viaNormal.body).errors?.map((error: { message: string }) => error.message),
    );
  });

  it('bad variables get the normal refusals with their words', async () => {
    const limit = await both(listingPath(watches({}, 'NEWEST', { offset: 0, limit: 0 })));
    expect(JSON.parse(limit.viaFast.body).errors[0].message).toBe('Some values are not valid.');
    const nul = await both(listingPath(watches({ search: 'a\u0000b' })));
    expect(nul.viaFast.status).toBe(400);
    expect(JSON.parse(nul.viaFast.body).errors[0].message).toBe(NUL_CHARACTER_MESSAGE);
    const sort = await both(listingPath(watches({}, 'CHEAPEST')));
    expect(sort.viaFast.status).toBe(400);
  });

  it('counts each fast answer as a read of the engine, as the normal path does', async () => {
    const before = fast.catalogueEngine!.status().memoryReads;
    await get(fast, listingPath(watches()));
    expect(fast.catalogueEngine!.status().memoryReads).toBe(before + 1);
  });
});

describe('another server process (stateless: what it knows comes from PostgreSQL)', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await startTestApp(ENGINE, { database });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('leaves a hash it has not read yet to Apollo, then answers it the same way', async () => {
    const path = listingPath(watches({}, 'PRICE_DESC'));
    const before = fastListingStats.answered;
    const first = await get(second, path);
    expect(fastListingStats.answered).toBe(before);
    const again = await get(second, path);
    expect(fastListingStats.answered).toBe(before + 1);
    expect(again).toEqual(first);
    expect(again).toEqual(await get(normal, path));
  });

  it('leaves the listing to the normal path while its engine may have missed a change', async () => {
    await get(second, listingPath(watches()));
    second.catalogueEngine!.simulateConnectionLoss();
    const before = fastListingStats.answered;
    const answer = await get(second, listingPath(watches({}, 'NAME')));
    expect(fastListingStats.answered).toBe(before);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.products.items.length).toBeGreaterThan(0);
  });
});

