import type { Request } from 'express';
import type { ClientInfo } from './session.service';

/** Who is asking: the address rate limits count (behind a trusted proxy, the forwarded one) and the browser. */
export function clientInfo(req: Request): ClientInfo {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: req.get('user-agent') ?? undefined };
}
