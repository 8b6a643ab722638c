import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { RequestContext } from '../../common/request-context';
import { requestContext, type RequestContextFactory } from '../../http/request-context';
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

/**
 * The context of a WebSocket upgrade request (GraphQL subscriptions) with its signed-in user, or null without a
 * live session: the same session cookie and lookup as every HTTP request.
 */
export function signedInContext(create: RequestContextFactory) {
  return async (request: IncomingMessage): Promise<RequestContext | null> => {
    const token = readSessionToken(request as Request);
    if (!token) return null;
    const context = create(request as Request);
    context.user = await context.services.accounts.sessions.resolve(token);
    return context.user ? context : null;
  };
}
