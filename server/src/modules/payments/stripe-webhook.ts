import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import type { PaymentDependencies } from './payment-dependencies';
import type { EventOutcome } from './payment-events';
import { StripeGateway } from './stripe-gateway';

/** A Stripe webhook: verified over the raw body, then applied once per event id by the module its intent belongs to. */
export async function receiveStripeWebhook(em: EntityManager, payments: PaymentDependencies, rawBody: Buffer, signature: string | undefined): Promise<EventOutcome> {
  const gateway = payments.gateway;
  if (!(gateway instanceof StripeGateway)) throw new AppError('NOT_FOUND', 'Stripe is not configured on this shop.');
  const event = gateway.parseWebhook(rawBody, signature);
  if (!event) return 'ignored';
  return payments.events.apply(em.fork(), event);
}
