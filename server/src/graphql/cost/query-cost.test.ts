import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { FIELD_COSTS, MAX_QUERY_COST } from './field-costs';
import { GraphQLError, type OperationDefinitionNode, parse } from 'graphql';
import { getSchema } from '../schema';
import { operationCost, queryCostMessage, rememberedOperationCost } from './query-cost';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const LISTING = 'products(page: { limit: 100 }) { totalCount items { id name price { formatted } } facets { brands { value count } } }';
const listings = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `l${i}: ${LISTING}`).join(' ')} }`;

describe('the cost of a GraphQL request', () => {
  it('prices a full listing with facets by its work and reports it in extensions.cost', async () => {
    const { status, body } = await app.graphql(listings(1));
    expect(status).toBe(200);
    const requested = (body as { extensions?: { cost?: { requested: number; limit: number } } }).extensions?.cost;
    expect(requested?.limit).toBe(MAX_QUERY_COST);
    expect(requested?.requested).toBeGreaterThanOrEqual(FIELD_COSTS['Query.products'] + FIELD_COSTS['ProductPage.facets']);
  });

  it('answers two full listings with facets in one request', async () => {
    const { status, body } = await app.graphql(listings(2));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.l1.items.length).toBeGreaterThan(0);
  });

  it('refuses a third one before any of them runs, with a 400 naming the cost', async () => {
    const { status, body } = await app.graphql(listings(3));
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    const [error] = body.errors;
    expect(error.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error.message).toBe(queryCostMessage(error.extensions.cost.requested, MAX_QUERY_COST));
    expect(error.extensions.cost.requested).toBeGreaterThan(MAX_QUERY_COST);
  });

  it('refuses a dozen aliased listings (the request that once ran in full)', async () => {
    const { status } = await app.graphql(listings(12));
    expect(status).toBe(400);
  });

  it('counts variables: the same listing by variables costs the same', async () => {
    const query = `query Two($limit: Int!) { a: products(page: { limit: $limit }) { facets { brands { value } } } b: products(page: { limit: $limit }) { facets { brands { value } } } c: searchProducts(q: "rolex") { id } d: searchProducts(q: "omega") { id } }`;
    const { status, body } = await app.graphql(query, { limit: 24 });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.cost.requested).toBe(2 * (FIELD_COSTS['Query.products'] + FIELD_COSTS['ProductPage.facets'] + 1) + 2 * FIELD_COSTS['Query.searchProducts']);
  });

  it.each([
    ['the featured collection', '{ featuredProducts { id name price { formatted } } }', 20 + 1],
    ['a listing page', '{ products(page: { limit: 24 }) { totalCount items { id name } } }', 100 + 1],
    ['a listing page with brand counts', '{ products(page: { limit: 24 }) { totalCount items { id name } facets { brands { value count } } } }', 100 + 1 + 300 + 1],
    ['a search', '{ searchProducts(q: "rolex submariner") { id name } }', 150],
    ['a product with its price', '{ product(id: "1") { id name price { formatted } } }', 10 + 1],
    ['market signals', '{ marketSignals { signals { reference } } }', 100 + 1],
  ])('prices %s at exactly its cost', async (_, query, cost) => {
    const { body } = await app.graphql(query);
    expect((body as { extensions: { cost: { requested: number } } }).extensions.cost.requested).toBe(cost);
  });
});

describe('the cost remembered per document', () => {
  const price = async (query: string, variables: Record<string, unknown>) => {
    const schema = await getSchema();
    const document = parse(query);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const outcome = (compute: () => number) => {
      try {
        return compute();
      } catch (error) {
        return error instanceof GraphQLError ? `error: ${error.message}` : error;
      }
    };
    return { document, schema, operation, fresh: outcome(() => operationCost(schema, document, undefined, variables)), outcome };
  };

  it('is what pricing the request afresh gives, for every variable shape and for variables that do not fit', async () => {
    const query = `query L($filter: ProductFilterInput, $limit: Int!, $q: String = "rolex") {
      products(filter: $filter, page: { limit: $limit }) { totalCount items { id price { formatted } } facets { brands { value count } } }
      searchProducts(q: $q) { id }
    }`;
    const cases: Record<string, unknown>[] = [
      { filter: { brands: ['Rolex'] }, limit: 24 },
      { filter: { brands: ['Omega', 'Tudor'], minPrice: 500_000 }, limit: 12, q: 'omega' },
      { filter: null, limit: 24 },
      { limit: 24, q: null },
      { filter: { brands: 'not a list' }, limit: 24 },
      { filter: { brands: ['Rolex'] } },
      { filter: { brands: ['Rolex'] }, limit: 'many' },
    ];
    const schema = await getSchema();
    const document = parse(query);
    const operation = document.definitions[0] as OperationDefinitionNode;
    for (const round of [1, 2]) {
      for (const variables of cases) {
        const { fresh, outcome } = await price(query, variables);
        expect(outcome(() => rememberedOperationCost(schema, document, operation, undefined, variables)), `${JSON.stringify(variables)}, round ${round}`).toEqual(fresh);
      }
    }
    expect((await price(query, cases[3])).fresh).toMatch(/^error: /);
  });

  it('prices a document with directives on every request (an @include changes its cost)', async () => {
    const query = 'query F($facets: Boolean!) { products { totalCount facets @include(if: $facets) { brands { value } } } }';
    const schema = await getSchema();
    const document = parse(query);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const withFacets = rememberedOperationCost(schema, document, operation, undefined, { facets: true });
    const without = rememberedOperationCost(schema, document, operation, undefined, { facets: false });
    expect(without).toBeLessThan(withFacets);
    expect(withFacets).toBe((await price(query, { facets: true })).fresh);
  });
});
