import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/** An operation's name and text (gql/texts/<Name>.ts), typed with its result and variables. */
export type OperationText<TResult, TVariables> = { name: string; text: string } & DocumentTypeDecoration<TResult, TVariables>;

/** One GraphQL error as the server's error formatter writes it. */
export interface GraphqlErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

/** An answer that carried GraphQL errors; `errors` as Apollo's CombinedGraphQLErrors has them, for the same readers. */
export class GraphqlRequestError extends Error {
  constructor(readonly errors: GraphqlErrorEntry[]) {
    super(errors[0]?.message ?? 'GraphQL request failed');
    this.name = 'GraphqlRequestError';
  }
}

/** The header Apollo Server's CSRF prevention asks of every request that is not a preflighted POST. */
export const CSRF_PREVENTION_HEADERS = { 'apollo-require-preflight': 'true' } as const;

/** The JSON body of a POST to /graphql for one operation. */
export function graphqlPostBody<TResult, TVariables>(operation: OperationText<TResult, TVariables>, variables: TVariables): string {
  return JSON.stringify({ operationName: operation.name, query: operation.text, variables });
}

/**
 * Sends one operation as a plain POST to /graphql, with the header Apollo's CSRF prevention asks for, and
 * returns its data. For what a page must ask before the Apollo client (~46 KB) has loaded: the checkout's
 * payment set-up and payment steps (issue 17). Nothing is written to the Apollo cache. Throws
 * GraphqlRequestError for an answer with errors, and an Error for an answer without data or one that is not
 * JSON (a proxy's error page); a network failure rejects as fetch does.
 */
export async function requestGraphql<TResult, TVariables>(operation: OperationText<TResult, TVariables>, variables: TVariables): Promise<TResult> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...CSRF_PREVENTION_HEADERS },
    body: graphqlPostBody(operation, variables),
  });
  const answer = (await response.json().catch(() => null)) as { data?: TResult | null; errors?: GraphqlErrorEntry[] } | null;
  if (answer?.errors?.length) throw new GraphqlRequestError(answer.errors);
  if (!answer?.data) throw new Error(`${operation.name}: no data in an answer with status ${response.status}`);
  return answer.data;
}
