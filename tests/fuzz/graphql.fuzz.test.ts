import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nastyString } from './arbitraries';
import { expectSafe } from './expect-safe';
import { expectHealthy, startFuzzTarget, type FuzzTarget } from './fuzz-app';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, withinBudget } from './fuzz-budget';
import { loadSchema, operationsOf } from './graphql-operations';

/** Signing out mid-run would only make the signed-in callers anonymous; they skip it. */
const ANONYMOUS_ONLY = new Set(['logout']);
const operations = operationsOf(loadSchema());
let target: FuzzTarget;

beforeAll(async () => {
  target = await startFuzzTarget();
});

afterAll(async () => {
  await target?.app.close();
});

interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

async function send(who: number, body: string, contentType = 'application/json') {
  const response = await target.callers[who].fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': contentType, 'apollo-require-preflight': 'true' },
    body,
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

function expectNoInternalErrors(label: string, text: string) {
  let errors: GraphqlError[] = [];
  try {
    errors = (JSON.parse(text) as { errors?: GraphqlError[] }).errors ?? [];
  } catch {
    return;
  }
  for (const error of errors) {
    expect.soft(error.extensions?.code, `${label}: ${error.message}`).not.toBe('INTERNAL_SERVER_ERROR');
  }
}

describe('GraphQL fuzz: every operation of schema.graphql with odd variables', () => {
  it(`covers all ${operations.length} root fields`, () => {
    expect(operations.map((op) => op.name)).toEqual(expect.arrayContaining(['products', 'product', 'searchProducts', 'register', 'startCheckout', 'refundOrder']));
  });

  it('answers every operation without a 5xx, an internal error or a leak', async () => {
    for (const operation of operations) {
      const callers = ANONYMOUS_ONLY.has(operation.name) ? fc.constant(0) : fc.integer({ min: 0, max: 2 });
      const budget = withinBudget(operations.length);
      await fc.assert(
        fc.asyncProperty(callers, operation.variables, budget.guard(async (who, variables) => {
          const label = `${operation.name}(${JSON.stringify(variables).slice(0, 200)}) as caller ${who}`;
          const response = await send(who, JSON.stringify({ query: operation.document, variables }));
          expectSafe(label, response.status, response.text, response.type);
          expectNoInternalErrors(label, response.text);
          if (response.status < 400 || response.status >= 500) return;
          expect.soft(response.text, `${label} has no JSON errors`).toContain('"errors"');
        })),
        budget.params(),
      );
    }
  }, FUZZ_TIMEOUT_MS);

  it('broken documents and envelopes are 400s with GraphQL errors', async () => {
    const documents = fc.oneof(
      nastyString,
      fc.constantFrom('{ __typename ', '{{{{{{{{{{{{{{{{', 'query {', '}', 'mutation { logout', `{ ${'__typename '.repeat(2500)}}`, '{ products(page: {limit: "x"}) { totalCount } }', '{ product(id: 1e400) { id } }'),
      operationsAsText(),
    );
    const envelope = fc.oneof(
      documents.map((query) => JSON.stringify({ query })),
      fc.constantFrom('{', '[]', '[{"query":"{ __typename }"}]', '{"query": 1}', '{"query": null}', '{"query":"{ __typename }","variables":"x"}', '{"query":"{ __typename }","operationName":7}', '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"x"}}}'),
    );
    const budget = withinBudget(1, FUZZ_RUNS * 4);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 }), envelope, budget.guard(async (who, body) => {
        const response = await send(who, body);
        expectSafe(`POST /graphql ${body.slice(0, 120)}`, response.status, response.text, response.type);
        expectNoInternalErrors(body.slice(0, 120), response.text);
      })),
      budget.params(),
    );
  }, FUZZ_TIMEOUT_MS);

  it('answers a syntax error with HTTP 400 (GraphQL over HTTP)', async () => {
    for (const query of ['{ __typename ', '{{{{{{{{{{{{{{{{']) {
      const response = await send(0, JSON.stringify({ query }));
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    }
  });

  it('the server is healthy afterwards', async () => {
    expect(await expectHealthy(target.app)).toEqual({ health: 200, listing: 200, items: 2 });
  });
});

/** Real operations with a character cut out or doubled: near-misses of valid documents. */
function operationsAsText() {
  return fc.tuple(fc.constantFrom(...operations.map((op) => op.document)), fc.nat(), fc.boolean()).map(([document, at, cut]) => {
    const index = at % document.length;
    return cut ? document.slice(0, index) + document.slice(index + 1) : document.slice(0, index) + document[index] + document.slice(index);
  });
}
