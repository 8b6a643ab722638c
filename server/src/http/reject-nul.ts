import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { badRequest } from '../common/errors';
import { containsNul, NUL_CHARACTER_MESSAGE } from '../common/input-shape';

export { NUL_CHARACTER_MESSAGE };

/** `%00`: the URL (path segments and query) and cookies are decoded before anything reads them. */
const ENCODED_NUL = /%00/i;

function headersHoldNul(headers: IncomingHttpHeaders): boolean {
  for (const [name, value] of Object.entries(headers)) {
    for (const text of Array.isArray(value) ? value : [value ?? '']) {
      if (text.includes('\u0000') || (name === 'cookie' && ENCODED_NUL.test(text))) return true;
    }
  }
  return false;
}

/**
 * The one NUL guard of the HTTP edge (common/input-shape.ts says why): the URL
 * (path segments and query string, encoded or not), the headers (cookies
 * decoded) and a parsed body, JSON or multipart. Mounted first for every path
 * (the body is not parsed yet: URL and headers) and again after each body
 * parser; GraphQL documents and variables are checked by graphql/request-guards.ts
 * with the same rule.
 */
export function rejectNulCharacters(req: Request, _res: Response, next: NextFunction) {
  const refused = ENCODED_NUL.test(req.originalUrl) || req.originalUrl.includes('\u0000') || headersHoldNul(req.headers) || containsNul(req.body);
  next(refused ? badRequest(NUL_CHARACTER_MESSAGE) : undefined);
}
