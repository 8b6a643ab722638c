import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, STRONG_PASSWORD, testBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { budgetSpentMessage, REST_CALL_COST } from './partner-access';

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

async function issueKey(costPerMinute: number): Promise<string> {
  const staff = await verifiedCustomer(first);
  await sql(first.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  const admin = testBrowser(first);
  await admin.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
  const { body } = await admin.graphql(`mutation { createPartnerApiKey(input: { label: "Two processes", scopes: ["catalogue:read"], costPerMinute: ${costPerMinute} }) { secret } }`);
  return body.data.createPartnerApiKey.secret;
}

const LISTING = '{ products(page: { limit: 24 }) { totalCount items { id name } } }';

describe('a partner budget shared by two server processes on one database', () => {
  it('is spent by both: calls alternating between them run out together, then both answer 429 with Retry-After', async () => {
    const secret = await issueKey(3 * REST_CALL_COST);
    const call = (app: TestApp) => app.fetch('/api/products?limit=2', { headers: { authorization: `Bearer ${secret}` } });
    expect((await call(first)).status).toBe(200);
    expect((await call(second)).status).toBe(200);
    const third = await call(first);
    expect(third.status).toBe(200);
    expect(Number(third.headers.get('x-cost-remaining'))).toBeLessThan(REST_CALL_COST);
    for (const app of [second, first]) {
      const refused = await call(app);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      // 300 a minute drains 100 in 20 seconds.
      expect(retryAfter).toBeGreaterThan(15);
      expect(retryAfter).toBeLessThanOrEqual(20);
      expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: budgetSpentMessage(retryAfter) } });
    }
  });

  it('is spent over GraphQL by both, and the budget left in extensions.cost is the same bucket', async () => {
    const secret = await issueKey(250);
    const query = (app: TestApp) =>
      app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': secret }, body: JSON.stringify({ query: LISTING }) });
    const one = await (await query(first)).json();
    expect(one.extensions.cost).toMatchObject({ requested: 101, budget: { capacity: 250 } });
    const two = await (await query(second)).json();
    expect(two.extensions.cost.budget.remaining).toBeLessThan(50);
    const three = await query(first);
    expect(three.status).toBe(429);
    expect(Number(three.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
