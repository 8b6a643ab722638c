import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, testBrowser, type TestBrowser, uniqueEmail } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { COMING_SOON_MESSAGE } from './coming-soon';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../db/seed/demo-accounts';

const [ADMIN, CUSTOMER] = DEMO_ACCOUNTS;
const REFUSED = { error: { code: 'COMING_SOON', message: 'Aurum opens soon. Only the launch sign-up and admin sign-in are available.' } };
const PRODUCTS = 'query { products(page: { limit: 2 }) { totalCount items { id name } } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ COMING_SOON: 'true' });
  await seedDemoAccounts(app.orm.em.fork());
});
afterAll(async () => {
  await app?.close();
});

async function signedIn(account: { email: string; password: string }): Promise<TestBrowser> {
  const browser = testBrowser(app);
  expect((await signIn(browser, account.email, account.password)).status).toBe(200);
  return browser;
}

const postJson = (browser: TestBrowser, path: string, body: unknown) => browser.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function expectRefusedGraphql(result: { status: number; body: { data?: unknown; errors?: any } }) {
  expect(result.status).toBe(503);
  expect(result.body.data).toBeUndefined();
  expect(result.body.errors).toEqual([{ message: COMING_SOON_MESSAGE, extensions: { code: 'COMING_SOON' } }]);
}

describe('coming-soon mode closes the API to visitors', () => {
  it.each([
    ['GET', '/api/products', undefined],
    ['GET', '/api/products/featured', undefined],
    ['POST', '/api/auth/register', { email: uniqueEmail(), password: 'Aurum!2026x' }],
    ['POST', '/api/create-payment-intent', { amount: 10, items: [] }],
    ['POST', '/api/support/tickets', {}],
    ['POST', '/api/auth/forgot-password', { email: uniqueEmail() }],
    ['GET', '/api/no-such-route', undefined],
    ['GET', '/api/AUTH/ME', undefined],
  ])('%s %s → 503 COMING_SOON', async (method, path, body) => {
    const browser = testBrowser(app);
    const response = body ? await postJson(browser, path, body) : await browser.fetch(path, { method });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
    expect(await response.json()).toEqual(REFUSED);
  });

  it('keeps open what the coming-soon page, the admin sign-in and the platform need', async () => {
    const visitor = testBrowser(app);
    expect((await visitor.fetch('/api/health')).status).toBe(200);
    expect(await (await visitor.fetch('/api/auth/me')).json()).toEqual({ user: null });
    expect((await postJson(visitor, '/api/auth/logout', {})).status).toBe(200);
    expect((await postJson(visitor, '/api/analytics/web-vitals', {})).status).toBe(400);
    expect((await postJson(visitor, '/api/logs/client-error', {})).status).toBe(400);
    // Without Stripe keys there is no webhook: the 404 comes from the route, not from the gate.
    expect((await postJson(visitor, '/api/stripe/webhook', {})).status).toBe(404);
    expect((await postJson(visitor, '/api/auth/login', { email: ADMIN.email, password: 'WrongPass!1' })).status).toBe(401);
  });

  it('the Notify Me sign-up still works', async () => {
    const response = await postJson(testBrowser(app), '/api/newsletter/subscribe', { email: uniqueEmail('launch') });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Thank you! You'll be notified when we launch." });
  });

  it('product images are for admins only', async () => {
    const admin = await signedIn(ADMIN);
    const products = await (await admin.fetch('/api/products?limit=1')).json();
    const image: string = products[0].imageUrl;
    expect((await admin.fetch(image)).status).toBe(200);
    const refused = await testBrowser(app).fetch(image);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual(REFUSED);
  });
});

describe('coming-soon mode in GraphQL', () => {
  it.each([
    ['a catalogue query', PRODUCTS],
    ['an aliased field', 'query { me { id } shop: products { totalCount } }'],
    ['a field aliased as an open one', 'query { me: featuredProducts { id } }'],
    ['a fragment spread', 'query { ...Shop } fragment Shop on Query { products { totalCount } }'],
    ['a nested fragment spread', 'query { ...Outer } fragment Outer on Query { me { id } ...Inner } fragment Inner on Query { featuredProducts { id } }'],
    ['an inline fragment', 'query { ... on Query { myCart { quantity } } }'],
    ['a registration', 'mutation { register(input: { email: "x@example.com", password: "Aurum!2026x" }) { success } }'],
    ['a checkout', 'mutation { startCheckout(input: { items: [], expectedTotal: 0 }) { orderToken } }'],
  ])('refuses %s', async (_name, query) => {
    const result = await testBrowser(app).graphql(query);
    if (result.status === 400) throw new Error(`not a valid operation: ${JSON.stringify(result.body.errors)}`);
    expectRefusedGraphql(result);
  });

  it('answers __typename and introspection, so Apollo Sandbox loads the schema', async () => {
    const result = await testBrowser(app).graphql('query { __typename __schema { queryType { name } } __type(name: "Product") { name } }');
    expect(result.body).toMatchObject({ data: { __typename: 'Query', __schema: { queryType: { name: 'Query' } }, __type: { name: 'Product' } } });
    expect(result.body.errors).toBeUndefined();
  });

  it('signs in and out, and says who is signed in', async () => {
    const browser = testBrowser(app);
    expect((await browser.graphql('query { me { id } }')).body.data).toEqual({ me: null });
    const login = await browser.graphql(`mutation { adminLogin(input: { email: "${ADMIN.email}", password: "${ADMIN.password}" }) { user { isAdmin } } }`);
    expect(login.body.data).toEqual({ adminLogin: { user: { isAdmin: true } } });
    expect((await browser.graphql('query { me { email } }')).body.data).toEqual({ me: { email: ADMIN.email } });
    expect((await browser.graphql('mutation { logout }')).body.data).toEqual({ logout: true });
    expectRefusedGraphql(await browser.graphql(PRODUCTS));
  });
});

describe('who gets the shop in coming-soon mode', () => {
  it('a signed-in customer is still refused', async () => {
    const customer = await signedIn(CUSTOMER);
    expect((await (await customer.fetch('/api/auth/me')).json()).user).toMatchObject({ email: CUSTOMER.email, isAdmin: false });
    const response = await customer.fetch('/api/products');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(REFUSED);
    expectRefusedGraphql(await customer.graphql(PRODUCTS));
  });

  it('a signed-in admin gets the catalogue over REST and GraphQL', async () => {
    const admin = await signedIn(ADMIN);
    const rest = await admin.fetch('/api/products?limit=2');
    expect(rest.status).toBe(200);
    expect(await rest.json()).toHaveLength(2);
    const graphql = await admin.graphql(PRODUCTS);
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.products.items).toHaveLength(2);
  });
});

describe('without coming-soon mode', () => {
  it('visitors get the catalogue as always', async () => {
    const open = await startTestApp();
    try {
      expect((await open.fetch('/api/products?limit=1')).status).toBe(200);
      const result = await open.graphql(PRODUCTS);
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data.products.totalCount).toBeGreaterThan(0);
    } finally {
      await open.close();
    }
  });
});
