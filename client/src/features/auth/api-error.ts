import { CombinedGraphQLErrors } from '@apollo/client';

export interface ApiErrorInfo {
  message: string;
  code?: string;
  /** Why a sign-in was refused: EMAIL_NOT_VERIFIED, PHONE_NOT_VERIFIED, ADMIN_REQUIRED. */
  reason?: string;
  /** Field → message, from the server's shared validation. */
  fields: Record<string, string>;
}

/** The server's stable code, message and field messages out of an Apollo error. */
export function apiError(error: unknown, fallback = 'Something went wrong'): ApiErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const extensions = (first?.extensions ?? {}) as { code?: string; reason?: string; fields?: { field: string; messages: string[] }[] };
    const fields = Object.fromEntries((extensions.fields ?? []).map((entry) => [entry.field, entry.messages[0] ?? '']));
    return { message: first?.message ?? fallback, code: extensions.code, reason: extensions.reason, fields };
  }
  return { message: fallback, fields: {} };
}
