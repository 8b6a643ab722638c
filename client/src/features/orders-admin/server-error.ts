import { CombinedGraphQLErrors } from '@apollo/client';

export interface RefusedOperation {
  message: string;
  code?: string;
  /** Field name → message, when the server named the fields it refused. */
  fields: Record<string, string>;
}

/** The server's refusal, in its own words (written for staff), or `fallback` when it never answered. */
export function refusalOf(error: unknown, fallback: string): RefusedOperation {
  if (!CombinedGraphQLErrors.is(error) || !error.errors[0]) return { message: fallback, fields: {} };
  const [first] = error.errors;
  const extensions = (first.extensions ?? {}) as { code?: string; fields?: { field: string; messages: string[] }[] };
  return {
    message: first.message,
    code: extensions.code,
    fields: Object.fromEntries((extensions.fields ?? []).map(({ field, messages }) => [field, messages[0] ?? first.message])),
  };
}
