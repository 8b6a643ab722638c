import { ServerError, ServerParseError } from '@apollo/client/errors';
import { firstErrorMessage, graphqlErrorOf } from '../../lib/api-error';
import { FAILURE } from './consultation-options';

/** Thrown when the server answers without a consultation. */
export class MissingConsultationError extends Error {
  constructor() {
    super(FAILURE.missing);
  }
}

/** The server's error or reason text in an error body, if it has one; undefined when the body is not JSON. */
function textFromBody(bodyText: string): string | null | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  const record = (body ?? {}) as { errors?: { message?: unknown }[]; error?: unknown; reason?: unknown; message?: unknown };
  const candidates = [
    record.errors?.[0]?.message,
    typeof record.error === 'object' && record.error !== null ? (record.error as { message?: unknown }).message : record.error,
    record.reason,
  ];
  const text = candidates.find((candidate) => typeof candidate === 'string' && candidate.trim());
  return (text as string | undefined) ?? null;
}

/**
 * What the error box says (§8): the server's error or reason text, else
 * 'Failed to generate recommendations', or 'Network error' when no readable
 * answer came back; a missing consultation has its own text.
 */
export function consultationFailureMessage(error: unknown): string {
  if (error instanceof MissingConsultationError) return FAILURE.missing;
  if (graphqlErrorOf(error)) return firstErrorMessage(error) ?? FAILURE.generic;
  if (ServerParseError.is(error)) return FAILURE.network;
  if (ServerError.is(error)) {
    const text = textFromBody(error.bodyText);
    return text === undefined ? FAILURE.network : (text ?? FAILURE.generic);
  }
  // No answer at all (offline, connection refused): nothing readable came back.
  return FAILURE.network;
}
