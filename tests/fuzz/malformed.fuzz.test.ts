import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSafe } from './expect-safe';
import { expectHealthy, startFuzzTarget, type FuzzTarget } from './fuzz-app';
import { FUZZ_TIMEOUT_MS, withinBudget } from './fuzz-budget';
import { type FuzzOperation, loadSchema, operationsOf } from './graphql-operations';
import { deepDocument, deepJson, jsonWithNul, nulInHeader, nulInUrl, strayOperationName, twoOperations } from './malformed-arbitraries';
import { GET_ROUTES, POST_ROUTES } from './rest-routes';

/** Signing out mid-run would only make the signed-in callers anonymous. */
const operations = operationsOf(loadSchema()).filter((operation) => operation.name !== 'logout');
const caller = fc.integer({ min: 0, max: 2 });
/** This file's five properties share one test's budget (FUZZ_BUDGET_MS), so the file takes about as long as one test of the others. */
const share = () => withinBudget(5);

/** The NULs of issue 31 that reached PostgreSQL, tried first (as a signed-in customer), written into the document and as variables. */
const KNOWN_NUL_CASES: [string, Record<string, unknown>, boolean][] = [
  ['recordProductInterest', { productId: '12', kind: 'CART_ADD', size: 'M\u0000' }, true],
  ['recordProductInterest', { productId: '12', kind: 'CART_ADD', size: 'M\u0000' }, false],
  ['supportTicket', { number: 'T-\u00001' }, true],
  ['updateProfile', { input: { firstName: 'A\u0000', lastName: 'B' } }, true],
  ['replyToSupportTicket', { number: 'T-1', message: 'Hello\u0000 there' }, true],
  ['createServiceRequest', { input: { kind: 'return', orderNumber: 'A-1', itemName: 'Coat', reason: 'Too big', details: 'x\u0000' } }, true],
  ['searchProducts', { q: 'a\u0000' }, true],
];
let target: FuzzTarget;

beforeAll(async () => {
  target = await startFuzzTarget();
});

afterAll(async () => {
  await target?.app.close();
});

interface Probe {
  who: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

interface Answer {
  status: number;
  type: string | null;
  text: string;
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const postGraphql = async (who: number, body: unknown) =>
  answer(await target.callers[who].fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: JSON.stringify(body) }));

/** Never a 5xx or a leak, and a refusal is a GraphQL error of the caller's, not INTERNAL_SERVER_ERROR. */
function expectRefusedSafely(label: string, response: Answer) {
  expectSafe(label, response.status, response.text, response.type);
  expect.soft(response.text, `${label}: internal error`).not.toContain('INTERNAL_SERVER_ERROR');
}

