import type { NextFunction, Request, Response } from 'express';
import { requestContext } from '../../http/request-context';
import { clearSessionCookies, readSessionToken } from './session-cookie';

/**
 * Loads the signed-in user from the session cookie into the request context,
 * before GraphQL and REST handlers run. Mounted on /graphql and /api only, so
 * static files never cost a database query. A stale cookie is cleared.
 */
export async function loadSessionUser(req: Request, res: Response, next: NextFunction) {
  const token = readSessionToken(req);
  if (!token) return next();
  const context = requestContext(req);
  context.user = await context.services.accounts.sessions.resolve(token);
  if (!context.user) clearSessionCookies(res, context.services.accounts.settings.cookieSecure);
  next();
}
