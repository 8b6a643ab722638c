import { describe, expect, it } from 'vitest';
import { explorerFetcher } from './explorer-fetcher';

function recordingFetch(status: number, body: string) {
  const calls: { input: RequestInfo | URL; init: RequestInit }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ input, init: init ?? {} });
    return new Response(body, { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('the explorer fetcher', () => {
  it('POSTs JSON to this origin with the key as a bearer token and without cookies', async () => {
    const { calls, fetchImpl } = recordingFetch(200, '{"data":{"__typename":"Query"}}');
    const answer = await explorerFetcher('aur_secret', fetchImpl)({ query: '{ __typename }', operationName: null }, { headers: { 'X-Trace': 1 } });
    expect(answer).toEqual({ data: { __typename: 'Query' } });
    expect(calls).toHaveLength(1);
    const [{ input, init }] = calls;
    expect(input).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer aur_secret');
    // A JSON content type is what lets the POST past Apollo's CSRF prevention.
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-trace']).toBe('1');
    expect(JSON.parse(init.body as string)).toEqual({ query: '{ __typename }', operationName: null });
  });

  it('without a key sends the session cookies of this origin and no Authorization header', async () => {
    const { calls, fetchImpl } = recordingFetch(200, '{"data":{}}');
    await explorerFetcher('', fetchImpl)({ query: '{ __typename }' });
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(calls[0].init.headers).not.toHaveProperty('authorization');
  });

  it('the key wins over an Authorization typed in the headers editor', async () => {
    const { calls, fetchImpl } = recordingFetch(200, '{"data":{}}');
    await explorerFetcher('aur_field', fetchImpl)({ query: '{ __typename }' }, { headers: { Authorization: 'Bearer aur_typed' } });
    expect(calls[0].init.headers).toEqual(expect.objectContaining({ authorization: 'Bearer aur_field' }));
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
  });

  it('shows an answer that is not JSON as an error with its status', async () => {
    const { fetchImpl } = recordingFetch(502, '<html>Bad gateway</html>');
    const answer = await explorerFetcher('', fetchImpl)({ query: '{ __typename }' });
    expect(answer.errors?.map((error) => error.message)).toEqual(['HTTP 502: <html>Bad gateway</html>']);
  });
});
