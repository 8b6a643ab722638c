import type { EntityManager } from '@mikro-orm/postgresql';
import { type PaymentGateway, PaymentGatewayError, type PaymentIntentView } from './payment-gateway';

/** Pending orders looked at per pass (oldest first); the rest wait for the next pass. */
export const RECONCILE_BATCH = 100;

/**
 * How often the shop's checkout sweep and the marketplace's reconciliation run by default (PAYMENT_RECONCILE_SECONDS
 * sets both): a payment stranded by a crash is applied within a minute, with the job runner's 5 s poll.
 */
export const RECONCILE_SECONDS = 30;

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
 * Applies every succeeded payment whose order in `table` is still pending
 * (oldest first, `batch` at a time) through `apply`, the order's once-only
 * path (the event id derived from the payment, recorded with the change under
 * the order's lock): running it again, or beside the buyer's own retry,
 * changes nothing twice. Answers how many were applied.
 */
export async function applyStrandedPayments(
  em: EntityManager,
  table: 'customer_order' | 'marketplace_order',
  gateway: PaymentGateway,
  apply: (em: EntityManager, intent: PaymentIntentView) => Promise<string>,
  batch = RECONCILE_BATCH,
): Promise<number> {
  const rows = await em.getConnection().execute<{ payment_intent_id: string }[]>(
    `select payment_intent_id from ${table} where status = 'pending' and paid_at is null and payment_intent_id is not null order by created_at limit ?`,
    [batch],
  );
  let applied = 0;
  for (const intent of await succeededPayments(gateway, rows)) {
    if ((await apply(em.fork(), intent)) === 'applied') applied += 1;
  }
  return applied;
}
