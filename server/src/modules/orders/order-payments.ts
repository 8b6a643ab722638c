import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessagingDependencies } from '../messaging/message-transport';
import { type EventOutcome, recordPaymentEvent } from '../payments/payment-events';
import { type PaymentEventNotice, type PaymentGateway, succeededSync } from '../payments/payment-gateway';
import { applyStrandedPayments, RECONCILE_BATCH } from '../payments/stranded-payments';
import type { OrderAccessTokens } from './order-access';
import { orderConfirmationEmail } from './order-emails';
import { confirmationLink, queueOrderEmail } from './order-notices';
import { refundLatePayment } from './order-refunds';
import { Order } from './order.entity';
import { systemCan, systemMove } from './order-transitions';
import { ensureOrderStock } from './order-stock';
import { releaseOrderStock } from './stock-reservations';

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
 *
 * A payment that arrives after its checkout ended: an expired checkout is
 * honoured when its stock can be taken again (the customer paid for it in
 * good faith, seconds late); otherwise — sold out, or a checkout the
 * customer replaced with a newer one — the payment is refunded at once.
 */
export async function applyPaymentEvent(em: EntityManager, event: PaymentEventNotice, context: PaymentEventContext): Promise<EventOutcome> {
  const intent = event.intent;
  let refund = false;
  let orderId: string | null = null;
  const outcome = await em.transactional(async (tx): Promise<EventOutcome> => {
    if (!(await recordPaymentEvent(tx, event))) return 'duplicate';
    const order = await tx.findOne(Order, { paymentIntentId: intent.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) return 'ignored';
    orderId = order.id;

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
    // This payment is already on the order (paid, dispatched, refunded, or given back).
    if (order.paidAt) return 'ignored';
    order.paidAt = new Date();
    if (!systemCan(order, 'pay')) {
      refund = true;
      return 'applied';
    }
    const stock = await ensureOrderStock(tx, order, context.reservationMinutes, { commit: true });
    if (!stock.ok) {
      order.status = systemMove(order, 'cancelUnsold');
      order.cancelledAt = new Date();
      order.cancellationReason = 'sold_out_after_payment';
      refund = true;
      return 'applied';
    }
    order.status = systemMove(order, 'pay');
    order.cancelledAt = null;
    order.cancellationReason = null;
    order.lastPaymentError = null;
    // Bought: the customer's saved cart is done with, as the browser's is (storefront.md §4, Confirmation).
    if (order.userId) await tx.execute('delete from saved_cart where user_id = ?', [order.userId]);
    const link = await confirmationLink(tx, order, context);
    await queueOrderEmail(tx, context, 'order_confirmation', orderConfirmationEmail(order, await order.lines.loadItems(), link));
    return 'applied';
  });
  if (refund && orderId) await refundLatePayment(em.fork(), orderId, context);
  return outcome;
}

/** The shop's stranded payments, applied as their webhook would (applyStrandedPayments). */
export function reconcileShopPayments(em: EntityManager, context: PaymentEventContext, batch = RECONCILE_BATCH): Promise<number> {
  return applyStrandedPayments(em, 'customer_order', context.gateway, (fork, intent) => applyPaymentEvent(fork, succeededSync(intent), context), batch);
}
