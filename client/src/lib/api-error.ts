/**
 * The one reader of GraphQL errors on the client. It reads Apollo's CombinedGraphQLErrors and the
 * GraphqlRequestError of lib/graphql-request alike (both carry the answer's `errors`), without importing
 * Apollo, so the checkout's pre-Apollo pages can use it too.
 */

/** The first GraphQL error of a refused operation, as the server's error formatter shapes it. */
export interface ApiError {
  /** Written for people: shown as it is. */
  message: string;
  /** The stable code (BAD_USER_INPUT, CONFLICT, UNAUTHENTICATED, …). */
  code?: string;
  /** Why, when the code alone does not say (EMAIL_NOT_VERIFIED, TOTAL_MISMATCH, SIZE_REQUIRED, …). */
  reason?: string;
  /** The one field a refusal names (`extensions.field`). */
  field?: string;
  /** Field → its first message, from the server's shared validation (`extensions.fields`). */
  fields: Record<string, string>;
  /** Everything else the server said (e.g. the `productId` of a refused cart line). */
  extensions: Record<string, unknown>;
}

interface ErrorEntry {
  message: string;
  extensions: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The GraphQL errors an operation failed with; none for a network failure or anything else. */
function graphqlErrorsOf(error: unknown): ErrorEntry[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (typeof error !== 'object' || !Array.isArray(errors)) return [];
  return errors
    .filter((entry): entry is { message: string; extensions?: unknown } => typeof (entry as { message?: unknown } | null)?.message === 'string')
    .map((entry) => ({ message: entry.message, extensions: (entry.extensions ?? {}) as Record<string, unknown> }));
}

function fieldMessages(value: unknown): Record<string, string> {
  if (!Array.isArray(value)) return {};
  return Object.fromEntries(
    (value as { field?: unknown; messages?: unknown }[])
      .filter((entry) => typeof entry?.field === 'string')
      .map((entry) => [entry.field as string, (Array.isArray(entry.messages) ? text(entry.messages[0]) : undefined) ?? '']),
  );
}

/** The server's first GraphQL error, or null when the operation failed without one (network, a proxy's page). */
export function graphqlErrorOf(error: unknown): ApiError | null {
  const [first] = graphqlErrorsOf(error);
  if (!first) return null;
  const { extensions } = first;
  return {
    message: first.message,
    code: text(extensions.code),
    reason: text(extensions.reason),
    field: text(extensions.field),
    fields: fieldMessages(extensions.fields),
    extensions,
  };
}

/** The server's first GraphQL error, or `fallback` as the message when it never answered with one. */
export function apiError(error: unknown, fallback = 'Something went wrong'): ApiError {
  return graphqlErrorOf(error) ?? { message: fallback, fields: {}, extensions: {} };
}

/** The first GraphQL error's message that says something, or null. */
export function firstErrorMessage(error: unknown): string | null {
  return graphqlErrorsOf(error).find((entry) => entry.message.trim())?.message ?? null;
}

/** Whether any of the operation's GraphQL errors carries `code`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return graphqlErrorsOf(error).some((entry) => entry.extensions.code === code);
}

/** Whether the server named fields it refused. */
export const hasFieldErrors = (error: ApiError): boolean => Object.keys(error.fields).length > 0;
