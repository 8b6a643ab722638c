import { getNamedType, isLeafType, isNonNullType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_COSTS } from '../../graphql/cost/field-costs';
import { getSchema } from '../../graphql/schema';
import { sql, STRONG_PASSWORD, testBrowser, verifiedCustomer, type TestBrowser } from '../../test/account-helpers';
import { expectStaffPaging } from '../../test/staff-paging';
import { startTestApp, type TestApp } from '../../test/test-app';
import { KEY_LIMITS } from '@aurum/rules/partners/partner-key-rules';
import { budgetSpentMessage, GRAPHQL_FIELD_GUARDS, INVALID_KEY_MESSAGE, PARTNER_READ_ONLY_MESSAGE, PARTNER_ROOT_FIELDS } from './partner-access';
import { KEY_MESSAGES } from './partner-keys.service';

let app: TestApp;
let admin: TestBrowser;
let customer: TestBrowser;

const CREATE = `mutation Create($input: NewPartnerApiKeyInput!) { createPartnerApiKey(input: $input) { secret key { id prefix scopes costPerMinute } } }`;
const LISTING = '{ products(page: { limit: 24 }) { totalCount items { id name } facets { brands { value count } } } }';

beforeAll(async () => {
  app = await startTestApp();
  const staff = await verifiedCustomer(app);
  await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
  admin = testBrowser(app);
  await admin.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
  const client = await verifiedCustomer(app);
  customer = testBrowser(app);
  await customer.post('/api/auth/login', { email: client.email, password: STRONG_PASSWORD });
});

afterAll(async () => {
  await app?.close();
});

async function issueKey(input: { label?: string; scopes?: string[]; costPerMinute?: number } = {}) {
  const { body } = await admin.graphql(CREATE, { input: { label: 'Chrono Partners', scopes: ['catalogue:read'], ...input } });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.createPartnerApiKey as { secret: string; key: { id: string; prefix: string } };
}

async function partnerGraphql(secret: string, query: string, header: 'bearer' | 'x-api-key' = 'bearer') {
  const response = await app.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header === 'bearer' ? { authorization: `Bearer ${secret}` } : { 'x-api-key': secret }) },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const partnerGet = (secret: string, path: string) => app.fetch(path, { headers: { authorization: `Bearer ${secret}` } });

/**
 * The smallest valid operation calling one root field: its required arguments as variables (the
 * refusal comes before execution, so they need no values) and `__typename` under an object.
 */
