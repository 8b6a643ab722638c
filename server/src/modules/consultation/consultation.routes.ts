import { Router } from 'express';
import { requestContext } from '../../http/request-context';
import { toProductJson } from '../catalog/product.mapper';
import type { StyleConsultation } from './consultation.service';

/** The REST view of a consultation (§3 "Consultation response"); recommended products as the catalogue's JSON, in pounds. */
export function toConsultationJson(consultation: StyleConsultation) {
  return {
    ...consultation,
    products: consultation.products.map(({ product, ...why }) => ({ ...toProductJson(product), ...why })),
    metadata: { ...consultation.metadata, generatedAt: consultation.metadata.generatedAt.toISOString() },
  };
}

/** POST /api/investment/recommendations with {interest, budget, style, lifestyle, risk} (§7). */
export function consultationRoutes(): Router {
  const router = Router();

  router.post('/investment/recommendations', async (req, res) => {
    const { services, user } = requestContext(req);
    const consultation = await services.consultation.recommend(req.body, user?.id ?? null);
    res.set('Cache-Control', 'no-store').json({ success: true, consultation: toConsultationJson(consultation) });
  });

  return router;
}
