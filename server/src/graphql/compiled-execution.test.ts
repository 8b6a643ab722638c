import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { buildSchema, GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFound } from '../common/errors';
import { compiledExecution } from './compiled-execution';
import { formatGraphqlError } from './format-error';
import { staticCacheControlPlugin } from './static-cache-policy';

const schema = buildSchema(`
  enum CacheControlScope { PUBLIC PRIVATE }
  directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT | INTERFACE | UNION
  enum Sort { PRICE NAME }
  input Filter { brands: [String!] minPrice: Int sort: Sort = NAME }

  type Query {
    listing(filter: Filter, limit: Int = 2): Page! @cacheControl(maxAge: 180)
    item(id: ID!): Item @cacheControl(maxAge: 60)
    failing(kind: String!): Item
    search: [Result!]!
  }
  type Page @cacheControl(inheritMaxAge: true) { items: [Item!]! total: Int! sort: Sort }
  type Item @cacheControl(inheritMaxAge: true) { id: ID! name: String! price: Money! tags: [String!]! broken: String! }
  type Money @cacheControl(inheritMaxAge: true) { amount: Int! formatted: String! }
  type Seller { name: String! }
  union Result = Item | Seller
`);

const item = (id: number) => ({ id, name: `Item ${id}`, price: { amount: id * 100, formatted: `£${id}.00` }, tags: ['a', 'b'], broken: null });
const resolvers: Record<string, (args: any) => unknown> = {
  listing: ({ filter, limit }: { filter?: { brands?: string[]; sort?: string }; limit: number }) =>
    Promise.resolve({ items: Array.from({ length: limit }, (_, i) => item(i + 1)), total: limit * 10, sort: filter?.sort ?? null }),
  item: ({ id }: { id: string }) => (id === '0' ? null : item(Number(id))),
  failing: ({ kind }: { kind: string }) => {
    if (kind === 'domain') throw notFound('No such product.');
    if (kind === 'graphql') throw new GraphQLError('Not allowed.', { extensions: { code: 'FORBIDDEN' } });
    if (kind === 'rejected') return Promise.reject(new Error('connection lost'));
    throw new Error('boom');
  },
  search: () => [{ __typename: 'Item', ...item(7) }, { __typename: 'Seller', name: 'Seller' }],
};

const REQUESTS: { query: string; variables?: Record<string, unknown> }[] = [
  { query: '{ listing { total sort items { id name price { amount formatted } tags } } }' },
  { query: 'query L($f: Filter, $n: Int) { listing(filter: $f, limit: $n) { total sort items { id ...card } } } fragment card on Item { name price { amount } }', variables: { f: { brands: ['x'], sort: 'PRICE' }, n: 3 } },
  { query: 'query L($f: Filter) { a: listing(filter: $f) { total } b: item(id: "4") { id __typename } }', variables: { f: null } },
  { query: '{ item(id: "0") { id } }' },
  { query: '{ item(id: "3") { id broken } }' },
  { query: '{ listing { items { id broken } } }' },
  { query: '{ failing(kind: "domain") { id } }' },
  { query: '{ failing(kind: "graphql") { id } item(id: "2") { name } }' },
  { query: '{ failing(kind: "rejected") { id } }' },
  { query: '{ failing(kind: "plain") { id } }' },
  { query: '{ search { __typename ... on Item { id name } ... on Seller { name } } }' },
  { query: 'query L($f: Filter) { listing(filter: $f) { total } }', variables: { f: { sort: 'CHEAPEST' } } },
  { query: 'query L($n: Int) { listing(limit: $n) { total } }', variables: { n: 'many' } },
  // A list where an input object belongs: both must answer alike (graphql-js 16 takes any non-null object).
  { query: 'query L($f: Filter) { listing(filter: $f) { total } }', variables: { f: [] } },
  { query: 'query L($f: Filter) { listing(filter: $f) { total } }', variables: { f: [{ brands: ['x'] }] } },
  { query: 'query I($id: ID!) { item(id: $id) { id } }', variables: {} },
  { query: '{ __schema { queryType { name } types { name kind } } __type(name: "Item") { fields { name args { name } type { name kind ofType { name } } } } }' },
];

for (const [name, field] of Object.entries(schema.getQueryType()!.getFields())) field.resolve = (_root, args) => resolvers[name](args);

async function server(gateway: boolean) {
  const plugins: ApolloServerPlugin[] = [ApolloServerPluginCacheControlDisabled(), staticCacheControlPlugin()];
  const options = { plugins, formatError: formatGraphqlError, includeStacktraceInErrorResponses: false };
  const apollo = gateway ? new ApolloServer({ ...options, gateway: compiledExecution(schema) }) : new ApolloServer({ ...options, schema });
  await apollo.start();
  return apollo;
}

let plain: ApolloServer;
let compiled: ApolloServer;

beforeAll(async () => {
  [plain, compiled] = await Promise.all([server(false), server(true)]);
});

afterAll(async () => {
  await Promise.all([plain?.stop(), compiled?.stop()]);
});

describe('compiled execution', () => {
  it.each(REQUESTS)('answers exactly as graphql-js does: $query', async (request) => {
    const [expected, actual] = await Promise.all([plain.executeOperation(request), compiled.executeOperation(request)]);
    expect(JSON.stringify(actual.body)).toBe(JSON.stringify(expected.body));
    expect(actual.http.status).toBe(expected.http.status);
    expect([...actual.http.headers]).toEqual([...expected.http.headers]);
  });
});
