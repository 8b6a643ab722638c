import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let requests: [string, RequestInit][];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('window', { location: { pathname: '/products/watches' } });
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Test' });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push([url, init]);
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const bodyOf = (index: number) => JSON.parse(String(requests[index][1].body));

describe('reportClientError', () => {
  it('posts {message, stack, componentStack, route, userAgent} as JSON to /api/logs/client-error', async () => {
    const { reportClientError } = await import('./report-client-error');
    const error = new TypeError('price is undefined');
    reportClientError(error, '\n    at ProductCard\n    at ProductGrid');
    expect(requests).toHaveLength(1);
    const [url, init] = requests[0];
    expect(url).toBe('/api/logs/client-error');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    expect(bodyOf(0)).toEqual({
      message: 'price is undefined',
      stack: error.stack,
      componentStack: '\n    at ProductCard\n    at ProductGrid',
      route: '/products/watches',
      userAgent: 'Mozilla/5.0 Test',
    });
  });

  it('keeps the body under the endpoint’s 8 KB limit however long the stacks are', async () => {
    const { reportClientError } = await import('./report-client-error');
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(20_000);
    reportClientError(error, 'c'.repeat(20_000));
    expect(new TextEncoder().encode(String(requests[0][1].body)).length).toBeLessThan(8 * 1024);
    expect(bodyOf(0).message).toHaveLength(1000);
  });

  it('sends the same error once, and at most five errors per page view', async () => {
    const { reportClientError, MAX_REPORTS_PER_PAGE } = await import('./report-client-error');
    const repeated = new Error('again');
    reportClientError(repeated);
    reportClientError(repeated);
    expect(requests).toHaveLength(1);
    for (let i = 0; i < 10; i++) reportClientError(new Error(`error ${i}`));
    expect(requests).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it('never throws, even when the network call does', async () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('offline');
    });
    const { reportClientError } = await import('./report-client-error');
    expect(() => reportClientError(new Error('boom'))).not.toThrow();
  });
});
