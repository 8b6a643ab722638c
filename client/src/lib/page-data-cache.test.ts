import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '@aurum/rules/page-data/apollo-cache';
import type { PageDataBlock } from '@aurum/rules/page-data/first-screen';
import { pageDataFetchedAt, restorePageData } from './page-data-cache';

const PRODUCT = gql`
  query ProductName($id: ID!) {
    product(id: $id) {
      id
      name
      __typename
    }
  }
`;

/** A stand-in for the document holding the server's data block. */
function pageWith(text: string | null) {
  const element = { textContent: text, removed: false, remove() { this.removed = true; } };
  return { element, doc: { getElementById: (id: string) => (id === 'aurum-page-data' && text !== null ? element : null) } as unknown as Document };
}

describe('restorePageData', () => {
  it('restores the normalised answers into the cache, so the page’s query reads them with no request', () => {
    const data = { product: { id: '7', name: 'Rolex Deepsea', __typename: 'Product' } };
    const server = createApolloCache();
    server.writeQuery({ query: PRODUCT, variables: { id: '7' }, data });
    const block: PageDataBlock = { operations: [{ name: 'ProductName', variables: { id: '7' } }], cache: server.extract() };
    const { element, doc } = pageWith(JSON.stringify(block));
    const cache = createApolloCache();
    restorePageData(cache, doc);
    expect(cache.readQuery({ query: PRODUCT, variables: { id: '7' } })).toEqual(data);
    expect(element.removed).toBe(true);
    expect(pageDataFetchedAt('ProductName', { id: '7' })).toBeTypeOf('number');
    expect(pageDataFetchedAt('ProductName', { id: '8' })).toBeUndefined();
  });

  it('ignores a page without data and data it cannot read', () => {
    for (const text of [null, '', '{not json', '[]', '{"operations":[]}', '{"operations":{},"cache":{}}']) {
      const cache = createApolloCache();
      expect(() => restorePageData(cache, pageWith(text).doc)).not.toThrow();
      expect(cache.extract()).toEqual({});
    }
  });
});
