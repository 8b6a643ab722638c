import type { Request } from '@playwright/test';

/** Every request to /graphql: POSTs and the persisted queries the production build sends by GET. */
export const GRAPHQL_URL = /\/graphql(\?|$)/;

export interface GraphqlCall {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * The operation a request of the app carries: in the body of a POST (mutations, a query sent in full),
 * or in the URL of a GET (a persisted query: operationName, variables and the hash).
 */
export function graphqlCall(request: Request): GraphqlCall | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') {
    const variables = url.searchParams.get('variables');
    return { operationName: url.searchParams.get('operationName') ?? undefined, variables: variables ? JSON.parse(variables) : undefined };
  }
  return (request.postDataJSON() as GraphqlCall | null) ?? null;
}
