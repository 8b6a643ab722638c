import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, STRONG_PASSWORD, testBrowser, verifiedCustomer } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { priceCart } from '../orders/cart-pricing';
import { FACETS_PARAMETER_DEPRECATED } from '../catalog/product.routes';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const total = async (filter: string) => (await app.graphql(`{ products(filter: ${filter}) { totalCount } }`)).body.data.products.totalCount as number;
const restTotal = async (query: string) => Number((await app.fetch(`/api/products?limit=1&${query}`)).headers.get('x-total-count'));

describe('units, shapes and caps a partner cannot misread', () => {
  it('prices: REST minPrice/maxPrice in pounds, minPricePence/maxPricePence and GraphQL in pence, all the same listing', async () => {
    const graphql = await total('{ minPrice: 100000, maxPrice: 500000 }');
    expect(graphql).toBeGreaterThan(0);
    expect(await total('{ minPrice: 100000 }')).toBeGreaterThan(graphql - 1);
    expect(await restTotal('minPrice=1000&maxPrice=5000')).toBe(graphql);
    expect(await restTotal('minPricePence=100000&maxPricePence=500000')).toBe(graphql);
    expect(await restTotal('minPrice=1000&maxPricePence=500000')).toBe(graphql);
    const both = await app.fetch('/api/products?minPrice=1000&minPricePence=100000');
    expect(both.status).toBe(400);
    expect((await both.json()).error.message).toBe('Invalid minPricePence: give minPrice (pounds) or minPricePence, not both');
    const fraction = await app.fetch('/api/products?minPricePence=10.5');
    expect(fraction.status).toBe(400);
    expect((await fraction.json()).error.message).toBe('Invalid minPricePence: expected a whole number');
  });

  it('currentPrice is what checkout charges: the sale price while on sale, else the price', async () => {
    const [onSale] = await sql(app.orm, "select id from product where category = 'watches' and sale_price_pence is not null and archived_at is null and stock > 0 limit 1");
    const [full] = await sql(app.orm, "select id from product where category = 'watches' and sale_price_pence is null and archived_at is null and stock > 0 limit 1");
    for (const id of [onSale.id, full.id]) {
      const { body } = await app.graphql(`{ product(id: "${id}") { price { amount } salePrice { amount } currentPrice { amount } } }`);
      const product = body.data.product;
      expect(product.currentPrice.amount).toBe(product.salePrice?.amount ?? product.price.amount);
      const { lines } = await priceCart(app.orm.em.fork(), [{ productId: id, quantity: 1 }]);
      expect(lines[0].unitPricePence).toBe(product.currentPrice.amount);
      const rest = await (await app.fetch(`/api/products/${id}`)).json();
      expect(rest.currentPrice * 100).toBe(product.currentPrice.amount);
    }
  });

  it('one shape per path: /api/products is a list, its facets are at /api/products/facets, the old include=facets is deprecated', async () => {
    const list = await app.fetch('/api/products?category=watches&limit=3');
    expect(Array.isArray(await list.json())).toBe(true);
    expect(list.headers.get('deprecation')).toBeNull();
    const facets = await app.fetch('/api/products/facets?category=watches');
    expect(facets.status).toBe(200);
    const body = await facets.json();
    expect(Object.keys(body).sort()).toEqual(['facets', 'totalCount']);
    expect(body.totalCount).toBe(Number(list.headers.get('x-total-count')));
    expect(body.facets.brands.length).toBeGreaterThan(0);
    const old = await app.fetch('/api/products?category=watches&limit=3&include=facets');
    const oldBody = await old.json();
    expect(oldBody.facets).toEqual(body.facets);
    expect(old.headers.get('deprecation')).toBe(`@${Date.parse(`${FACETS_PARAMETER_DEPRECATED}T00:00:00Z`) / 1000}`);
    expect(old.headers.get('link')).toBe('</api/products/facets>; rel="successor-version"');
  });

  it('every REST list sends X-Total-Count, and the marketplace page has totalCount beside the deprecated total', async () => {
    for (const path of ['/api/products?limit=2', '/api/products/featured', '/api/products/search?q=watch', '/api/products/watches', '/api/marketplace/listings', '/api/products/facets']) {
      const answer = await app.fetch(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-total-count'), path).toMatch(/^\d+$/);
    }
    const { body } = await app.graphql('{ marketplaceListings { total totalCount } }');
    expect(body.data.marketplaceListings.totalCount).toBe(body.data.marketplaceListings.total);
    const introspected = await app.graphql('{ __type(name: "MarketplaceListingPage") { fields(includeDeprecated: true) { name isDeprecated } } }');
    const fields = introspected.body.data.__type.fields as { name: string; isDeprecated: boolean }[];
    expect(fields.find((field) => field.name === 'total')?.isDeprecated).toBe(true);
    expect(fields.find((field) => field.name === 'totalCount')?.isDeprecated).toBe(false);
  });

  it('every list has the same cap, 100: asking for more is a 400, never a silent cut', async () => {
    for (const path of ['/api/products?limit=101', '/api/products/search?q=watch&limit=101', '/api/marketplace/listings?limit=101', '/api/marketplace/listings?limit=0']) {
      const answer = await app.fetch(path);
      expect(answer.status, path).toBe(400);
    }
    expect((await (await app.fetch('/api/marketplace/listings?limit=101')).json()).error.message).toBe('limit must be a whole number from 1 to 100.');
    expect((await app.fetch('/api/marketplace/listings?limit=100')).status).toBe(200);
    // GraphQL refuses the field (an argument error in `errors`, no data), as it refuses any argument out of bounds.
    for (const query of ['{ products(page: { limit: 101 }) { totalCount } }', '{ marketplaceListings(page: { limit: 101 }) { totalCount } }']) {
      const { body } = await app.graphql(query);
      expect(body.data, query).toBeNull();
      expect(body.errors[0].extensions, query).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'limit', messages: ['limit must not be greater than 100'] }] });
    }
    const hundred = await app.graphql('{ marketplaceListings(page: { limit: 100 }) { limit } }');
    expect(hundred.body.data.marketplaceListings.limit).toBe(100);
  });

  it('with a partner key, a GraphQL list asked for more than 100 (or a forged cursor) is an HTTP 400, as on REST', async () => {
    const staff = await verifiedCustomer(app);
    await sql(app.orm, "update app_user set role = 'admin' where email = ?", [staff.email]);
    const admin = testBrowser(app);
    await admin.post('/api/auth/login', { email: staff.email, password: STRONG_PASSWORD });
    const secret = (await admin.graphql('mutation { createPartnerApiKey(input: { label: "Caps", scopes: ["catalogue:read"] }) { secret } }')).body.data.createPartnerApiKey.secret;
    const ask = async (query: string) => {
      const response = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` }, body: JSON.stringify({ query }) });
      return { status: response.status, body: await response.json() };
    };
    for (const query of [
      '{ products(page: { limit: 101 }) { totalCount } }',
      '{ marketplaceListings(page: { limit: 101 }) { totalCount } }',
      '{ productConnection(first: 101) { totalCount } }',
      '{ marketplaceListingConnection(first: 101) { totalCount } }',
      '{ productConnection(first: 2, after: "bm90LWEtY3Vyc29y") { totalCount } }',
    ]) {
      const { status, body } = await ask(query);
      expect(status, query).toBe(400);
      expect(body.errors[0].extensions.code, query).toBe('BAD_USER_INPUT');
    }
    // Within the cap it answers as before.
    expect((await ask('{ productConnection(first: 100) { totalCount } }')).status).toBe(200);
  });
});
