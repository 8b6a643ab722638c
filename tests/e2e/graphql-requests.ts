import type { Request } from '@playwright/test';

/** Every request to /graphql: POSTs and the persisted queries the production build sends by GET. */
export const GRAPHQL_URL = /\/graphql(\?|$)/;

export interface GraphqlCall {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * The operation a request of the app carries: in the body of a POST (mutations, a query sent in full),
 * or in the URL of a GET (a persisted query: operationName, variables and the hash). Null for
 * anything else, and for the retry that registers a persisted query.
 */
export function graphqlCall(request: Request): GraphqlCall | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') {
    const variables = url.searchParams.get('variables');
    return { operationName: url.searchParams.get('operationName') ?? undefined, variables: variables ? JSON.parse(variables) : undefined };
  }
  const body = request.postDataJSON() as (GraphqlCall & { query?: string; extensions?: { persistedQuery?: unknown } }) | null;
  // The text sent after the server did not know the hash: the same operation again, not a new one.
  if (body?.query && body.extensions?.persistedQuery) return null;
  return body;
}
