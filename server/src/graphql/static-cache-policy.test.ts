import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { buildSchema, type OperationDefinitionNode, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticCacheControlPlugin, staticCachePolicy } from './static-cache-policy';

const schema = buildSchema(`
  enum CacheControlScope { PUBLIC PRIVATE }
  directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT | INTERFACE | UNION

  type Query {
    listing(empty: Boolean): Page @cacheControl(maxAge: 180)
    detail(missing: Boolean): Item @cacheControl(maxAge: 60)
    featured: [Item!]! @cacheControl(maxAge: 300)
    search: [Result!]! @cacheControl(maxAge: 180)
    status: String
  }
  type Page @cacheControl(inheritMaxAge: true) { items: [Item!]! total: Int! seller: Seller }
  type Item @cacheControl(inheritMaxAge: true) { id: ID! price: Money! note: String @cacheControl(scope: PRIVATE) }
  type Money @cacheControl(inheritMaxAge: true) { amount: Int! }
  type Seller { name: String! }
  union Result = Item | Seller
`);

const item = { id: '1', price: { amount: 100 }, note: 'n' };
const rootValue = {
  listing: ({ empty }: { empty?: boolean }) => (empty ? { items: [], total: 0, seller: null } : { items: [item], total: 1, seller: { name: 'S' } }),
  detail: ({ missing }: { missing?: boolean }) => (missing ? null : item),
  featured: () => [item],
  search: () => [{ __typename: 'Item', ...item }, { __typename: 'Seller', name: 'S' }],
  status: () => 'ok',
};

/** Queries with the data they meet: the header must be Apollo's own in every case. */
const QUERIES = [
  '{ listing { total items { id price { amount } } } }',
  '{ listing(empty: true) { total items { id price { amount } } } }',
  '{ listing { items { note } } }',
  '{ listing(empty: true) { items { note } } }',
  '{ listing { seller { name } } }',
  '{ listing(empty: true) { seller { name } } }',
  '{ detail { id } featured { id } }',
  '{ detail(missing: true) { id price { amount } } }',
  '{ featured { ...card } } fragment card on Item { id price { amount } }',
  '{ search { ... on Item { id } ... on Seller { name } } }',
  '{ search { ... on Item { note } } }',
  '{ search { __typename } }',
  '{ status }',
  '{ __typename }',
  '{ listing { total } status }',
  'query ($skip: Boolean!) { status @skip(if: $skip) listing { total } }',
  '{ __schema { queryType { name } } }',
];

async function server(plugins: ApolloServerPlugin[]) {
  const apollo = new ApolloServer({ schema, rootValue, plugins });
  await apollo.start();
  return apollo;
}

let apollos: ApolloServer;
let ours: ApolloServer;

beforeAll(async () => {
  apollos = await server([]);
  ours = await server([ApolloServerPluginCacheControlDisabled(), staticCacheControlPlugin()]);
});

afterAll(async () => {
  await Promise.all([apollos?.stop(), ours?.stop()]);
});

const operationOf = (query: string) => {
  const document = parse(query);
  return { document, operation: document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')! };
};

describe('the cache policy worked out from the operation', () => {
  it.each(QUERIES)('sends the Cache-Control header Apollo would: %s', async (query) => {
    const request = { query, variables: { skip: true } };
    const [expected, actual] = await Promise.all([apollos.executeOperation(request), ours.executeOperation(request)]);
    expect(actual.http.headers.get('cache-control')).toBe(expected.http.headers.get('cache-control'));
    expect(actual.body).toEqual(expected.body);
  });

  it('is decided from the operation for a listing, and left to the data when a deeper field could narrow it', () => {
    const policy = (query: string) => {
      const { document, operation } = operationOf(query);
      return staticCachePolicy(schema, document, operation);
    };
    expect(policy('{ listing { total items { id price { amount } } } }')).toEqual({ maxAge: 180, scope: undefined });
    expect(policy('{ listing { total } featured { id } }')).toEqual({ maxAge: 180, scope: undefined });
    // A seller (no hint: 0 s) or a private note only count when there is one.
    expect(policy('{ listing { seller { name } } }')).toBeNull();
    expect(policy('{ listing { items { note } } }')).toBeNull();
    expect(policy('{ search { ... on Item { note } } }')).toBeNull();
    expect(policy('{ search { ... on Seller { name } } }')).toEqual({ maxAge: 180, scope: undefined });
    // @skip and @include can leave a root field out.
    expect(policy('query ($s: Boolean!) { status @skip(if: $s) }')).toBeNull();
    expect(policy('{ status }')).toEqual({ maxAge: 0, scope: undefined });
  });
});
