import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's message for a refused operation (it is written for people), or `fallback` for anything else. */
export function apiMessage(error: unknown, fallback: string): { message: string; code?: string } {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
    return { message: error.errors[0].message, code: (error.errors[0].extensions as { code?: string } | undefined)?.code };
  }
  return { message: fallback };
}
