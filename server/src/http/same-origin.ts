import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../common/errors';
import type { AppConfig } from '../config';
import { readSessionToken } from '../modules/accounts/session-cookie';
import { readApiKey } from '../modules/partners/partner-requests';

export const CROSS_ORIGIN_MESSAGE = 'This request did not come from the Aurum website. Please reload the page and try again.';

/** The header the web app sends with every request for Apollo's CSRF prevention; a cross-site page cannot send it without a CORS preflight, which the shop never grants. */
export const CSRF_HEADER = 'apollo-require-preflight';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** The shop's own origins, e.g. `https://aurum.example` (and the Vite dev server's in development). */
  allowedOrigins: ReadonlySet<string>;
  /** Whether the request carries the session cookie (the only thing a cross-site page can make a browser send). */
  hasSessionCookie(req: Request): boolean;
  /** Whether the request carries a partner API key: not cookie-authenticated, so never refused here. */
  hasApiKey(req: Request): boolean;
  /** Paths (under the router's mount point) that answer other servers, e.g. the Stripe webhook. */
  exemptPaths?: ReadonlySet<string>;
}

/** `scheme://host[:port]` of a URL, or null when it is not one. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Where the request says it comes from: `Origin`, else the origin of `Referer`; null when neither names one. */
function claimedOrigin(req: Request): string | null {
  const origin = req.get('origin');
  if (origin && origin !== 'null') return originOf(origin);
  if (origin === 'null') return 'null';
  const referer = req.get('referer');
  return referer ? originOf(referer) : null;
}

/**
 * CSRF defence for the REST facade: a state-changing request (POST, PUT, PATCH,
 * DELETE) that relies on the session cookie must come from the shop's own
 * origin (`Origin`, else `Referer`) or carry the CSRF header; otherwise 403 in
 * the one error shape. Requests without the cookie, with a partner key, or to
 * an exempt path pass untouched.
 */
export function requireSameOrigin(options: SameOriginOptions) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || options.exemptPaths?.has(req.path)) return next();
    if (!options.hasSessionCookie(req) || options.hasApiKey(req)) return next();
    if (req.get(CSRF_HEADER) !== undefined) return next();
    const origin = claimedOrigin(req);
    if (origin && options.allowedOrigins.has(origin)) return next();
    next(new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE));
  };
}

/** The Vite dev server (`npm run dev`, client/vite.config.ts), which proxies /api to the API server. */
const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The shop's own origins: PUBLIC_URL's (default http://localhost:PORT), plus the Vite dev server's in development. */
export function shopOrigins(config: Pick<AppConfig, 'publicUrl' | 'port' | 'env'>): ReadonlySet<string> {
  const origins = [originOf(config.publicUrl ?? `http://localhost:${config.port}`)];
  if (config.env === 'development') origins.push(...VITE_DEV_ORIGINS);
  return new Set(origins.filter((origin): origin is string => origin !== null));
}

/** The guard of /api as the app mounts it: the shop's origins, the session cookie, partner keys, the Stripe webhook and one-click unsubscribe exempt. */
export function shopOriginGuard(config: Pick<AppConfig, 'publicUrl' | 'port' | 'env'>) {
  return requireSameOrigin({
    allowedOrigins: shopOrigins(config),
    hasSessionCookie: (req) => readSessionToken(req) !== null,
    hasApiKey: (req) => readApiKey(req) !== undefined,
    // Authenticated otherwise: Stripe's signature; a signed unsubscribe token (RFC 8058 one-click comes from mail providers, cookie-less).
    exemptPaths: new Set(['/stripe/webhook', '/alerts/unsubscribe']),
  });
}
