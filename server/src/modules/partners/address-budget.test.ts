import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, STRONG_PASSWORD, testBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { ADDRESS_BUDGET, addressBudgetSpentMessage, REST_CALL_COST, REST_FACETS_COST } from './partner-access';

let database: TestDatabase;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  [first, second] = await Promise.all([startTestApp({}, { database }), startTestApp({}, { database })]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.drop();
});

const LISTING = '{ products(page: { limit: 24 }) { totalCount items { id name } facets { brands { value count } } } }';
let nextAddress = 1;
/** A fresh address for each test (behind the trusted loopback proxy, as a browser behind a load balancer). */
const address = () => `203.0.113.${nextAddress++}`;

const get = (app: TestApp, path: string, from: string, headers: Record<string, string> = {}) => app.fetch(path, { headers: { 'x-forwarded-for': from, ...headers } });
const graphql = async (app: TestApp, query: string, from: string, headers: Record<string, string> = {}) => {
  const response = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers }, body: JSON.stringify({ query }) });
  return { status: response.status, headers: response.headers, body: await response.json() };
};

async function issueKey(): Promise<string> {
  const staff = await verifiedCustomer(first);
  await sql(first.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  const admin = testBrowser(first);
  await admin.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
  const { body } = await admin.graphql('mutation { createPartnerApiKey(input: { label: "Same cost", scopes: ["catalogue:read"] }) { secret } }');
  return body.data.createPartnerApiKey.secret;
}

describe('the query budget of callers without a key, per address', () => {
  it('binds REST: 60 listings with facets from one address run into 429 with Retry-After; another address is unaffected', async () => {
    const from = address();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 60; i++) {
      const answer = await get(first, '/api/products?limit=100&include=facets', from);
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    const allowed = statuses.filter((status) => status === 200).length;
    const perCall = REST_CALL_COST + REST_FACETS_COST;
    // The bucket's worth, plus what leaks while the calls run (100 a second).
    expect(allowed).toBeGreaterThanOrEqual(ADDRESS_BUDGET.capacity / perCall);
    expect(allowed).toBeLessThan(ADDRESS_BUDGET.capacity / perCall + 10);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused!.json()).toEqual({ error: { code: 'RATE_LIMITED', message: addressBudgetSpentMessage(retryAfter) } });
    expect((await get(first, '/api/products?limit=100&include=facets', address())).status).toBe(200);
  });

  it('binds GraphQL too, reports the budget in extensions.cost, and is shared by two server processes', async () => {
    const from = address();
    const one = await graphql(first, LISTING, from);
    expect(one.status).toBe(200);
    expect(one.body.extensions.cost.budget).toMatchObject({ capacity: ADDRESS_BUDGET.capacity, remaining: ADDRESS_BUDGET.capacity - one.body.extensions.cost.requested });
    let status = 200;
    let calls = 1;
    while (status === 200 && calls < 40) {
      status = (await graphql(first, LISTING, from)).status;
      calls++;
    }
    expect(status).toBe(429);
    // The other process learns what this one spent (settled in PostgreSQL about once a second) when it settles
    // its own first spending for the address.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await graphql(second, '{ featuredProducts { id } }', from)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Two listings (about 800) no longer fit there: less than that has leaked since the first process ran out.
    const other = await graphql(second, `{ a: ${LISTING.slice(2, -2)} b: ${LISTING.slice(2, -2)} }`, from);
    expect(other.status).toBe(429);
    expect(other.body.errors[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('charges the same request the same with a key or without', async () => {
    const secret = await issueKey();
    const anonymous = await graphql(first, LISTING, address());
    const withKey = await graphql(first, LISTING, address(), { authorization: `Bearer ${secret}` });
    expect(withKey.body.extensions.cost.requested).toBe(anonymous.body.extensions.cost.requested);
    for (const path of ['/api/products?limit=5', '/api/products?limit=5&include=facets', '/api/marketplace/listings']) {
      const rest = await get(first, path, address());
      const keyed = await get(first, path, address(), { authorization: `Bearer ${secret}` });
      const anonymousSpent = ADDRESS_BUDGET.capacity - Number(rest.headers.get('x-cost-remaining'));
      const keySpentBefore = Number(keyed.headers.get('x-cost-remaining'));
      const again = Number((await get(first, path, address(), { authorization: `Bearer ${secret}` })).headers.get('x-cost-remaining'));
      // A key's bucket leaks between the two calls: its drop is at most the cost.
      expect(keySpentBefore - again, path).toBeLessThanOrEqual(anonymousSpent);
      expect(keySpentBefore - again, path).toBeGreaterThan(anonymousSpent - 20);
    }
  });

  it('leaves the shop\'s own pages and exempt addresses alone, and does not charge staff', async () => {
    // Paths outside the partner surface carry no budget headers.
    expect((await get(first, '/api/auth/me', address())).headers.get('x-cost-remaining')).toBeNull();
    // Loopback is exempt outside production (and the benchmarks run from an exempt address).
    const local = await first.fetch('/api/products?limit=2');
    expect(Number(local.headers.get('x-cost-remaining'))).toBe(ADDRESS_BUDGET.capacity);
    const staff = await verifiedCustomer(first);
    await sql(first.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
    const admin = testBrowser(first);
    await admin.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
    const answer = await admin.graphql(LISTING);
    expect((answer.body as { extensions?: { cost?: { budget?: unknown } } }).extensions?.cost?.budget).toBeUndefined();
  });
});
