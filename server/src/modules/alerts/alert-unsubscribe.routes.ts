import express, { type Request, Router } from 'express';
import { requestContext } from '../../http/request-context';

/** Small on purpose: a one-click POST carries `List-Unsubscribe=One-Click` and, from the page, the choice. */
const BODY_LIMIT = '2kb';

const token = (req: Request) => (typeof req.query.token === 'string' ? req.query.token : undefined);
const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * RFC 8058 one-click unsubscribe (List-Unsubscribe-Post), and what the link's page reads. Authenticated by the
 * signed token alone: no cookie, no CSRF header (same-origin.ts exempts exactly this path). Mounted before the shared
 * JSON parser, as it reads form bodies (what mail providers send) as well as JSON (what the page sends).
 */
export function alertUnsubscribeRoutes(): Router {
  const router = Router();

  router.get('/alerts/unsubscribe', async (req, res) => {
    const preview = await requestContext(req).services.alertUnsubscribe.preview(token(req), address(req));
    res.set('Cache-Control', 'no-store');
    res.json(preview);
  });

  router.post('/alerts/unsubscribe', express.urlencoded({ extended: false, limit: BODY_LIMIT }), express.json({ limit: BODY_LIMIT }), async (req, res) => {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const outcome = await requestContext(req).services.alertUnsubscribe.unsubscribe(token(req), body.scope, address(req));
    res.set('Cache-Control', 'no-store');
    res.json({ success: true, ...outcome });
  });

  return router;
}
