import type { NextFunction, Request, Response } from 'express';
import { notFound } from '../common/errors';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Only for this machine: the socket's own peer decides, never X-Forwarded-For or `trust proxy`
 * (a proxy on this machine makes every client look local, so development tools stay off behind one).
 * Others get the same 404 as a path that does not exist.
 */
export function loopbackOnly(req: Request, _res: Response, next: NextFunction) {
  if (isLoopbackAddress(req.socket.remoteAddress) && !req.headers['x-forwarded-for']) return next();
  next(notFound(`No API route ${req.method} ${req.path}`));
}
