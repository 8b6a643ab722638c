import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from './apollo-cache';

const LISTING = gql`
  query Listing($filter: ProductFilterInput, $sort: ProductSort, $page: PageInput) {
    products(filter: $filter, sort: $sort, page: $page) {
      totalCount
      offset
      limit
      hasMore
      items {
        id
        name
      }
    }
  }
`;

const PRODUCT = gql`
  query Product($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`;

const product = (id: number) => ({ __typename: 'Product', id: String(id), name: `Watch ${id}` });
const page = (offset: number, limit: number, total = 30) => ({
  products: {
    __typename: 'ProductPage',
    totalCount: total,
    offset,
    limit,
    hasMore: offset + limit < total,
    items: Array.from({ length: Math.min(limit, total - offset) }, (_, i) => product(offset + i + 1)),
  },
});

const variables = (offset: number, limit: number, filter = { category: 'WATCHES' }) => ({ filter, sort: 'NEWEST', page: { offset, limit } });

describe('Apollo cache policies', () => {
  it('Load More: after fetching 12 and the next 12, the first 24 are read without a request', () => {
    const cache = createApolloCache();
    cache.writeQuery({ query: LISTING, variables: variables(0, 12), data: page(0, 12) });
    cache.writeQuery({ query: LISTING, variables: variables(12, 12), data: page(12, 12) });
    const result = cache.readQuery<any>({ query: LISTING, variables: variables(0, 24) });
    expect(result.products.items.map((item: { id: string }) => item.id)).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
    expect(result.products.hasMore).toBe(true);
  });

  it('a page with missing items is not read from the cache, so it is fetched', () => {
    const cache = createApolloCache();
    cache.writeQuery({ query: LISTING, variables: variables(0, 12), data: page(0, 12) });
    expect(cache.readQuery({ query: LISTING, variables: variables(0, 24) })).toBeNull();
    expect(cache.readQuery({ query: LISTING, variables: variables(24, 24) })).toBeNull();
  });

  it('the last short page reads as complete and without more', () => {
    const cache = createApolloCache();
    cache.writeQuery({ query: LISTING, variables: variables(24, 24), data: page(24, 24) });
    const result = cache.readQuery<any>({ query: LISTING, variables: variables(24, 24) });
    expect(result.products.items).toHaveLength(6);
    expect(result.products.hasMore).toBe(false);
  });

  it('keeps listings with different filters apart, and a first page replaces older results', () => {
    const cache = createApolloCache();
    cache.writeQuery({ query: LISTING, variables: variables(0, 12), data: page(0, 12) });
    cache.writeQuery({ query: LISTING, variables: variables(0, 12, { category: 'CLOTHING' } as never), data: page(0, 12, 12) });
    expect(cache.readQuery<any>({ query: LISTING, variables: variables(0, 12) }).products.totalCount).toBe(30);
    cache.writeQuery({ query: LISTING, variables: variables(0, 12), data: page(0, 12, 15) });
    expect(cache.readQuery<any>({ query: LISTING, variables: variables(0, 12) }).products.totalCount).toBe(15);
  });

  it('a product seen in a listing is read for quick view or its page without a request', () => {
    const cache = createApolloCache();
    cache.writeQuery({ query: LISTING, variables: variables(0, 12), data: page(0, 12) });
    expect(cache.readQuery<any>({ query: PRODUCT, variables: { id: '5' } }).product).toEqual(product(5));
    expect(cache.readQuery({ query: PRODUCT, variables: { id: '99' } })).toBeNull();
  });
});
