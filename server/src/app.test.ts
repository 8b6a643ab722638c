import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from './graphql/apollo';
import { startTestApp, type TestApp } from './test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

function expectNoLeak(text: string) {
  expect(text).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|stack|select |insert |relation "/i);
}

describe('REST facade basics', () => {
  it('GET /api/health reports the server and the database', async () => {
    const response = await app.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('GET /api/products/featured answers at most 4 featured products with prices in pounds', async () => {
    const response = await app.fetch('/api/products/featured');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const products = await response.json();
    expect(products).toHaveLength(4);
    for (const product of products) {
      expect(product.featured).toBe(true);
      expect(typeof product.id).toBe('number');
      expect(product.price).toBeGreaterThan(0);
      expect(Number.isInteger(product.price * 100)).toBe(true);
      expect(product.imageUrl).toMatch(/^\/images\/products\/.+\/0\.webp$/);
    }
  });

  it('GET /api/products/{id} answers one product, and a JSON 404 for an unknown or malformed id', async () => {
    const [first] = await (await app.fetch('/api/products/featured')).json();
    const found = await app.fetch(`/api/products/${first.id}`);
    expect(found.status).toBe(200);
    expect((await found.json()).name).toBe(first.name);

    for (const id of ['999999', 'abc', '0', '99999999999999999999']) {
      const missing = await app.fetch(`/api/products/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Product not found' } });
    }
  });

  it('unknown /api routes answer 404 in the error shape', async () => {
    const response = await app.fetch('/api/no-such-thing', { method: 'POST' });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });

  it('malformed JSON answers 400, never 500, without a stack trace', async () => {
    const response = await app.fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } });
    expectNoLeak(text);
  });

  it('oversized bodies answer 413', async () => {
    const response = await app.fetch('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves every product image the catalogue names, rendered here, with immutable caching', async () => {
    const [product] = await (await app.fetch('/api/products/featured')).json();
    for (const url of [product.imageUrl, ...product.galleryImages]) {
      const response = await app.fetch(`${url}?w=320`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // A picture's headers, not a document's (issue 17): these two act on it, the page's policies do not.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    const missing = await app.fetch('/images/products/NO-SUCH-SKU/0.webp');
    expect(missing.status).toBe(404);
  });

  it('sends security headers', async () => {
    const response = await app.fetch('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('GraphQL', () => {
  it('featuredProducts returns 4 products with money in pence and formatted in pounds', async () => {
    const { status, body } = await app.graphql(
      '{ featuredProducts { id name brand featured price { amount currencyCode formatted } imageUrl } }',
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.featuredProducts).toHaveLength(4);
    const [product] = body.data.featuredProducts;
    expect(product.price.currencyCode).toBe('GBP');
    expect(product.price.formatted).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(product.price.amount / 100),
    );
  });

  it('product(id) returns the product, and null for an unknown id', async () => {
    const { body: featured } = await app.graphql('{ featuredProducts { id name } }');
    const id = featured.data.featuredProducts[0].id;
    const { body } = await app.graphql('query ($id: ID!) { product(id: $id) { id name } }', { id });
    expect(body.data.product).toEqual(featured.data.featuredProducts[0]);
    const { body: missing } = await app.graphql('{ product(id: "424242") { id } }');
    expect(missing.data.product).toBeNull();
  });

  it('rejects cross-site simple requests (CSRF prevention)', async () => {
    const response = await app.fetch('/graphql?query=%7BfeaturedProducts%7Bid%7D%7D', { method: 'GET' });
    expect(response.status).toBe(400);
  });

  it('answers malformed JSON and wrong types with 4xx and a code, never a stack trace', async () => {
    const malformed = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: '{"query": "{ featuredProducts { id } ',
    });
    expect(malformed.status).toBe(400);
    const malformedBody = await malformed.json();
    expect(malformedBody.errors[0].extensions.code).toBe('BAD_REQUEST');

    const wrongType = await app.graphql('query ($id: ID!) { product(id: $id) { id } }', { id: { nested: true } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expectNoLeak(JSON.stringify(wrongType.body));

    const unknownField = await app.graphql('{ featuredProducts { secret } }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('limits query depth and aliases', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 5 }, (_, i) => `a${i}: featuredProducts { id }`).join(' ');
    const tooManyAliases = await app.graphql(`{ ${aliases} }`);
    expect(tooManyAliases.status).toBe(400);
    expect(tooManyAliases.body.errors[0].message).toMatch(/alias/i);

    const nested = (depth: number): string => (depth === 0 ? 'id' : `... on Product { ${nested(depth - 1)} }`);
    const deep = await app.graphql(`{ featuredProducts { ${nested(GRAPHQL_LIMITS.maxDepth + 2)} } }`);
    expect(deep.status).toBe(400);
    expect(deep.body.errors.map((error: { message: string }) => error.message)).toContainEqual(expect.stringMatching(new RegExp(`depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded`, 'i')));
  });

  it('rejects batched requests', async () => {
    const response = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify([{ query: '{ featuredProducts { id } }' }, { query: '{ featuredProducts { id } }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('serves the API explorer, not the CDN-loaded Apollo Sandbox, to browsers at /graphql', async () => {
    const response = await app.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Aurum API explorer — GraphiQL</title>');
    expect(html).not.toContain('apollographql.com');
  });
});
