import { GraphQLError, type ExecutionResult } from 'graphql';

/** What GraphiQL hands a fetcher: the operation, and the headers of its own headers editor. */
export interface ExplorerRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}
export interface ExplorerRequestOptions {
  headers?: Record<string, unknown>;
}

/**
 * GraphiQL's fetcher for the shop's /graphql: a JSON POST (a content type Apollo's CSRF prevention accepts) from this
 * origin. With a partner key it is sent as `Authorization: Bearer <key>` and no cookies go with it, so the answer is
 * exactly what the partner's own server gets; without one the shop's own developers use their session's cookies.
 */
export function explorerFetcher(key: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
  return async (request: ExplorerRequest, options?: ExplorerRequestOptions): Promise<ExecutionResult> => {
    const headers: Record<string, string> = {
      // Lower-cased, so that an `Authorization` typed in the headers editor is replaced by the key's, not sent beside it.
      ...Object.fromEntries(Object.entries(options?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)])),
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    };
    if (key) headers.authorization = `Bearer ${key}`;
    const response = await fetchImpl('/graphql', {
      method: 'POST',
      credentials: key ? 'omit' : 'same-origin',
      headers,
      body: JSON.stringify(request),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as ExecutionResult;
    } catch {
      // Not GraphQL's answer (a proxy's page, a cut connection): shown in the result pane as an error.
      return { errors: [new GraphQLError(`HTTP ${response.status}: ${text.slice(0, 500)}`)] };
    }
  };
}
