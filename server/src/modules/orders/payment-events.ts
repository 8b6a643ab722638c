import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxTransport, type MessagingDependencies } from '../messaging/message-transport';
import { INTENT_METADATA, type PaymentEventNotice, type PaymentGateway } from './payment-gateway';
import type { OrderAccessTokens } from './order-access';
import { orderConfirmationEmail } from './order-emails';
import { Order } from './order.entity';
import { ensureOrderStock } from './order-stock';
import { releaseOrderStock } from './stock-reservations';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

export const SOLD_OUT_AFTER_PAYMENT = 'Sold out before the payment completed; the payment was refunded.';

export interface PaymentEventContext {
  gateway: PaymentGateway;
  tokens: OrderAccessTokens;
  publicUrl: string;
  reservationMinutes: number;
  messaging: MessagingDependencies;
}

/**
 * Applies a verified payment event to its order exactly once: the event id is
 * recorded in the same transaction as the change, so a redelivery (Stripe
 * retries, a second process, the client's own status check) finds it and
 * changes nothing. Events that arrive out of order only move an order
 * forward: a late failure never undoes a payment.
 */
export async function applyPaymentEvent(em: EntityManager, event: PaymentEventNotice, context: PaymentEventContext): Promise<EventOutcome> {
  const intent = event.intent;
  let refund = false;
  const outcome = await em.transactional(async (tx): Promise<EventOutcome> => {
    const recorded = await tx.execute<{ id: string }[]>(
      `insert into payment_event (id, type, payment_intent_id, order_id, received_at) values (?, ?, ?, ?, now())
       on conflict (id) do nothing returning id`,
      [event.id, event.type, intent.id, intent.metadata[INTENT_METADATA.orderId] ?? null],
    );
    if (recorded.length === 0) return 'duplicate';
    const order = await tx.findOne(Order, { paymentIntentId: intent.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) return 'ignored';

    if (event.type === 'payment_intent.payment_failed') {
      if (order.status !== 'pending') return 'ignored';
      order.lastPaymentError = intent.lastError ?? 'Payment failed';
      await releaseOrderStock(tx, order.id);
      return 'applied';
    }

    if (intent.amount !== order.totalPence || intent.currency.toLowerCase() !== order.currency.toLowerCase()) {
      console.error(`[orders] payment ${intent.id} amount ${intent.amount} ${intent.currency} does not match order ${order.number}`);
      return 'ignored';
    }
    if (order.status === 'cancelled') {
      refund = true;
      return 'applied';
    }
    if (order.status !== 'pending') return 'ignored';
    const stock = await ensureOrderStock(tx, order, context.reservationMinutes, { commit: true });
    if (!stock.ok) {
      order.status = 'cancelled';
      order.cancelledAt = new Date();
      order.cancellationReason = SOLD_OUT_AFTER_PAYMENT;
      refund = true;
      return 'applied';
    }
    order.status = 'paid';
    order.paidAt = new Date();
    order.lastPaymentError = null;
    // Bought: the customer's saved cart is done with, as the browser's is (storefront.md §4, Confirmation).
    if (order.userId) await tx.execute('delete from saved_cart where user_id = ?', [order.userId]);
    await queueConfirmationEmail(tx, order, context);
    return 'applied';
  });
  if (refund) {
    await context.gateway.refund(intent.id).catch((error) => console.error(`[orders] refund of ${intent.id} failed`, error));
  }
  return outcome;
}

async function queueConfirmationEmail(tx: EntityManager, order: Order, context: PaymentEventContext) {
  if (!order.email) return;
  const token = await context.tokens.issue(tx, order.id);
  const link = `${context.publicUrl}/order/confirmation?order=${encodeURIComponent(order.number)}&token=${encodeURIComponent(token)}`;
  const email = orderConfirmationEmail(order, await order.lines.loadItems(), link);
  await new OutboxTransport(tx, context.messaging).send({ channel: 'email', kind: 'order_confirmation', ...email });
}
