import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { TAP_RECORDER_SOURCE } from './tap-recorder';

const APOLLO_CDN = ['https://embeddable-sandbox.cdn.apollographql.com', 'https://apollo-server-landing-page.cdn.apollographql.com'];
const STRIPE = ['https://js.stripe.com', 'https://*.stripe.com'];

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * helmet's headers, worked out once: with no per-request directive (no nonce)
 * they are the same for every response, so each request gets them in one
 * step instead of through helmet's dozen middlewares and its CSP builder.
 */
function fixedHeaders(middleware: HelmetMiddleware): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  } as unknown as ServerResponse;
  let finished = false;
  middleware({} as IncomingMessage, recorder, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers depend on the request');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * Strict headers for the shop; Stripe.js is the only third-party script it may load, and the tap recorder
 * (tap-recorder.ts) the only inline one, allowed by its hash.
 */
export const SHOP_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", TAP_RECORDER_SOURCE, ...STRIPE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api.stripe.com', 'https://api.postcodes.io'],
      frameSrc: ["'self'", ...STRIPE],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Apollo Sandbox (/developers/sandbox, for those online) is an inline bootstrap that embeds Apollo's hosted explorer. */
export const SANDBOX_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'", ...APOLLO_CDN],
      styleSrc: ["'self'", "'unsafe-inline'", ...APOLLO_CDN],
      imgSrc: ["'self'", 'data:', ...APOLLO_CDN],
      fontSrc: ["'self'", 'data:', ...APOLLO_CDN],
      connectSrc: ["'self'", ...APOLLO_CDN],
      frameSrc: ["'self'", 'https://sandbox.embed.apollographql.com', ...APOLLO_CDN],
      manifestSrc: ["'self'", ...APOLLO_CDN],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The API explorer at /graphql (GraphiQL, built by the shop: client/vite.explorer.config.ts): its own scripts, styles
 * and Monaco's workers only, and requests to this origin only. No 'unsafe-eval', no third party; inline styles because
 * Monaco and GraphiQL set element styles.
 */
export const EXPLORER_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'no-referrer' },
};

export const shopSecurityHeaders = fixedHeaders(helmet(SHOP_HEADERS));

export const explorerSecurityHeaders = fixedHeaders(helmet(EXPLORER_HEADERS));

export const sandboxSecurityHeaders = fixedHeaders(helmet(SANDBOX_HEADERS));

/**
 * A subresource's headers (a built script, stylesheet or font, a product picture): the shop's content security,
 * framing, referrer and transport policies act on documents, not on these, and cost ~0.9 KB on each of a page's
 * dozens of such responses (issue 17). What does act on a subresource stays.
 */
export const SUBRESOURCE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const subresourceHeaderList = Object.entries(SUBRESOURCE_HEADERS);

export const subresourceSecurityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of subresourceHeaderList) res.setHeader(name, value);
  next();
};
