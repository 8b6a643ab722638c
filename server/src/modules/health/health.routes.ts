import { Router } from 'express';
import { requestContext } from '../../http/request-context';
import type { CatalogueEngine } from '../catalog/engine/catalogue-engine';

const startedAt = Date.now();

/** `GET /api/health`: liveness plus a database round trip, for load balancers and monitoring. */
export function healthRoutes(catalogueEngine?: CatalogueEngine): Router {
  const router = Router();
  router.get('/health', async (req, res) => {
    let database: 'ok' | 'unavailable' = 'ok';
    try {
      await requestContext(req).em.getConnection().execute('select 1');
    } catch {
      database = 'unavailable';
    }
    res
      .status(database === 'ok' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: database === 'ok' ? 'ok' : 'degraded', database, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        catalogueEngine: catalogueEngine?.status() ?? null,
        memory: { rssBytes: process.memoryUsage.rss() },
      });
  });
  return router;
}
