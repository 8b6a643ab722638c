import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { checkCursorScope, CURSOR_MISMATCH_MESSAGE, CURSOR_VERSION, cursorScope, decodeCursor, encodeCursor, INVALID_CURSOR_MESSAGE } from './opaque-cursor';

const readPosition = (payload: Record<string, unknown>) => (typeof payload.i === 'number' ? { id: payload.i } : null);

function refusalOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('opaque cursors', () => {
  it('round-trip as URL-safe text carrying their version', () => {
    const cursor = encodeCursor({ s: 'scope', k: ['Ünïcode ✓', 12], i: 7 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).toMatchObject({ ver: CURSOR_VERSION, k: ['Ünïcode ✓', 12] });
    expect(decodeCursor(cursor, readPosition)).toEqual({ id: 7 });
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc+/='],
    ['not JSON', Buffer.from('{nope').toString('base64url')],
    ['not an object', Buffer.from('[1]').toString('base64url')],
    ['null', Buffer.from('null').toString('base64url')],
    ['another version', Buffer.from(JSON.stringify({ ver: CURSOR_VERSION + 1, i: 1 })).toString('base64url')],
    ['a shape the reader does not know', encodeCursor({ i: 'one' })],
    ['too long', 'A'.repeat(601)],
  ])('refuses %s as BAD_USER_INPUT with its message', (_, cursor) => {
    const refusal = refusalOf(() => decodeCursor(cursor, readPosition));
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'BAD_USER_INPUT', message: INVALID_CURSOR_MESSAGE, status: 400 });
  });

  it('are bound to what they were made for', () => {
    const scope = cursorScope(['products', { category: 'watches' }, 'name']);
    expect(scope).toBe(cursorScope(['products', { category: 'watches' }, 'name']));
    expect(scope).not.toBe(cursorScope(['products', { category: 'watches' }, 'brand']));
    expect(() => checkCursorScope(scope, scope)).not.toThrow();
    expect(refusalOf(() => checkCursorScope(scope, cursorScope(['products', {}, 'name'])))).toMatchObject({ code: 'BAD_USER_INPUT', message: CURSOR_MISMATCH_MESSAGE });
  });
});