describe('fuzz: the classes of malformed request that once answered 500', () => {
  it('an operationName that names no operation of the document is a 400', async () => {
    const sample = fc.tuple(caller, fc.constantFrom(...operations), strayOperationName, fc.boolean(), fc.boolean());
    const budget = share();
    await fc.assert(
      fc.asyncProperty(sample, budget.guard(async ([who, operation, name, two, unnamed]) => {
        const query = two ? twoOperations(operation) : operation.document;
        const response = await postGraphql(who, { query, ...(two && unnamed ? {} : { operationName: name }) });
        const label = `${operation.name} as ${JSON.stringify(two && unnamed ? null : name).slice(0, 60)}`;
        expectRefusedSafely(label, response);
        expect.soft(response.status, `${label}: ${response.text.slice(0, 200)}`).toBe(400);
      })),
      budget.params(),
    );
  }, FUZZ_TIMEOUT_MS);

  it('a NUL in a GraphQL document literal or in the variables is a 400', async () => {
    const sample = fc.constantFrom(...operations).chain((operation) => fc.tuple(caller, fc.constant(operation), operation.variablesWithNul, fc.boolean()));
    const budget = share();
    await fc.assert(
      fc.asyncProperty(sample, budget.guard(async ([who, operation, variables, inline]) => {
        const body = inline ? { query: operation.inlined(variables) } : { query: operation.document, variables };
        const response = await postGraphql(who, body);
        expectRefusedSafely(`${operation.name} ${JSON.stringify(body).slice(0, 300)}`, response);
      })),
      budget.params(KNOWN_NUL_CASES.map(([name, variables, inline]) => [[1, operations.find((op) => op.name === name)!, variables, inline]] as [[number, FuzzOperation, Record<string, unknown>, boolean]])),
    );
  }, FUZZ_TIMEOUT_MS);

  it('a NUL in a path segment, a query string, a header or a JSON body is a 4xx', async () => {
    const get = fc.tuple(caller, fc.constantFrom(...GET_ROUTES), nulInUrl, fc.option(nulInHeader, { nil: undefined })).map(([who, route, fragment, header]): Probe => {
      const segment = route.path.includes(':') && fragment.length % 2 === 0;
      const path = route.path.replace(/:\w+/g, segment ? fragment : '1');
      const url = segment ? path : `${path}?${route.params[0] ?? 'x'}=${fragment}`;
      return { who, method: 'GET', url, headers: header ? { [header[0]]: header[1] } : {}, body: undefined };
    });
    const post = fc.tuple(caller, fc.constantFrom(...POST_ROUTES), jsonWithNul).map(([who, route, value]): Probe => ({
      who,
      method: 'POST',
      url: route.path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ [route.fields[0]]: value }),
    }));
    // Every GET route once with a NUL in a path segment, besides the random cases.
    const everyRoute = GET_ROUTES.map((route): Probe => ({ who: 0, method: 'GET', url: route.path.replace(':file', '0.webp').replace(/:\w+/g, 'ABC%00') + (route.path.includes(':') ? '' : '?x=%00'), headers: {}, body: undefined }));
    const budget = share();
    await fc.assert(
      fc.asyncProperty(fc.oneof(get, post), budget.guard(async ({ who, method, url, headers, body }) => {
        const response = await answer(await target.callers[who].fetch(url, { method, headers: { accept: 'application/json', ...headers }, body }));
        expectRefusedSafely(`${method} ${url} ${JSON.stringify(headers)} ${body?.slice(0, 200) ?? ''}`, response);
        expect.soft(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      })),
      budget.params(everyRoute.map((request): [Probe] => [request])),
    );
  }, FUZZ_TIMEOUT_MS);

  it('a document nested too deeply is a 400, never the engine’s stack overflow', async () => {
    const budget = share();
    await fc.assert(
      fc.asyncProperty(caller, deepDocument(operations), budget.guard(async (who, query) => {
        const response = await postGraphql(who, { query });
        expectRefusedSafely(`document ${query.slice(0, 160)}…`, response);
        expect.soft(response.status, query.slice(0, 160)).toBeGreaterThanOrEqual(400);
      })),
      budget.params(),
    );
  }, FUZZ_TIMEOUT_MS);

  it('variables and JSON bodies nested too deeply are a 4xx', async () => {
    const sample = fc.tuple(caller, fc.constantFrom(...operations), deepJson, fc.constantFrom(...POST_ROUTES), fc.boolean());
    const budget = share();
    await fc.assert(
      fc.asyncProperty(sample, budget.guard(async ([who, operation, value, route, graphql]) => {
        const argument = /\$(\w+):/.exec(operation.document)?.[1] ?? 'x';
        const body = graphql
          ? `{"query":${JSON.stringify(operation.document)},"variables":{"${argument}":${value}}}`
          : `{"${route.fields[0]}":${value}}`;
        const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
        const response = await answer(await target.callers[who].fetch(graphql ? '/graphql' : route.path, { method: 'POST', headers, body }));
        expectRefusedSafely(graphql ? `${operation.name}($${argument}: deep)` : `POST ${route.path} deep`, response);
      })),
      budget.params(),
    );
  }, FUZZ_TIMEOUT_MS);

  it('the server is healthy afterwards', async () => {
    expect(await expectHealthy(target.app)).toEqual({ health: 200, listing: 200, items: 2 });
  });
});
