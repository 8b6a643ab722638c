import { Router } from 'express';
import { badRequest } from '../../common/errors';
import { loopbackOnly } from '../../http/loopback-only';
import { requestContext } from '../../http/request-context';
import { readOutbox } from './read-outbox';

export const DEV_OUTBOX_RECIPIENT_REQUIRED = 'Give the exact recipient: /api/dev/outbox?to=<email or phone number>.';

/** An exact address: an email, or a phone number in international form. */
const RECIPIENT = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+\d{7,15})$/;

/**
 * Development only: one recipient's messages as JSON for the /dev/outbox page (mounted only when
 * NODE_ENV=development). Only for clients on this machine (issue 31: a reset link read from another
 * machine was an admin takeover), only for an exact `to=`, never the whole outbox.
 */
export function devOutboxRoutes(): Router {
  const router = Router();
  router.get('/dev/outbox', loopbackOnly, async (req, res) => {
    const recipient = typeof req.query.to === 'string' ? req.query.to.trim() : '';
    if (!RECIPIENT.test(recipient)) throw badRequest(DEV_OUTBOX_RECIPIENT_REQUIRED);
    res.set('Cache-Control', 'no-store').json({ messages: await readOutbox(requestContext(req).em, recipient) });
  });
  return router;
}

/** The /dev/outbox page itself: the same rule as its data, so it does not show to other machines at all. */
export function devOutboxPageGate(): Router {
  return Router().get('/dev/outbox', loopbackOnly, (_req, _res, next) => next());
}
