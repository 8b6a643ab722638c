import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, STRONG_PASSWORD, testBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { GRAPHQL_LIMITS } from '../apollo';

let database: TestDatabase;
let app: TestApp;
let other: TestApp;
let partnerSecret: string;

const LISTING = '{ products(page: { limit: 12 }) { totalCount items { id name } } }';
/** The headers the web app sends (CSRF prevention: a header a form cannot set). */
const APP_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

const hashOf = (query: string) => createHash('sha256').update(query).digest('hex');

interface Send {
  /** Send the query text too (registers it), or only its hash. */
  withQuery?: boolean;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  target?: TestApp;
}

async function send(query: string, { withQuery = false, method = 'POST', headers = APP_HEADERS, target = app }: Send = {}) {
  const extensions = { persistedQuery: { version: 1, sha256Hash: hashOf(query) } };
  const response =
    method === 'GET'
      ? await target.fetch(`/graphql?extensions=${encodeURIComponent(JSON.stringify(extensions))}${withQuery ? `&query=${encodeURIComponent(query)}` : ''}`, { headers })
      : await target.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ extensions, ...(withQuery ? { query } : {}) }) });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function full(query: string, headers: Record<string, string> = APP_HEADERS, target = app) {
  const response = await target.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) });
  return { status: response.status, body: await response.json() };
}

/** Puts a query in the store as if it had been registered earlier (say, under older limits). */
async function stored(query: string) {
  await sql(app.orm, 'insert into persisted_query (key, query, created_at) values (?, ?, now()) on conflict (key) do update set query = excluded.query', [`apq:${hashOf(query)}`, query]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp({}, { database });
  other = await startTestApp({ COMING_SOON: 'true' }, { database });
  const staff = await verifiedCustomer(app);
  await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  const admin = testBrowser(app);
  await admin.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
  const created = await admin.graphql('mutation { createPartnerApiKey(input: { label: "APQ partner", scopes: ["signals:read"] }) { secret } }');
  partnerSecret = created.body.data.createPartnerApiKey.secret;
});

afterAll(async () => {
  await other?.close();
  await app?.close();
  await database?.drop();
});

