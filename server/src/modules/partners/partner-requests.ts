import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../../common/errors';
import { requestContext } from '../../http/request-context';
import { INVALID_KEY_MESSAGE, isPartnerRestPath, restAccess, restCallCost, spentBudgetMessage } from './partner-access';

/**
 * `Authorization: Bearer <key>` or `X-Api-Key: <key>`; undefined when the request carries neither. An empty
 * Authorization header, or a Bearer one without exactly one token, reads as an empty key, which is refused: a
 * caller who meant to send a key never passes as anonymous. Other schemes (a staging proxy's Basic) are not keys.
 */
export function readApiKey(req: Request): string | undefined {
  const header = req.get('x-api-key');
  if (header !== undefined) return header.trim();
  const authorization = req.get('authorization')?.trim();
  if (authorization === undefined) return undefined;
  if (authorization === '' || /^Bearer(\s|$)/i.test(authorization)) return /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '';
  return undefined;
}

/** The error shape of the path: GraphQL's `errors` on /graphql, the REST facade's `error` elsewhere. */
export function refuse(req: Request, res: Response, status: number, code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED', message: string) {
  if (req.baseUrl === '/graphql') res.status(status).json({ errors: [{ message, extensions: { code } }] });
  else res.status(status).json(errorBody(code, message));
}

/**
 * Turns a request with an API key into a partner request: an unknown or
 * revoked key is a 401, and a partner is never a signed-in user (its requests
 * cannot reach customer, order or admin data whatever cookie they carry).
 * Every partner call adds to the key's hourly usage when it ends.
 */
export async function loadPartnerKey(req: Request, res: Response, next: NextFunction) {
  // Answers differ by key (scopes, budget headers): shared caches keep them apart.
  res.vary('Authorization');
  res.vary('X-Api-Key');
  const secret = readApiKey(req);
  if (secret === undefined) return next();
  const context = requestContext(req);
  const partner = await context.services.partnerKeys.authenticate(secret);
  if (!partner) return refuse(req, res, 401, 'UNAUTHENTICATED', INVALID_KEY_MESSAGE);
  context.user = null;
  context.partner = partner;
  res.on('finish', () => context.services.partnerKeys.recordUsage(partner.keyId, partner.charged, res.statusCode >= 400));
  next();
}

/**
 * REST calls of the partner surface (catalogue, marketplace listings, signals), with a key or without: a key may
 * only GET the paths its scopes cover (403), and every call is charged the same cost (restCallCost) to the key's
 * budget or, without a key, to the address's; a spent budget is a 429 with Retry-After.
 */
export async function restBudgetGate(req: Request, res: Response, next: NextFunction) {
  const context = requestContext(req);
  const { partner } = context;
  if (partner) {
    const access = restAccess(partner, req.method, req.path);
    if (!access.allowed) return refuse(req, res, 403, 'FORBIDDEN', access.message);
  } else if (!isPartnerRestPath(req.method, req.path)) {
    return next();
  }
  const outcome = await context.services.partnerKeys.charge({ partner, user: context.user, address: req.ip ?? '' }, restCallCost(req.path, req.query));
  if (!outcome) return next();
  res.set('X-Cost-Remaining', String(outcome.remaining)).set('X-Cost-Reset', String(outcome.resetSeconds));
  if (!outcome.allowed) {
    res.set('Retry-After', String(outcome.retryAfterSeconds));
    return refuse(req, res, 429, 'RATE_LIMITED', spentBudgetMessage(outcome));
  }
  next();
}
