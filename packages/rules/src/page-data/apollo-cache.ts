import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';

interface StoredPage {
  __typename: 'ProductPage';
  /** Every item fetched so far for this filter and order, at its position in the listing (holes allowed). */
  items: (Reference | undefined)[];
  totalCount: number;
  offset: number;
  limit: number;
  hasMore: boolean;
  facets?: unknown;
}

interface PageArgs {
  page?: { offset?: number | null; limit?: number | null } | null;
}

const DEFAULT_LIMIT = 24;

const slice = (args: PageArgs | null) => ({
  offset: args?.page?.offset ?? 0,
  limit: args?.page?.limit ?? DEFAULT_LIMIT,
});

/**
 * One cache entry per listing (filter + sort). Pages land at their offsets,
 * so "Load More" (fetchMore at offset 12, then asking for the first 24) and
 * numbered pages (offset 24, 48…) reuse whatever is already there, and a
 * page is only fetched when some of its items are missing.
 */
export const productsPagination: FieldPolicy<StoredPage, StoredPage, StoredPage | undefined> = {
  keyArgs: ['filter', 'sort'],
  merge(existing, incoming, { args }) {
    const { offset } = slice(args as PageArgs);
    const items = offset === 0 ? [] : [...(existing?.items ?? [])];
    incoming.items.forEach((item, index) => {
      items[offset + index] = item;
    });
    return { ...existing, ...incoming, items, facets: incoming.facets ?? existing?.facets };
  },
  read(existing, { args }) {
    if (!existing) return undefined;
    const { offset, limit } = slice(args as PageArgs);
    const end = Math.min(offset + limit, existing.totalCount);
    const items = existing.items.slice(offset, end);
    if (items.length < end - offset || items.some((item) => item === undefined)) return undefined;
    return { ...existing, items, offset, limit, hasMore: end < existing.totalCount };
  },
};

/**
 * The normalized cache: products by id everywhere, so a product shown in a
 * listing opens in quick view or on its page without another request for
 * the fields it already has.
 */
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Product: { keyFields: ['id'] },
      Money: { merge: true },
      Query: {
        fields: {
          products: productsPagination,
          // The server answers every wishlist change with the whole list: the new one replaces the old.
          wishlist: { merge: false },
          product: {
            read(existing, { args, toReference }) {
              return existing ?? toReference({ __typename: 'Product', id: String(args?.id) });
            },
          },
        },
      },
    },
  });
}