describe('automatic persisted queries', () => {
  it('round trip: an unknown hash is PersistedQueryNotFound, the query registers it, then the hash alone answers', async () => {
    const query = '{ products(page: { limit: 3 }) { totalCount items { id } } }';
    const unknown = await send(query);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ message: 'PersistedQueryNotFound', extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_NOT_FOUND' }) })]);
    const registered = await send(query, { withQuery: true });
    expect(registered.status).toBe(200);
    expect(registered.body.data.products.items).toHaveLength(3);
    const hashOnly = await send(query);
    expect(hashOnly.status).toBe(200);
    expect(hashOnly.body.data).toEqual(registered.body.data);
    const [row] = await sql(app.orm, 'select query from persisted_query where key = ?', [`apq:${hashOf(query)}`]);
    expect(row.query).toBe(query);
  });

  it('are shared by every server process: a hash registered on one is known to another', async () => {
    const query = '{ featuredProducts { id name } }';
    await send(query, { withQuery: true });
    const elsewhere = await startTestApp({}, { database });
    try {
      const hashOnly = await send(query, { target: elsewhere });
      expect(hashOnly.status).toBe(200);
      expect(hashOnly.body.data.featuredProducts.length).toBeGreaterThan(0);
    } finally {
      await elsewhere.close();
    }
  });

  it('work over GET with the web app’s headers, cacheable, and CSRF prevention still refuses a bare GET', async () => {
    const query = '{ products(page: { limit: 4 }) { items { id } } }';
    const miss = await send(query, { method: 'GET' });
    expect(miss.body.errors[0].message).toBe('PersistedQueryNotFound');
    expect((await send(query, { method: 'GET', withQuery: true })).status).toBe(200);
    const hit = await send(query, { method: 'GET' });
    expect(hit.status).toBe(200);
    expect(hit.body.data.products.items).toHaveLength(4);
    expect(hit.headers.get('cache-control')).toBe('max-age=180, public');
    const bare = await send(query, { method: 'GET', headers: {} });
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.body)).toContain('CSRF');
  });

  it('never run a mutation over GET, and refuse a query whose text does not match its hash', async () => {
    const mutation = 'mutation { logout }';
    await stored(mutation);
    expect((await send(mutation, { method: 'GET' })).status).toBe(405);
    const extensions = { persistedQuery: { version: 1, sha256Hash: hashOf(LISTING) } };
    const forged = await app.fetch('/graphql', { method: 'POST', headers: APP_HEADERS, body: JSON.stringify({ extensions, query: mutation }) });
    expect(forged.status).toBe(400);
    expect((await forged.json()).errors).toEqual([{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST' } }]);
  });
});

describe('the web app’s hashed listing', () => {
  it('costs no statement once its hash is known: the text comes from the process’s memory, the listing from the engine', async () => {
    const engineApp = await startTestApp({ CATALOGUE_ENGINE: 'true' }, { database });
    const knex = engineApp.orm.em.getKnex();
    const statements: string[] = [];
    const count = (query: { sql: string }) => statements.push(query.sql);
    try {
      const query = 'query Cards($page: PageInput) { products(page: $page) { totalCount items { id name price { amount formatted } } } }';
      expect((await send(query, { withQuery: true, target: engineApp })).status).toBe(200);
      knex.on('query', count);
      for (const limit of [3, 5, 7]) {
        const extensions = { persistedQuery: { version: 1, sha256Hash: hashOf(query) } };
        const response = await engineApp.fetch(
          `/graphql?variables=${encodeURIComponent(JSON.stringify({ page: { limit } }))}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`,
          { headers: APP_HEADERS },
        );
        expect(response.status).toBe(200);
        expect((await response.json()).data.products.items.length).toBeLessThanOrEqual(limit);
      }
      expect(statements).toEqual([]);
    } finally {
      knex.removeListener('query', count);
      await engineApp.close();
    }
  });
});

describe('a request that sends only the hash is checked exactly like the full query', () => {
  const aliases = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: featuredProducts { id }`).join(' ')} }`;
  const nested = (depth: number): string => (depth === 0 ? 'id' : `... on Product { ${nested(depth - 1)} }`);
  const deep = `{ featuredProducts { ${nested(GRAPHQL_LIMITS.maxDepth + 2)} } }`;
  const costly = `{ ${Array.from({ length: 3 }, (_, i) => `l${i}: products(page: { limit: 100 }) { facets { brands { value } } }`).join(' ')} }`;
  const tokens = `{ featuredProducts { ${Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'id').join(' ')} } }`;
  const partner = { 'content-type': 'application/json', authorization: '' };

  it.each([
    ['the alias limit', aliases],
    ['the depth limit', deep],
    ['the cost limit', costly],
    ['the token limit', tokens],
  ])('%s', async (_, query) => {
    const expected = await full(query);
    expect(expected.status).toBe(400);
    await stored(query);
    const hashOnly = await send(query);
    expect(hashOnly.status).toBe(expected.status);
    expect(hashOnly.body.errors.map((e: { message: string }) => e.message)).toEqual(expected.body.errors.map((e: { message: string }) => e.message));
  });

  it.each([
    ['a listing (public: a key without catalogue:read reads it as anyone may)', LISTING, 200],
    ['customer data (not in the partner schema)', '{ me { email } }', 400],
    ['a mutation', 'mutation { logout }', 403],
    ['a query the key may make (charged to its budget)', '{ marketSignals { signals { reference } } }', 200],
  ])('a partner key: %s', async (_, query, status) => {
    const headers = { ...partner, authorization: `Bearer ${partnerSecret}` };
    const expected = await full(query, headers);
    expect(expected.status).toBe(status);
    await stored(query);
    const hashOnly = await send(query, { headers });
    expect(hashOnly.status).toBe(status);
    expect(hashOnly.body.errors).toEqual(expected.body.errors);
    if (status === 200) {
      expect(hashOnly.body.extensions.cost.requested).toBe(expected.body.extensions.cost.requested);
      expect(hashOnly.body.extensions.cost.budget.remaining).toBeLessThan(hashOnly.body.extensions.cost.budget.capacity);
    }
  });

  it('coming-soon mode: only the open root fields', async () => {
    await stored(LISTING);
    const expected = await full(LISTING, APP_HEADERS, other);
    expect(expected.status).toBe(503);
    const hashOnly = await send(LISTING, { target: other });
    expect(hashOnly.status).toBe(503);
    expect(hashOnly.body.errors).toEqual(expected.body.errors);
    const open = '{ me { email } }';
    await stored(open);
    expect((await send(open, { target: other })).status).toBe(200);
  });

  it('sign-in attempts: each aliased login counts, and a locked address is refused', async () => {
    const { email, password } = await verifiedCustomer(app);
    const login = (alias: string, secret: string) => `${alias}: login(input: { email: ${JSON.stringify(email)}, password: ${JSON.stringify(secret)} }) { user { email } }`;
    const guesses = `mutation { ${login('a', 'Wrong!1aa')} ${login('b', 'Wrong!2aa')} }`;
    const attacker = testBrowser(app);
    await stored(guesses);
    const headers = { ...APP_HEADERS, 'x-forwarded-for': attacker.ip };
    expect((await send(guesses, { headers })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const [counted] = await sql(app.orm, "select level::int as n from rate_bucket where bucket = 'sign_in_account_ip' and key = ?", [`${email}|${attacker.ip}`]);
    expect(counted.n).toBe(1);
    await sql(app.orm, "update rate_bucket set level = 10 where bucket = 'sign_in_account_ip' and key = ?", [`${email}|${attacker.ip}`]);
    const right = `mutation { ${login('a', password)} }`;
    await stored(right);
    expect((await send(right, { headers })).body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await send(right, { headers: { ...APP_HEADERS, 'x-forwarded-for': testBrowser(app).ip } })).body.data.a.user.email).toBe(email);
  });
});
