import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { encodingFor, recogniseListingRequest } from './listing-request';

const EXTENSIONS = '{"persistedQuery":{"version":1,"sha256Hash":"abc"}}';
const url = (variables = '{"filter":{},"sort":"NEWEST","page":{}}') =>
  `/graphql?operationName=CollectionListing&variables=${encodeURIComponent(variables)}&extensions=${encodeURIComponent(EXTENSIONS)}`;
const request = (path: string, headers: Record<string, string> = {}) =>
  ({ method: 'GET', url: path, headers: { 'apollo-require-preflight': 'true', ...headers } }) as unknown as IncomingMessage;

describe('the encoding the compression middleware would choose', () => {
  it('brotli when offered, then gzip, none without a header; anything subtler is left to the middleware', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, deflate')).toBe('gzip');
    expect(encodingFor(undefined)).toBe('identity');
    expect(encodingFor('identity')).toBe('identity');
    expect(encodingFor('*')).toBeNull();
    expect(encodingFor('deflate')).toBeNull();
    expect(encodingFor('br;q=0, gzip')).toBeNull();
  });
});

describe('recognising the web app listing request', () => {
  it('takes the app’s GET and its variables', () => {
    expect(recogniseListingRequest(request(url()), EXTENSIONS, () => true)).toEqual({
      variables: { filter: {}, sort: 'NEWEST', page: {} },
      contentType: 'application/json; charset=utf-8',
      encoding: 'identity',
    });
  });

  it('leaves a hash this process does not hold yet, a POST, a deep or NUL-bearing variable to the normal path', () => {
    expect(recogniseListingRequest(request(url()), EXTENSIONS, () => false)).toBeNull();
    expect(recogniseListingRequest({ ...request(url()), method: 'POST' } as IncomingMessage, EXTENSIONS, () => true)).toBeNull();
    const deep = `{"filter":${'['.repeat(80)}${']'.repeat(80)}}`;
    expect(recogniseListingRequest(request(url(deep)), EXTENSIONS, () => true)).toBeNull();
    expect(recogniseListingRequest(request(url('{"filter":{"search":"a\\u0000"}}')), EXTENSIONS, () => true)).toBeNull();
    expect(recogniseListingRequest(request(url().replace('CollectionListing', 'ProductListing')), EXTENSIONS, () => true)).toBeNull();
  });
});
