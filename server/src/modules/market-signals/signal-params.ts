import { badRequest } from '../../common/errors';
import { SIGNALS_DEFAULT_LIMIT, SIGNALS_MAX_LIMIT } from './signals.service';

/** `limit` of the signals endpoints: a whole number 1–100, default 15; anything else is a 400 naming it. */
export function parseSignalsLimit(value: unknown): number {
  if (value === undefined || value === '') return SIGNALS_DEFAULT_LIMIT;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  const limit = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > SIGNALS_MAX_LIMIT) {
    throw badRequest(`Invalid limit: must be a whole number between 1 and ${SIGNALS_MAX_LIMIT}`, { parameter: 'limit' });
  }
  return limit;
}

/** `detail=true` adds every signal's inputs (the prices, counts and scored terms it came from). */
export function parseDetailFlag(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw badRequest('Invalid detail: expected true or false', { parameter: 'detail' });
}
