import type { IncomingMessage } from 'node:http';
import type { Express } from 'express';

/**
 * `req.ip` for a request express never saw (a WebSocket upgrade, the fast listing path): express's own getter over
 * the app's `trust proxy` setting (X-Forwarded-For believed only from TRUST_PROXY), so caps and budgets count callers
 * as every route does. Undefined when the socket has no address, as `req.ip` is.
 */
export function expressIpOf(app: Express): (request: IncomingMessage) => string | undefined {
  const ip = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app.request), 'ip')?.get;
  if (!ip) throw new Error('express no longer defines req.ip as a getter');
  return (request) => ip.call({ app, headers: request.headers, socket: request.socket, connection: request.socket }) as string | undefined;
}
