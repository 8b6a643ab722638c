/** The first GraphQL error of a failed operation, as the server's error formatter shapes it. */
export interface ServerError {
  message: string;
  code?: string;
  reason?: string;
  fields?: { field: string; messages: string[] }[];
}

export function serverErrorOf(error: unknown): ServerError | null {
  const first = (error as { errors?: { message?: unknown; extensions?: Record<string, unknown> }[] } | null)?.errors?.[0];
  if (!first || typeof first.message !== 'string') return null;
  const extensions = first.extensions ?? {};
  return {
    message: first.message,
    code: typeof extensions.code === 'string' ? extensions.code : undefined,
    reason: typeof extensions.reason === 'string' ? extensions.reason : undefined,
    fields: Array.isArray(extensions.fields) ? (extensions.fields as ServerError['fields']) : undefined,
  };
}

/** Field name → its first message, for a form's submit errors. */
export function fieldErrors(error: ServerError | null): Record<string, string> {
  return Object.fromEntries((error?.fields ?? []).map((field) => [field.field, field.messages[0] ?? '']));
}
