import { createHash } from 'node:crypto';
import { AppError } from '../errors';

/** Bumped when the payload's meaning changes: an older cursor is then refused rather than misread. */
export const CURSOR_VERSION = 1;

/** Longer than any cursor this API hands out: anything longer is not one of ours. */
const MAX_CURSOR_LENGTH = 600;

export const INVALID_CURSOR_MESSAGE = 'The cursor `after` is not valid: pass an endCursor this API returned, unchanged.';
export const CURSOR_MISMATCH_MESSAGE = 'The cursor `after` belongs to another filter or sort: page on with the filter and sort that gave it, or start again without `after`.';

const invalid = () => new AppError('BAD_USER_INPUT', INVALID_CURSOR_MESSAGE);

export type CursorPayload = Record<string, unknown>;

/**
 * The one way cursors are written: opaque base64url of a JSON payload with a
 * version tag. A cursor is a position, not a credential: a hand-made one can
 * only ask for a page the caller could have reached anyway, so it is checked
 * for shape, not signed.
 */
export function encodeCursor(payload: CursorPayload): string {
  return Buffer.from(JSON.stringify({ ver: CURSOR_VERSION, ...payload }), 'utf8').toString('base64url');
}

/**
 * Reads a cursor written by encodeCursor; `read` checks the payload's shape and answers null when it is
 * not one it knows. Anything malformed, of another version or of an unknown shape is the caller's 400.
 */
export function decodeCursor<T>(cursor: string, read: (payload: CursorPayload) => T | null): T {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload) || (payload as CursorPayload).ver !== CURSOR_VERSION) throw invalid();
  const value = read(payload as CursorPayload);
  if (value === null) throw invalid();
  return value;
}

/** A short digest of what a cursor was made for (filter and sort): a cursor is refused under any other. */
export function cursorScope(what: unknown): string {
  return createHash('sha256').update(JSON.stringify(what)).digest('base64url').slice(0, 16);
}

/** Refuses a cursor made for another filter or sort. */
export function checkCursorScope(cursorScopeValue: string, expected: string): void {
  if (cursorScopeValue !== expected) throw new AppError('BAD_USER_INPUT', CURSOR_MISMATCH_MESSAGE);
}

/** Shape checks for `read`: each answers the value or undefined. */
export const cursorField = {
  int: (value: unknown): number | undefined => (Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647 ? (value as number) : undefined),
  number: (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
  text: (value: unknown, maxLength = 300): string | undefined => (typeof value === 'string' && value.length <= maxLength && !value.includes('\0') ? value : undefined),
};