function probe(operation: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): string {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const variables = required.length ? `(${required.map((arg, i) => `$v${i}: ${arg.type.toString()}`).join(', ')})` : '';
  const args = required.length ? `(${required.map((arg, i) => `${arg.name}: $v${i}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${operation} Probe${variables} { ${field.name}${args}${selection} }`;
}

describe('partner API keys', () => {
  it('are listed for staff one page at a time, live ones first, then newest, with how many there are', async () => {
    const issued = [await issueKey(), await issueKey(), await issueKey()].map(({ key }) => key.id);
    const query = 'query($limit: Int, $offset: Int) { partnerApiKeys(limit: $limit, offset: $offset) { items { id revokedAt } totalCount } }';
    const ids = await expectStaffPaging(admin, query, 'partnerApiKeys');
    expect(ids.slice(0, 3)).toEqual(issued.reverse());
  });

  it('are issued by staff only, with the secret shown once and only its hash stored', async () => {
    const issued = await issueKey();
    expect(issued.secret).toMatch(/^aur_[\w-]{43}$/);
    expect(issued.secret.startsWith(issued.key.prefix)).toBe(true);
    const [stored] = await sql(app.orm, 'select secret_hash from partner_api_key where id = ?', [Number(issued.key.id)]);
    expect(stored.secret_hash).not.toContain(issued.secret.slice(4, 20));
    const listed = await admin.graphql('{ partnerApiKeys { items { id prefix } } }');
    expect(JSON.stringify(listed.body)).not.toContain(issued.secret);
    const [audit] = await sql(app.orm, "select action from staff_action where subject_type = 'api_key' and subject_id = ?", [issued.key.id]);
    expect(audit.action).toBe('api_key.create');
    for (const browser of [customer, testBrowser(app)]) {
      const refused = await browser.graphql(CREATE, { input: { label: 'x', scopes: ['catalogue:read'] } });
      expect(refused.body.errors[0].extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
  });

  it('validates the label, the scopes and the budget', async () => {
    const attempt = async (input: Record<string, unknown>) => (await admin.graphql(CREATE, { input: { label: 'Partner', scopes: ['catalogue:read'], ...input } })).body.errors?.[0]?.message;
    expect(await attempt({ label: ' ' })).toBe(KEY_MESSAGES.label);
    expect(await attempt({ label: 'x'.repeat(81) })).toBe(KEY_MESSAGES.label);
    expect(await attempt({ scopes: [] })).toBe(KEY_MESSAGES.scopes);
    expect(await attempt({ scopes: ['orders:read'] })).toBe(KEY_MESSAGES.scopes);
    expect(await attempt({ costPerMinute: 99 })).toBe(KEY_MESSAGES.costPerMinute);
    expect(await attempt({ costPerMinute: 100_001 })).toBe(KEY_MESSAGES.costPerMinute);
    expect(await attempt({ costPerMinute: 100 })).toBeUndefined();
  });

  it('read the catalogue over GraphQL (Bearer or X-Api-Key) and REST, with the budget left in extensions.cost', async () => {
    const { secret } = await issueKey();
    for (const header of ['bearer', 'x-api-key'] as const) {
      const { status, body } = await partnerGraphql(secret, LISTING, header);
      expect(status).toBe(200);
      expect(body.data.products.items.length).toBeGreaterThan(0);
      expect(body.extensions.cost.budget).toMatchObject({ capacity: KEY_LIMITS.defaultCostPerMinute });
      expect(body.extensions.cost.budget.remaining).toBeLessThan(KEY_LIMITS.defaultCostPerMinute - body.extensions.cost.requested + 1);
    }
    const rest = await partnerGet(secret, '/api/products?limit=2');
    expect(rest.status).toBe(200);
    expect(Number(rest.headers.get('x-cost-remaining'))).toBeLessThan(KEY_LIMITS.defaultCostPerMinute);
    // A shared cache must not hand one key's answer (and its budget) to another caller.
    expect(rest.headers.get('vary')).toMatch(/Authorization.*X-Api-Key/i);
    expect((await app.fetch('/api/products?limit=2')).headers.get('vary')).toMatch(/Authorization.*X-Api-Key/i);
  });

  it('refuses an unknown or revoked key with 401 and a clear JSON error', async () => {
    const unknown = await partnerGraphql('aur_not-a-real-key-at-all-0000000000000000000', LISTING);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ errors: [{ message: INVALID_KEY_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] });
    const { secret, key } = await issueKey();
    const revoked = await admin.graphql('mutation { revokePartnerApiKey(id: "' + key.id + '", reason: "Contract ended") { revokedAt } }');
    expect(revoked.body.data.revokePartnerApiKey.revokedAt).toBeTruthy();
    const rest = await partnerGet(secret, '/api/products');
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: INVALID_KEY_MESSAGE } });
  });

  it('refuses an empty or malformed Authorization header with 401: it never passes as anonymous', async () => {
    for (const authorization of ['', 'Bearer', 'Bearer ', 'bearer  ', 'Bearer two words']) {
      const rest = await app.fetch('/api/products?limit=2', { headers: { authorization } });
      expect(rest.status, JSON.stringify(authorization)).toBe(401);
      expect(await rest.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: INVALID_KEY_MESSAGE } });
    }
    const graphql = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' }, body: JSON.stringify({ query: LISTING }) });
    expect(graphql.status).toBe(401);
    expect(await app.fetch('/api/products?limit=2', { headers: { 'x-api-key': '' } }).then((answer) => answer.status)).toBe(401);
    // Without a key the shop answers as before, also behind a proxy's Basic authentication.
    expect((await app.fetch('/api/products?limit=2')).status).toBe(200);
    expect((await app.fetch('/api/products?limit=2', { headers: { authorization: 'Basic dXNlcjpwYXNz' } })).status).toBe(200);
  });

  it('rotation gives a new secret and ends the old one at once', async () => {
    const { secret, key } = await issueKey();
    const rotated = await admin.graphql(`mutation { rotatePartnerApiKey(id: "${key.id}", reason: "Leaked in a log") { secret } }`);
    const fresh = rotated.body.data.rotatePartnerApiKey.secret as string;
    expect(fresh).not.toBe(secret);
    expect((await partnerGet(secret, '/api/products')).status).toBe(401);
    expect((await partnerGet(fresh, '/api/products')).status).toBe(200);
  });

  it('read only the catalogue, the marketplace and market signals: the list of root fields they may query', () => {
    expect(Object.keys(GRAPHQL_FIELD_GUARDS).sort()).toEqual(
      [
        '__schema', '__type', '__typename', 'featuredProducts', 'marketSignals', 'marketplaceHighlights', 'marketplaceListing', 'marketplaceListingConnection',
        'marketplaceListings', 'marketplaceSeller', 'product', 'productConnection', 'products', 'searchProducts', 'similarProducts',
      ].sort(),
    );
  });

  it('never reach customer, order or admin data, nor change anything: every other operation of the shop schema is not in theirs', async () => {
    const { secret } = await issueKey({ scopes: ['catalogue:read', 'signals:read', 'marketplace:read'] });
    const schema = await getSchema();
    const roots = [['query', schema.getQueryType()], ['mutation', schema.getMutationType()], ['subscription', schema.getSubscriptionType()]] as const;
    const probes = roots.flatMap(([operation, type]) =>
      Object.values(type?.getFields() ?? {})
        .filter((field) => operation !== 'query' || !Object.hasOwn(GRAPHQL_FIELD_GUARDS, field.name))
        .map((field) => probe(operation, field)),
    );
    expect(probes.length).toBeGreaterThan(60);
    for (const query of probes) {
      const { status, body } = await partnerGraphql(secret, query);
      if (query.startsWith('query')) {
        // Not forbidden but absent: the partner schema has no such field.
        expect(status, query).toBe(400);
        expect(body.errors[0].extensions.code, query).toBe('GRAPHQL_VALIDATION_FAILED');
      } else if (status === 400) {
        // A mutation whose input types the partner schema lacks fails validation…
        expect(body.errors[0].extensions.code, query).toBe('GRAPHQL_VALIDATION_FAILED');
      } else {
        // …and any other is refused before it runs: the partner schema has no mutation root.
        expect(status, query).toBe(403);
        expect(body.errors[0], query).toMatchObject({ message: PARTNER_READ_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } });
      }
      expect(body.data, query).toBeUndefined();
    }
  });

  it('introspect the partner schema only: the catalogue, the marketplace and signals, no staff or customer types', async () => {
    const { secret } = await issueKey({ scopes: ['catalogue:read'] });
    const INTROSPECT = '{ __schema { mutationType { name } queryType { fields { name } } types { name } } }';
    const partner = (await partnerGraphql(secret, INTROSPECT)).body.data.__schema;
    expect(partner.mutationType).toBeNull();
    expect(partner.queryType.fields.map((field: { name: string }) => field.name).sort()).toEqual([...PARTNER_ROOT_FIELDS].sort());
    const types = partner.types.map((type: { name: string }) => type.name);
    expect(types).toEqual(expect.arrayContaining(['Product', 'MarketplaceListing', 'MarketSignal', 'Money']));
    for (const hidden of ['Order', 'SupportTicket', 'PartnerApiKey', 'StaffOrderSummary', 'AccountProfile']) expect(types).not.toContain(hidden);
    // The same schema as SDL, to download for codegen.
    const sdl = await app.fetch('/developers/schema.graphql');
    expect(sdl.status).toBe(200);
    expect(sdl.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await sdl.text();
    expect(text).toContain('type Query {');
    expect(text).toContain('type MarketplaceListing {');
    expect(text).not.toMatch(/type Mutation|type Order |refundOrder|adminLogin/);
    // The web app's schema is unchanged for everyone else.
    const shop = (await app.graphql(INTROSPECT)).body.data.__schema;
    expect(shop.mutationType).toEqual({ name: 'Mutation' });
    expect(shop.types.map((type: { name: string }) => type.name)).toContain('Order');
  });

  it('carry no session: customer REST paths are refused whatever cookie they carry', async () => {
    const { secret } = await issueKey({ scopes: ['catalogue:read', 'signals:read', 'marketplace:read'] });
    for (const path of ['/api/auth/me', '/api/support/tickets/1/attachments/1']) {
      expect((await partnerGet(secret, path)).status, path).toBe(403);
    }
    const post = await app.fetch('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
    expect(post.status).toBe(403);
    const withCookie = await app.fetch('/api/auth/me', { headers: { authorization: `Bearer ${secret}`, cookie: [...customer.cookies].map(([n, v]) => `${n}=${v}`).join('; ') } });
    expect(withCookie.status).toBe(403);
  });

  it('are never worse than no key: whatever a caller without a key reads, every valid key reads, whatever its scopes', async () => {
    const reads = [
      ['graphql', LISTING],
      ['graphql', '{ marketSignals { signals { reference } } }'],
      ['graphql', '{ marketplaceListings { total } marketplaceHighlights { liveListings } }'],
      ['graphql', '{ featuredProducts { id } }'],
      ['rest', '/api/products?limit=2'],
      ['rest', '/api/investment/watches/signals/top?limit=3'],
      ['rest', '/api/marketplace/listings'],
    ] as const;
    const anonymous = async ([kind, what]: (typeof reads)[number]) =>
      kind === 'rest' ? (await app.fetch(what)).status : (await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: what }) })).status;
    for (const scopes of [['signals:read'], ['catalogue:read'], ['marketplace:read']]) {
      const { secret } = await issueKey({ scopes });
      for (const read of reads) {
        expect(await anonymous(read), read[1]).toBe(200);
        const withKey = read[0] === 'rest' ? (await partnerGet(secret, read[1])).status : (await partnerGraphql(secret, read[1])).status;
        expect(withKey, `${scopes} ${read[1]}`).toBe(200);
      }
    }
    // Staff queues are not in a partner's schema, whatever their scopes.
    const { secret } = await issueKey({ scopes: ['catalogue:read', 'signals:read', 'marketplace:read'] });
    expect((await partnerGraphql(secret, '{ listingReviewQueue { items { id } } }')).status).toBe(400);
  });

  it('page the catalogue and the marketplace by cursor, at the costs of their offset twins', async () => {
    const { secret } = await issueKey({ scopes: ['catalogue:read'] });
    const PAGE = 'query ($after: String) { productConnection(sort: NAME, first: 2, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }';
    const ask = async (after: string | null) => {
      const response = await app.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query: PAGE, variables: { after } }),
      });
      expect(response.status).toBe(200);
      return (await response.json()).data.productConnection;
    };
    const first = await ask(null);
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await ask(first.pageInfo.endCursor);
    expect(second.edges).toHaveLength(2);
    expect(second.edges.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(first.edges[1].node.id);
    expect(second.totalCount).toBe(first.totalCount);
    // Public like its offset twin: a catalogue-only key pages the marketplace too.
    expect((await partnerGraphql(secret, '{ marketplaceListingConnection(first: 2) { totalCount edges { node { id } } } }')).status).toBe(200);
    expect(FIELD_COSTS['Query.productConnection']).toBe(FIELD_COSTS['Query.products']);
    expect(FIELD_COSTS['Query.marketplaceListingConnection']).toBe(FIELD_COSTS['Query.marketplaceListings']);
  });

  it('spend a per-minute budget: over it is a 429 with Retry-After, over GraphQL and REST', async () => {
    const { secret } = await issueKey({ costPerMinute: 1000 });
    const two = `{ a: ${LISTING.slice(2, -2)} b: ${LISTING.slice(2, -2)} }`;
    expect((await partnerGraphql(secret, two)).status).toBe(200);
    const over = await partnerGraphql(secret, two);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.body.errors[0]).toMatchObject({ message: budgetSpentMessage(retryAfter), extensions: { code: 'RATE_LIMITED' } });
    expect(over.body.data).toBeUndefined();

    const rest = await issueKey({ costPerMinute: 100 });
    expect((await partnerGet(rest.secret, '/api/products/featured')).status).toBe(200);
    const refused = await partnerGet(rest.secret, '/api/products/featured');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keep usage as hourly aggregates: calls, cost and errors', async () => {
    const { secret, key } = await issueKey();
    await partnerGraphql(secret, LISTING);
    await partnerGet(secret, '/api/products/featured');
    await partnerGet(secret, '/api/auth/me');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await sql(app.orm, 'select calls, cost::int as cost, errors from partner_api_usage where key_id = ?', [Number(key.id)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ calls: 3, errors: 1 });
    expect(rows[0].cost).toBeGreaterThan(400);
    const listed = await admin.graphql('{ partnerApiKeys(limit: 100) { items { id usage { calls errors } lastUsedAt } } }');
    const mine = listed.body.data.partnerApiKeys.items.find((k: { id: string }) => k.id === key.id);
    expect(mine.usage).toEqual([{ calls: 3, errors: 1 }]);
    expect(mine.lastUsedAt).toBeTruthy();
  });
});
