import type { NextFunction, Request, Response } from 'express';
import { badRequest } from '../common/errors';

export const NUL_CHARACTER_MESSAGE = 'The request contains a NUL character, which no field accepts.';

/**
 * PostgreSQL text cannot hold a NUL character, and a NUL in a bound parameter
 * breaks the wire protocol: no value of ours may contain one. Refused once at
 * the edge — in the URL (path and query) and in a parsed body, JSON or
 * multipart — instead of in every service.
 */
export function rejectNulCharacters(req: Request, _res: Response, next: NextFunction) {
  if (/%00/i.test(req.originalUrl) || containsNul(req.body)) return next(badRequest(NUL_CHARACTER_MESSAGE));
  next();
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}
