/**
 * Expected failures carry a stable code, a message for people and the HTTP
 * status the REST facade answers with. GraphQL exposes the code as
 * `extensions.code`. Anything else is a bug and is reported as an internal
 * error without details.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** Coming-soon mode: the shop is closed to everyone but admins. */
  COMING_SOON: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', message, details);

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The one JSON error shape of the REST facade. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}

export function errorBody(code: ErrorCode, message: string, details?: Record<string, unknown>): ErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

export const INVALID_VALUE_MESSAGE = 'A value in the request is not valid (it may hold a NUL character or a number out of range).';

/**
 * The caller's mistake found by PostgreSQL rather than by our validation: a
 * data exception (SQLSTATE class 22 — a NUL byte in text, a number out of
 * range, a malformed value) can only come from a value the request carried.
 * One place for REST and GraphQL, so the whole class answers 400, not 500.
 */
export function asCallerError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const sqlState = databaseErrorCode(error);
  if (sqlState?.startsWith('22')) return new AppError('BAD_REQUEST', INVALID_VALUE_MESSAGE);
  return null;
}

function databaseErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { sqlState, code } = error as { sqlState?: unknown; code?: unknown };
  const state = typeof sqlState === 'string' ? sqlState : typeof code === 'string' ? code : undefined;
  return state && /^[0-9A-Z]{5}$/.test(state) ? state : undefined;
}
