import type { EntityManager } from '@mikro-orm/postgresql';
import { Order } from './order.entity';
import { type IntentStatus, PaymentGatewayError, succeededSync } from '../payments/payment-gateway';
import { applyPaymentEvent, type PaymentEventContext } from './order-payments';
import { releaseOrderStock } from './stock-reservations';
import { performOrderMove } from './order-transitions';
import type { CancellationReason } from './cancellation-reasons';

/** Ends an unpaid checkout through the order table: its stock goes back, and the order is cancelled with the reason given. */
export async function endCheckoutMove(tx: EntityManager, order: Order, reason: CancellationReason): Promise<void> {
  await performOrderMove(order, 'endCheckout', 'system', { releaseStock: async () => void (await releaseOrderStock(tx, order.id)) }, (to) => {
    order.status = to;
    order.cancelledAt = new Date();
    order.cancellationReason = reason;
  });
}

export interface SweepResult {
  /** Checkouts ended as expired (cancelled, nothing charged). */
  ended: number;
  /** Checkouts whose payment had in fact succeeded: applied now. */
  paid: number;
  /** Left pending: the payment is still processing, or the gateway could not be asked. Looked at again next sweep. */
  kept: number;
}

/** A pending order whose hold on stock has run out (expired, or given back after a declined card and never taken again). */
const HOLD_OVER = `o.status = 'pending' and (select max(r.expires_at) from stock_reservation r where r.order_id = o.id) <= now()`;

/**
 * Ends abandoned checkouts: each pending order whose stock hold has run out
 * is cancelled with the reason checkout_expired, once its payment is
 * cancelled at the gateway so it can never be taken. The gateway is asked
 * first because only it knows whether money is on its way: a payment that
 * already succeeded is applied instead, one still processing keeps the order
 * pending. Safe to run in several processes at once (rows another process
 * holds are skipped).
 */
export async function endAbandonedCheckouts(em: EntityManager, context: PaymentEventContext, batch = 50): Promise<SweepResult> {
  const candidates = await em.getConnection().execute<{ id: string }[]>(`select o.id from customer_order o where ${HOLD_OVER} order by o.created_at limit ?`, [batch]);
  const result: SweepResult = { ended: 0, paid: 0, kept: 0 };
  for (const { id } of candidates) {
    const outcome = await endCheckout(em.fork(), id, context);
    if (outcome !== 'skipped') result[outcome] += 1;
  }
  return result;
}

async function endCheckout(em: EntityManager, orderId: string, context: PaymentEventContext): Promise<keyof SweepResult | 'skipped'> {
  const outcome = await em.transactional(async (tx): Promise<keyof SweepResult | 'skipped'> => {
    // The row lock keeps the customer's own "save details" or "pay" from racing the ending; a row locked elsewhere is busy, not abandoned.
    const locked = await tx.execute<{ id: string }[]>(`select o.id from customer_order o where o.id = ? and ${HOLD_OVER} for update of o skip locked`, [orderId]);
    if (locked.length === 0) return 'skipped';
    const order = await tx.findOneOrFail(Order, orderId);
    await releaseOrderStock(tx, order.id);
    let payment: IntentStatus = 'canceled';
    if (order.paymentIntentId) {
      try {
        payment = await context.gateway.cancelIntent(order.paymentIntentId);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        console.error(`[orders] could not cancel the payment of abandoned checkout ${order.number}: ${error.message}`);
        return 'kept';
      }
    }
    if (payment === 'succeeded') return 'paid';
    if (payment !== 'canceled') return 'kept';
    // The hold was given back above, before the gateway was asked (a checkout kept for its payment keeps nothing): the move's release finds none left.
    await endCheckoutMove(tx, order, 'checkout_expired');
    return 'ended';
  });
  if (outcome === 'paid') {
    const order = await em.findOneOrFail(Order, orderId);
    const intent = await context.gateway.retrieveIntent(order.paymentIntentId!);
    await applyPaymentEvent(em.fork(), succeededSync(intent), context);
  }
  return outcome;
}
