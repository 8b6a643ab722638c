import { afterEach, describe, expect, it, vi } from 'vitest';
import { postAndForget } from './post-and-forget';

afterEach(() => vi.unstubAllGlobals());

describe('postAndForget', () => {
  it('POSTs JSON with keepalive and reads the answer to the end, so the request closes', async () => {
    const response = new Response('{"data":{}}');
    const calls: [string, RequestInit][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(response);
    });
    postAndForget('/graphql', '{"query":"{ x }"}', { 'apollo-require-preflight': 'true' });
    expect(calls).toEqual([
      [
        '/graphql',
        {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', 'apollo-require-preflight': 'true' },
          body: '{"query":"{ x }"}',
          keepalive: true,
        },
      ],
    ]);
    await vi.waitFor(() => expect(response.bodyUsed).toBe(true));
  });

  it('never throws or rejects: not when fetch throws at once, not when it fails', async () => {
    vi.stubGlobal('fetch', () => {
      throw new TypeError('fetch is not available');
    });
    expect(() => postAndForget('/x', '{}')).not.toThrow();
    const rejected = vi.fn();
    process.on('unhandledRejection', rejected);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    postAndForget('/x', '{}');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', rejected);
    expect(rejected).not.toHaveBeenCalled();
  });
});
