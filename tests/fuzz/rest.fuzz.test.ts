import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyJson, nastyString, urlFragment } from './arbitraries';
import { expectSafe } from './expect-safe';
import { expectHealthy, startFuzzTarget, type FuzzTarget } from './fuzz-app';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, withinBudget } from './fuzz-budget';
import { GET_ROUTES, POST_ROUTES } from './rest-routes';

let target: FuzzTarget;

beforeAll(async () => {
  target = await startFuzzTarget();
});

afterAll(async () => {
  await target?.app.close();
});

const caller = fc.integer({ min: 0, max: 2 });

describe('REST fuzz: malformed requests get a 4xx and a clear JSON error, never a 5xx or a leak', () => {
  it('GET paths with odd path segments and query strings', async () => {
    for (const route of GET_ROUTES) {
      const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(route.params.length ? route.params : ['x'])), urlFragment), urlFragment), { maxLength: 4 });
      const budget = withinBudget(GET_ROUTES.length);
      await fc.assert(
        fc.asyncProperty(caller, fc.array(urlFragment, { minLength: 2, maxLength: 2 }), query, budget.guard(async (who, segments, pairs) => {
          let index = 0;
          const path = route.path.replace(/:\w+/g, () => segments[index++ % segments.length]);
          const url = `${path}${pairs.length ? '?' : ''}${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`;
          const response = await target.callers[who].fetch(url, { headers: { accept: 'application/json' } });
          expectSafe(`GET ${url}`, response.status, await response.text(), response.headers.get('content-type'));
        })),
        budget.params(),
      );
    }
  }, FUZZ_TIMEOUT_MS);

  it('POST bodies: wrong types, odd values, extra and missing fields', async () => {
    for (const route of POST_ROUTES) {
      const body = fc.oneof(
        fc.dictionary(fc.oneof(fc.constantFrom(...route.fields), fc.string({ maxLength: 10 })), anyJson, { maxKeys: route.fields.length + 2 }),
        anyJson,
      );
      const budget = withinBudget(POST_ROUTES.length);
      await fc.assert(
        fc.asyncProperty(caller, body, budget.guard(async (who, payload) => {
          const response = await target.callers[who].fetch(route.path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(payload) ?? 'null',
          });
          expectSafe(`POST ${route.path} ${JSON.stringify(payload)?.slice(0, 200)}`, response.status, await response.text(), response.headers.get('content-type'));
        })),
        budget.params(),
      );
    }
  }, FUZZ_TIMEOUT_MS);

  it('POST bodies that are not JSON, or claim another type', async () => {
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-7', 'application/xml', '');
    const raw = fc.oneof(nastyString, fc.constantFrom('{', '{"a":', '[1,', '{"email": "a@b.c",}', '\u0000\u0001', '--x\r\nContent-Disposition: form-data; name="f"\r\n\r\n', 'x'.repeat(200_000)));
    const budget = withinBudget(1, FUZZ_RUNS * 4);
    await fc.assert(
      fc.asyncProperty(caller, fc.constantFrom(...POST_ROUTES.map((route) => route.path)), contentType, raw, budget.guard(async (who, path, type, payload) => {
        const response = await target.callers[who].fetch(path, { method: 'POST', headers: type ? { 'content-type': type } : {}, body: payload });
        expectSafe(`POST ${path} as ${type}`, response.status, await response.text(), response.headers.get('content-type'));
      })),
      budget.params(),
    );
  }, FUZZ_TIMEOUT_MS);

  it('the requests that once answered 500 now answer 4xx or an empty result', async () => {
    for (const url of ['/api/products/search?search=%%%%%%%%', '/api/products/watches?search=%%%%', '/api/products/search?q=%00', '/api/products?search=%E0%A4%A']) {
      const response = await target.app.fetch(url);
      expectSafe(`GET ${url}`, response.status, await response.text(), response.headers.get('content-type'));
      expect(response.status, url).toBeLessThan(500);
    }
  });

  const INHERITED = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', '__defineGetter__'];

  it('a name every object inherits, as any parameter of any route, answers 4xx or a result', async () => {
    for (const route of GET_ROUTES) {
      const path = route.path.replace(/:\w+/g, '1');
      for (const name of route.params) {
        for (const value of INHERITED) {
          for (const url of [`${path}?${name}=${value}`, `${path}?${value}=${name}`]) {
            const response = await target.app.fetch(url, { headers: { accept: 'application/json' } });
            expectSafe(`GET ${url}`, response.status, await response.text(), response.headers.get('content-type'));
          }
        }
      }
    }
  }, FUZZ_TIMEOUT_MS);

  it('a name every object inherits, as any field of any body, answers 4xx or a result', async () => {
    for (const route of POST_ROUTES) {
      for (const field of route.fields) {
        for (const value of INHERITED) {
          for (const body of [{ [field]: value }, JSON.parse(`{"${value}": "${field}"}`)]) {
            const who = target.callers[1];
            const response = await who.fetch(route.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
            expectSafe(`POST ${route.path} ${JSON.stringify(body)}`, response.status, await response.text(), response.headers.get('content-type'));
          }
        }
      }
    }
  }, FUZZ_TIMEOUT_MS);

  it('oversized headers and bodies are refused with a 4xx', async () => {
    const big = await target.app.fetch('/api/products', { headers: { cookie: `a=${'x'.repeat(20_000)}` } }).catch(() => null);
    expect(big === null || (big.status >= 400 && big.status < 500)).toBe(true);
    const huge = await target.app.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(300_000) }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } });
  });

  it('the server is healthy afterwards', async () => {
    expect(await expectHealthy(target.app)).toEqual({ health: 200, listing: 200, items: 2 });
  });
});
