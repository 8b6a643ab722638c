import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NESTED_TOO_DEEPLY_MESSAGE, NUL_CHARACTER_MESSAGE } from '../common/input-shape';
import { verifiedCustomer, signIn, testBrowser, type TestBrowser } from '../test/account-helpers';
import { startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
let customer: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  const account = await verifiedCustomer(app);
  customer = testBrowser(app);
  await signIn(customer, account.email, account.password);
});
afterAll(() => app.close());

const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

async function postGraphql(body: unknown, browser?: TestBrowser) {
  const init = { method: 'POST', headers: GRAPHQL_HEADERS, body: JSON.stringify(body) };
  const response = await (browser ? browser.fetch('/graphql', init) : app.fetch('/graphql', init));
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] } };
}

const firstError = (body: { errors?: { message: string; extensions: { code: string } }[] }) => ({ message: body.errors?.[0]?.message, code: body.errors?.[0]?.extensions.code });

describe('an operationName that names no operation', () => {
  it('is a 400 with graphql-js words, for queries (compiled) and mutations alike', async () => {
    const query = await postGraphql({ query: 'query F { featuredProducts { id } }', operationName: 'G' });
    expect(query.status).toBe(400);
    expect(firstError(query.body)).toEqual({ message: 'Unknown operation named "G".', code: 'OPERATION_RESOLUTION_FAILURE' });
    const mutation = await postGraphql({ query: 'mutation F { logout }', operationName: 'G' });
    expect(mutation.status).toBe(400);
    const unnamed = await postGraphql({ query: 'query A { featuredProducts { id } } query B { featuredProducts { id } }' });
    expect(unnamed.status).toBe(400);
    expect(firstError(unnamed.body).message).toBe('Must provide operation name if query contains multiple operations.');
    const byGet = await app.fetch(`/graphql?query=${encodeURIComponent('query F { featuredProducts { id } }')}&operationName=G`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(byGet.status).toBe(400);
  });

  it('the right name still runs', async () => {
    const ok = await postGraphql({ query: 'query F { featuredProducts { id } } query G { __typename }', operationName: 'G' });
    expect(ok).toEqual({ status: 200, body: { data: { __typename: 'Query' }, extensions: expect.anything() } });
  });
});

describe('a NUL character, in every channel, is a 400 before PostgreSQL', () => {
  const refusedGraphql = { message: NUL_CHARACTER_MESSAGE, code: 'BAD_USER_INPUT' };

  it('in a string literal of the document (the escape \\u0000), for visitors and customers', async () => {
    const documents = [
      'mutation { recordProductInterest(productId: "12", kind: CART_ADD, size: "M\\u0000") }',
      '{ searchProducts(q: "a\\u0000b") { id } }',
      'mutation { updateProfile(input: { firstName: "A\\u0000", lastName: "B" }) { id } }',
      '{ supportTicket(number: "T-1\\u0000") { number } }',
      'mutation { replyToSupportTicket(number: "T-1", message: "Hello\\u0000 there, a reply") { number } }',
      'mutation { createServiceRequest(input: { kind: "return", orderNumber: "A-1", itemName: "Coat", reason: "Too big", details: "x\\u0000" }) { id } }',
    ];
    for (const query of documents) {
      for (const browser of [undefined, customer]) {
        const response = await postGraphql({ query }, browser);
        expect.soft(response.status, query).toBe(400);
        expect.soft(firstError(response.body), query).toEqual(refusedGraphql);
      }
    }
  });

  it('in a document sent by GET, and in variables', async () => {
    const byGet = await app.fetch(`/graphql?query=${encodeURIComponent('{ searchProducts(q: "a\\u0000") { id } }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(byGet.status).toBe(400);
    const variables = await postGraphql({ query: 'query Q($q: String!) { searchProducts(q: $q) { id } }', variables: { q: 'x\u0000' } });
    expect(variables.status).toBe(400);
    const getVariables = await app.fetch(
      `/graphql?query=${encodeURIComponent('query Q($q: String!) { searchProducts(q: $q) { id } }')}&variables=${encodeURIComponent('{"q":"x\\u0000"}')}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(getVariables.status).toBe(400);
    expect(firstError(await getVariables.json())).toEqual(refusedGraphql);
  });

  it('in a path segment, a query string, a cookie and a JSON body of the REST facade and the images', async () => {
    for (const url of ['/images/products/ABC%00/0.webp?w=320', '/images/products/ABC/0.webp?w=%00', '/api/products/1%00', '/api/products?search=a%00b', '/watches%00']) {
      const response = await app.fetch(url, { headers: { accept: 'application/json' } });
      expect.soft(response.status, url).toBe(400);
      expect.soft(await response.json(), url).toEqual({ error: { code: 'BAD_REQUEST', message: NUL_CHARACTER_MESSAGE } });
    }
    const cookie = await app.fetch('/api/auth/me', { headers: { cookie: 'aurum_session=ab%00cd' } });
    expect(cookie.status).toBe(400);
    const body = await app.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a\u0000@b.c', password: 'x' }) });
    expect(body.status).toBe(400);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200; i++) deep = [deep];
    const deepBody = await app.fetch('/api/newsletter/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.c', extra: deep }) });
    expect(deepBody.status).toBe(400);
  });

  it('a raw NUL in a header never reaches the app (Node refuses it with a 400)', async () => {
    const { port } = new URL(app.baseUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Odd: a\u0000b\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe('nesting', () => {
  it('a 3,000-deep list in a document is a 400 with a message of ours, not the engine’s', async () => {
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    const response = await postGraphql({ query: `{ products(filter: { brands: ${deep} }) { totalCount } }` });
    expect(response.status).toBe(400);
    expect(firstError(response.body).message).toBe(NESTED_TOO_DEEPLY_MESSAGE);
    expect(JSON.stringify(response.body)).not.toContain('call stack');
  });

  it('deep variables are refused the same way; real operations are not', async () => {
    let value: unknown = 'Rolex';
    for (let i = 0; i < 3000; i++) value = [value];
    const response = await postGraphql({ query: 'query Q($b: [String!]) { products(filter: { brands: $b }) { totalCount } }', variables: { b: value } });
    expect(response.status).toBe(400);
    expect(firstError(response.body).message).toBe(NESTED_TOO_DEEPLY_MESSAGE);
    const fine = await postGraphql({ query: 'query Q($b: [String!]) { products(filter: { brands: $b }) { totalCount } }', variables: { b: ['Rolex'] } });
    expect(fine.status).toBe(200);
  });
});
