import express, { Router } from 'express';
import { AppError } from '../../common/errors';
import { restErrorHandler } from '../../http/error-handler';
import { requestContext } from '../../http/request-context';
import type { PaymentDependencies } from './payment-dependencies';
import { receiveStripeWebhook } from './stripe-webhook';

/**
 * POST /api/stripe/webhook. Mounted before the JSON parser: Stripe signs the
 * exact bytes it sent, so the body is verified raw and parsed only after.
 */
export function stripeWebhookRoutes(payments: PaymentDependencies): Router {
  const router = Router();
  router.post('/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await receiveStripeWebhook(requestContext(req).em, payments, body, req.get('stripe-signature'));
    res.json({ received: true, outcome });
  });
  router.use('/stripe/webhook', (_req, _res, next) => next(new AppError('METHOD_NOT_ALLOWED', 'Use POST.')));
  router.use(restErrorHandler);
  return router;
}
