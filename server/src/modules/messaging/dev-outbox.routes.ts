import { Router } from 'express';
import { requestContext } from '../../http/request-context';
import { readOutbox } from './read-outbox';

/** Development only: the outbox as JSON for the /dev/outbox page (mounted only when NODE_ENV=development). */
export function devOutboxRoutes(): Router {
  const router = Router();
  router.get('/dev/outbox', async (req, res) => {
    const recipient = typeof req.query.to === 'string' && req.query.to ? req.query.to : undefined;
    res.set('Cache-Control', 'no-store').json({ messages: await readOutbox(requestContext(req).em, recipient) });
  });
  return router;
}
