import { Router } from 'express';
import { requestContext } from '../../http/request-context';
import { parseDetailFlag, parseSignalsLimit } from './signal-params';
import { toSignalJson } from './signal.mapper';

/** GET /api/investment/watches/signals/top?limit=&detail= (accounts-support-info.md §7). */
export function marketRoutes(): Router {
  const router = Router();

  router.get('/investment/watches/signals/top', async (req, res) => {
    const limit = parseSignalsLimit(req.query.limit);
    const detail = parseDetailFlag(req.query.detail);
    const { signals } = requestContext(req).services;
    const [top, freshness] = await Promise.all([signals.topSignals(limit), signals.freshness()]);
    res.set('Cache-Control', 'public, max-age=60').json({
      signals: top.map((signal) => toSignalJson(signal, detail)),
      asOf: freshness.asOf,
      dataStale: freshness.dataStale,
    });
  });

  return router;
}
