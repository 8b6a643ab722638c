import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlErrorOf } from './api-error';
import { PaymentConfigText } from '../gql/texts/PaymentConfig';
import { StartCheckoutText } from '../gql/texts/StartCheckout';
import { GraphqlRequestError, requestGraphql } from './graphql-request';

const texts = { PaymentConfigText, StartCheckoutText };

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string) => vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(body, { status })));

describe('requestGraphql', () => {
  it("POSTs the operation's name, text and variables with the CSRF header, and returns its data", async () => {
    const fetch = answer(200, '{"data":{"paymentConfig":{"provider":"simulated"}}}');
    vi.stubGlobal('fetch', fetch);
    const data = await requestGraphql(texts.PaymentConfigText, {});
    expect(data).toEqual({ paymentConfig: { provider: 'simulated' } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(JSON.parse(init.body as string)).toEqual({ operationName: 'PaymentConfig', query: texts.PaymentConfigText.text, variables: {} });
  });

  it("throws the answer's GraphQL errors, which graphqlErrorOf reads as it reads Apollo's", async () => {
    const errors = [{ message: 'Sorry, Coat in size M is sold out.', extensions: { code: 'OUT_OF_STOCK', reason: 'sold_out' } }];
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ data: null, errors })));
    const failure = await requestGraphql(texts.StartCheckoutText, { input: { expectedTotal: 1, items: [] } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphqlRequestError);
    expect(graphqlErrorOf(failure)).toMatchObject({ message: 'Sorry, Coat in size M is sold out.', code: 'OUT_OF_STOCK', reason: 'sold_out', fields: {} });
  });

  it('throws a plain error for an answer without data or one that is not JSON, so no caller reads a server message', async () => {
    vi.stubGlobal('fetch', answer(503, 'down'));
    const notJson = await requestGraphql(texts.PaymentConfigText, {}).catch((error: unknown) => error);
    expect(notJson).toBeInstanceOf(Error);
    expect(notJson).not.toBeInstanceOf(GraphqlRequestError);
    expect((notJson as Error).message).toBe('PaymentConfig: no data in an answer with status 503');
    expect(graphqlErrorOf(notJson)).toBeNull();
    vi.stubGlobal('fetch', answer(200, '{"data":null}'));
    await expect(requestGraphql(texts.PaymentConfigText, {})).rejects.toThrow('PaymentConfig: no data in an answer with status 200');
  });

  it('rejects as fetch does when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestGraphql(texts.PaymentConfigText, {})).rejects.toThrow('Failed to fetch');
  });
});

describe('the generated operation texts (gql/texts/<Name>.ts)', () => {
  const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
  const modules = import.meta.glob<Record<string, unknown>>('../gql/texts/*.ts', { eager: true });
  const operations = Object.values(modules).flatMap((module) =>
    Object.entries(module).flatMap(([name, value]) => (name.endsWith('Text') ? [value as { name: string; text: string }] : [])),
  );

  it("are whole documents the committed schema accepts, one for each operation's module: the operation and every fragment it spreads", () => {
    expect(operations).toHaveLength(Object.keys(modules).length);
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) expect(validate(schema, parse(operation.text)).map((error) => `${operation.name}: ${error.message}`)).toEqual([]);
  });

  it("carry the operation's own name, as the server and the tests' request matchers read it", () => {
    expect(texts.StartCheckoutText.name).toBe('StartCheckout');
    expect(texts.StartCheckoutText.text).toMatch(/^mutation StartCheckout\(/);
    expect(texts.StartCheckoutText.text).toContain('fragment OrderItems_order on Order');
  });
});
