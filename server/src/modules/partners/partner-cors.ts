import type { Request, RequestHandler } from 'express';
import { requestContext } from '../../http/request-context';
import { isPartnerRestPath } from './partner-access';
import type { PartnerOrigins } from './partner-origins';
import { refuse } from './partner-requests';

/** What a partner's page may send: GraphQL GETs and POSTs, and the headers a key, JSON and Apollo's CSRF prevention need. */
export const CORS_PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, X-Api-Key, Content-Type, apollo-require-preflight, X-Apollo-Operation-Name',
  'Access-Control-Max-Age': '600',
} as const;

/** The response headers a partner's page may read besides the simple ones: its budget, when to retry, list totals. */
export const CORS_EXPOSED_HEADERS = 'X-Cost-Remaining, X-Cost-Reset, Retry-After, X-Total-Count';

export const UNREGISTERED_ORIGIN_MESSAGE = 'This origin is not registered on any live partner key. Staff add it to the key in the back office.';

/** /graphql, or a partner REST path under /api (what the identify routes see as baseUrl and path). */
const isPartnerPath = (req: Request) => req.baseUrl === '/graphql' || (req.baseUrl === '/api' && isPartnerRestPath('GET', req.path));

/**
 * A CORS preflight to the partner API. It carries no key, so it is allowed when its origin is registered on
 * any live key (this process's PartnerOrigins): 204 with the CORS headers. Any other origin gets a 403 in the
 * path's error shape and no CORS headers, so the browser sends nothing more. No `Access-Control-Allow-Credentials`,
 * ever: a partner's page cannot send the shop's cookies. The shop's own pages never preflight (same origin).
 */
export function partnerPreflight(origins: PartnerOrigins): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    if (req.method !== 'OPTIONS' || !origin || !req.get('access-control-request-method') || !isPartnerPath(req)) return next();
    res.vary('Origin');
    if (!origins.allows(origin)) return refuse(req, res, 403, 'FORBIDDEN', UNREGISTERED_ORIGIN_MESSAGE);
    res.set({ 'Access-Control-Allow-Origin': origin, ...CORS_PREFLIGHT_HEADERS }).status(204).end();
  };
}

/**
 * The real request of a partner's page (after loadPartnerKey): readable by the page only when its origin is one
 * the key it carries lists. Requests without a key (the shop's own pages among them) get no CORS headers.
 */
export const partnerCorsHeaders: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  const partner = requestContext(req).partner;
  if (origin && partner) {
    res.vary('Origin');
    if (partner.allowedOrigins.includes(origin)) res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS });
  }
  next();
};
