import type { EntityManager } from '@mikro-orm/postgresql';
import { applyPaymentEvent, type PaymentEventContext } from './payment-events';
import { type PaymentGateway, PaymentGatewayError, type PaymentIntentView, succeededSync } from './payment-gateway';

/** Pending orders looked at per pass (oldest first); the rest wait for the next pass. */
export const RECONCILE_BATCH = 100;

/**
 * The gateway's answer for each pending order's payment, and the ones that
 * succeeded: a payment can succeed while nothing in the shop applied it (the
 * process died between the gateway and the database, a webhook was lost).
 * A gateway that cannot be asked now is asked again next pass.
 */
export async function succeededPayments(gateway: PaymentGateway, rows: { payment_intent_id: string }[]): Promise<PaymentIntentView[]> {
  const found: PaymentIntentView[] = [];
  for (const row of rows) {
    try {
      const intent = await gateway.retrieveIntent(row.payment_intent_id);
      if (intent.status === 'succeeded') found.push(intent);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      console.error(`[payments] could not ask the gateway about ${row.payment_intent_id}: ${error.message}`);
    }
  }
  return found;
}

/**
 * Applies every succeeded payment whose shop order is still pending, through
 * the same once-only path as a webhook (the event id derived from the
 * payment, recorded with the change under the order's lock): running it
 * again, or beside the buyer's own retry, changes nothing twice. Answers how
 * many were applied.
 */
export async function reconcileShopPayments(em: EntityManager, context: PaymentEventContext, batch = RECONCILE_BATCH): Promise<number> {
  const rows = await em.getConnection().execute<{ payment_intent_id: string }[]>(
    `select payment_intent_id from customer_order where status = 'pending' and paid_at is null and payment_intent_id is not null order by created_at limit ?`,
    [batch],
  );
  let applied = 0;
  for (const intent of await succeededPayments(context.gateway, rows)) {
    if ((await applyPaymentEvent(em.fork(), succeededSync(intent), context)) === 'applied') applied += 1;
  }
  return applied;
}
