import type { EntityManager } from '@mikro-orm/postgresql';
import { type EventOutcome, recordPaymentEvent } from '../../payments/payment-events';
import { type PaymentEventNotice, succeededSync } from '../../payments/payment-gateway';
import type { EscrowDependencies } from './escrow-dependencies';
import { applySucceededPayment } from './escrow-moves';

/** The kind a marketplace order's payment intent carries: its events come to the escrow. */
export const MARKETPLACE_ORDER_KIND = 'marketplace';

/**
 * A verified gateway event for a marketplace order, applied once: the event
 * id is recorded (the shop's one payment_event dedup) in the same transaction
 * as the order becoming paid, its listing sold and the funds held. A crash
 * before the commit leaves neither; the redelivered event, the buyer's own
 * status check or the reservation timer applies it later.
 */
export async function applyEscrowPaymentEvent(em: EntityManager, event: PaymentEventNotice, deps: EscrowDependencies): Promise<EventOutcome> {
  return em.transactional(async (tx): Promise<EventOutcome> => {
    if (!(await recordPaymentEvent(tx, event))) return 'duplicate';
    // A failed attempt changes nothing: the listing stays reserved for another try until the reservation ends.
    if (event.type !== 'payment_intent.succeeded') return 'ignored';
    return applySucceededPayment(tx, event.intent, deps);
  });
}

/** The event the escrow itself derives from the gateway's answer (a status check), deduplicated like a webhook. */
export const syncEvent = succeededSync;
