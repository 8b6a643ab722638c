import type { Request } from 'express';
import { readDeviceCookies } from './device-cookie';
import type { ClientInfo } from './session.service';

/**
 * Who is asking: the address rate limits count (the socket's; the forwarded one only from a proxy TRUST_PROXY
 * names), the browser, and the accounts it has signed in to before (device cookies).
 */
export function clientInfo(req: Request): ClientInfo {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: req.get('user-agent') ?? undefined, deviceCookies: readDeviceCookies(req) };
}
