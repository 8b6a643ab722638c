import { ORIGIN_LIMITS, ORIGIN_MESSAGES } from '@aurum/rules/partners/partner-origin-rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CROSS_ORIGIN_MESSAGE } from '../../http/same-origin';
import { sql, STRONG_PASSWORD, testBrowser, verifiedCustomer, type TestBrowser } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { PARTNER_READ_ONLY_MESSAGE } from './partner-access';
import { CORS_EXPOSED_HEADERS, UNREGISTERED_ORIGIN_MESSAGE } from './partner-cors';

// Two server processes over one database: what one hears of a key change, the other must too.
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let admin: TestBrowser;
let customer: TestBrowser;

const CREATE = `mutation Create($input: NewPartnerApiKeyInput!) { createPartnerApiKey(input: $input) { secret key { id allowedOrigins } } }`;
const UPDATE = `mutation Update($id: ID!, $origins: [String!]!, $reason: String!) { updatePartnerKeyOrigins(id: $id, allowedOrigins: $origins, reason: $reason) { id allowedOrigins } }`;
const QUERY = '{ products(page: { limit: 1 }) { totalCount } }';
let partnerSite = 0;
/** A partner origin no other test registers. */
const newOrigin = () => `https://partner${++partnerSite}-${Date.now()}.example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  [first, second] = await Promise.all([startTestApp({}, { database }), startTestApp({}, { database })]);
  const staff = await verifiedCustomer(first);
  await sql(first.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  admin = testBrowser(first);
  await admin.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
  const client = await verifiedCustomer(first);
  customer = testBrowser(first);
  await customer.post('/api/auth/login', { email: client.email, password: STRONG_PASSWORD });
  await vi.waitUntil(() => first.partnerKeyCache.active && second.partnerKeyCache.active, { timeout: 10_000 });
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.drop();
});

async function issueKey(allowedOrigins?: string[]) {
  const { body } = await admin.graphql(CREATE, { input: { label: 'Web partner', scopes: ['catalogue:read'], allowedOrigins } });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return { id: body.data.createPartnerApiKey.key.id as string, secret: body.data.createPartnerApiKey.secret as string, origins: body.data.createPartnerApiKey.key.allowedOrigins as string[] };
}

/** What a browser sends before a partner page's POST with a key. */
const preflight = (app: TestApp, origin: string, path = '/graphql') =>
  app.fetch(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });

const partnerPost = (app: TestApp, secret: string, origin: string) =>
  app.fetch('/graphql', { method: 'POST', headers: { origin, authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }) });

const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
const allowsPreflight = async (app: TestApp, origin: string) => (await preflight(app, origin)).headers.get('access-control-allow-origin') === origin;

describe('CORS for partner web pages', () => {
  it('allows a preflight from an origin registered on a live key (GraphQL and partner REST paths), with the documented headers', async () => {
    const origin = newOrigin();
    const { origins } = await issueKey([origin]);
    expect(origins).toEqual([origin]);
    for (const path of ['/graphql', '/api/products', '/api/products/1']) {
      const response = await preflight(first, origin, path);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
      expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, X-Api-Key, Content-Type, apollo-require-preflight, X-Apollo-Operation-Name');
      expect(response.headers.get('access-control-max-age')).toBe('600');
      expect(response.headers.get('vary')).toMatch(/Origin/);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
    // The other process read the origins from the NOTIFY of the new key.
    await vi.waitUntil(() => allowsPreflight(second, origin), { timeout: 5000 });
  });

  it('refuses a preflight from any other origin with 403 and no CORS headers, and never grants one for the shop’s own paths', async () => {
    const origin = newOrigin();
    await issueKey([origin]);
    const other = await preflight(first, 'https://elsewhere.example.com');
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ errors: [{ message: UNREGISTERED_ORIGIN_MESSAGE, extensions: { code: 'FORBIDDEN' } }] });
    expect(corsHeaders(other)).toEqual([]);
    const rest = await preflight(first, 'https://elsewhere.example.com', '/api/products');
    expect(rest.status).toBe(403);
    expect((await rest.json()).error.message).toBe(UNREGISTERED_ORIGIN_MESSAGE);
    // A registered origin still gets nothing for the shop's own API (sign-in, basket …).
    expect(corsHeaders(await preflight(first, origin, '/api/auth/login'))).toEqual([]);
    // A same-origin request of the shop's own pages: no CORS headers.
    expect(corsHeaders(await customer.fetch('/api/products?limit=1'))).toEqual([]);
    const shopGraphql = await customer.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: JSON.stringify({ query: QUERY }) });
    expect(shopGraphql.status).toBe(200);
    expect(corsHeaders(shopGraphql)).toEqual([]);
  });

  it('lets a page read the answer only when the key it sends lists the page’s origin', async () => {
    const origin = newOrigin();
    const listing = await issueKey([origin]);
    const notListing = await issueKey([newOrigin()]);
    const served = await partnerPost(first, listing.secret, origin);
    expect(served.status).toBe(200);
    expect(served.headers.get('access-control-allow-origin')).toBe(origin);
    expect(served.headers.get('access-control-expose-headers')).toBe(CORS_EXPOSED_HEADERS);
    expect(served.headers.get('vary')).toMatch(/Origin/);
    expect(served.headers.get('access-control-allow-credentials')).toBeNull();
    const rest = await first.fetch('/api/products?limit=1', { headers: { origin, 'x-api-key': listing.secret } });
    expect(rest.headers.get('access-control-allow-origin')).toBe(origin);
    expect(rest.headers.get('x-cost-remaining')).not.toBeNull();
    // The same origin with a key that does not list it; a key without any origin; no key at all.
    for (const response of [await partnerPost(first, notListing.secret, origin), await partnerPost(first, (await issueKey()).secret, origin), await first.fetch(`/api/products?limit=1`, { headers: { origin } })]) {
      expect(response.status).toBe(200);
      expect(corsHeaders(response)).toEqual([]);
    }
  });

  it('never takes a cross-origin request’s cookie as a signed-in customer: a key makes it a partner, without one a change is refused', async () => {
    const origin = newOrigin();
    const { secret } = await issueKey([origin]);
    const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // With the key and the customer's cookie from the partner's page: served as the partner, the cookie ignored.
    const withKey = await first.fetch('/graphql', { method: 'POST', headers: { origin, cookie, authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }) });
    expect(withKey.status).toBe(200);
    expect(withKey.headers.get('access-control-allow-origin')).toBe(origin);
    const account = await first.fetch('/api/auth/me', { headers: { origin, cookie, authorization: `Bearer ${secret}` } });
    expect(account.status).toBe(403);
    expect((await account.json()).error.message).toBe(PARTNER_READ_ONLY_MESSAGE);
    // Without a key the same cookie from that page cannot change anything (the CSRF check, as before).
    const logout = await first.fetch('/api/auth/logout', { method: 'POST', headers: { origin, cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(logout.status).toBe(403);
    expect((await logout.json()).error.message).toBe(CROSS_ORIGIN_MESSAGE);
    expect(corsHeaders(logout)).toEqual([]);
    expect((await customer.fetch('/api/auth/me')).status).toBe(200);
  });

  it('stops allowing a revoked key’s origins at once in the revoking process and on the NOTIFY in the other', async () => {
    const origin = newOrigin();
    const { id } = await issueKey([origin]);
    await vi.waitUntil(() => allowsPreflight(second, origin), { timeout: 5000 });
    const revoked = await admin.graphql(`mutation { revokePartnerApiKey(id: "${id}", reason: "Contract ended") { revokedAt } }`);
    expect(revoked.body.data.revokePartnerApiKey.revokedAt).toBeTruthy();
    expect((await preflight(first, origin)).status).toBe(403);
    await vi.waitUntil(async () => (await preflight(second, origin)).status === 403, { timeout: 5000 });
    expect(corsHeaders(await preflight(second, origin))).toEqual([]);
  });

  it('keeps an origin while another live key lists it, and keeps a key’s origins when it is rotated', async () => {
    const origin = newOrigin();
    const one = await issueKey([origin]);
    const other = await issueKey([origin]);
    await admin.graphql(`mutation { revokePartnerApiKey(id: "${one.id}", reason: "Duplicate key") { id } }`);
    expect(await allowsPreflight(first, origin)).toBe(true);
    const rotated = await admin.graphql(`mutation { rotatePartnerApiKey(id: "${other.id}", reason: "Secret leaked") { secret key { allowedOrigins } } }`);
    expect(rotated.body.data.rotatePartnerApiKey.key.allowedOrigins).toEqual([origin]);
    expect(await allowsPreflight(first, origin)).toBe(true);
    expect((await partnerPost(first, rotated.body.data.rotatePartnerApiKey.secret, origin)).headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('lets staff change a key’s origins, with the reason in the staff record, and every process follows', async () => {
    const before = newOrigin();
    const after = newOrigin();
    const { id, secret } = await issueKey([before]);
    expect((await partnerPost(second, secret, before)).headers.get('access-control-allow-origin')).toBe(before);
    const { body } = await admin.graphql(UPDATE, { id, origins: [after, 'http://localhost:3000'], reason: 'Partner moved its shop' });
    expect(body.data.updatePartnerKeyOrigins.allowedOrigins).toEqual([after, 'http://localhost:3000']);
    const [audit] = await sql(first.orm, "select actor_email, reason, changes from staff_action where action = 'api_key.origins' and subject_id = ?", [id]);
    expect(audit).toMatchObject({ reason: 'Partner moved its shop', changes: { allowedOrigins: { from: [before], to: [after, 'http://localhost:3000'] } } });
    expect(audit.actor_email).toMatch(/@/);
    expect(await allowsPreflight(first, before)).toBe(false);
    expect(await allowsPreflight(first, after)).toBe(true);
    expect(corsHeaders(await partnerPost(first, secret, before))).toEqual([]);
    await vi.waitUntil(async () => (await partnerPost(second, secret, after)).headers.get('access-control-allow-origin') === after, { timeout: 5000 });
    expect(await allowsPreflight(second, before)).toBe(false);
    expect(await allowsPreflight(second, after)).toBe(true);
    const refused = await customer.graphql(UPDATE, { id, origins: [], reason: 'x' });
    expect(refused.body.errors[0].extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
  });

  it('validates the origins on issue and on change, in the shared rules’ words', async () => {
    const { id } = await issueKey();
    const many = Array.from({ length: ORIGIN_LIMITS.maxPerKey + 1 }, (_, i) => `https://p${i}.example.com`);
    const cases: [string[], string][] = [
      [many, ORIGIN_MESSAGES.count],
      [['https://shop.example.com/app'], ORIGIN_MESSAGES.path('https://shop.example.com/app')],
      [['https://*.example.com'], ORIGIN_MESSAGES.wildcard('https://*.example.com')],
      [['https://a.example.com', 'https://a.example.com'], ORIGIN_MESSAGES.duplicate('https://a.example.com')],
      [['http://shop.example.com'], ORIGIN_MESSAGES.format('http://shop.example.com')],
      [['https://Shop.example.com'], ORIGIN_MESSAGES.upperCase('https://Shop.example.com')],
    ];
    for (const [origins, message] of cases) {
      const created = await admin.graphql(CREATE, { input: { label: 'Bad origins', scopes: ['catalogue:read'], allowedOrigins: origins } });
      expect(created.body.errors?.[0]?.message).toBe(message);
      const updated = await admin.graphql(UPDATE, { id, origins, reason: 'Trying' });
      expect(updated.body.errors?.[0]?.message).toBe(message);
    }
    const ten = await admin.graphql(UPDATE, { id, origins: many.slice(0, ORIGIN_LIMITS.maxPerKey), reason: 'Ten shops' });
    expect(ten.body.data.updatePartnerKeyOrigins.allowedOrigins).toHaveLength(ORIGIN_LIMITS.maxPerKey);
    const [{ count }] = await sql(first.orm, "select count(*)::int as count from staff_action where action = 'api_key.origins' and subject_id = ?", [id]);
    expect(count).toBe(1);
  });
});
