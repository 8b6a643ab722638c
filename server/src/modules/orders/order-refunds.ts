import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { orderRefundEmail, type RefundNotice } from './order-emails';
import { type OrderNoticeContext, orderLink, queueOrderEmail } from './order-notices';
import { Order } from './order.entity';
import { type PaymentGateway, PaymentGatewayError, newRefundKey, type RefundView } from './payment-gateway';

export const REFUND_FAILED = 'The payment provider did not accept the refund, so nothing has changed. Please try again.';

/**
 * Gives an order's payment back in full through its gateway. A payment is
 * refunded at most once: the simulated gateway keeps its first refund, and
 * Stripe refuses a second one (the gateway then answers the first).
 */
export async function refundInFull(gateway: PaymentGateway, order: Order): Promise<RefundView> {
  return refundPayment(gateway, order, order.totalPence);
}

/** Gives back part (or all) of an order's payment through its gateway; SERVICE_UNAVAILABLE when refused. */
export async function refundPayment(gateway: PaymentGateway, order: Order, amountPence: number): Promise<RefundView> {
  if (!order.paymentIntentId) throw new AppError('BAD_USER_INPUT', `Order ${order.number} has no payment to refund.`, { reason: 'NO_PAYMENT' });
  let refund: RefundView;
  try {
    refund = await gateway.refund({ intentId: order.paymentIntentId, amountPence, idempotencyKey: newRefundKey(order.paymentIntentId) });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    console.error(`[orders] refund of ${order.number} refused: ${error.message}`);
    throw new AppError('SERVICE_UNAVAILABLE', REFUND_FAILED, { reason: 'REFUND_FAILED', provider: error.message });
  }
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new AppError('SERVICE_UNAVAILABLE', REFUND_FAILED, { reason: 'REFUND_FAILED' });
  }
  return refund;
}

/** Records a refund on the order (locked by the caller) and emails the customer in the same transaction. */
export async function recordRefund(tx: EntityManager, order: Order, refund: RefundView, notice: RefundNotice, context: OrderNoticeContext): Promise<void> {
  order.refundedAt = new Date();
  order.refundId = refund.id;
  order.refundedPence = order.totalPence;
  await queueOrderEmail(tx, context, notice === 'cancelled' ? 'order_cancelled' : 'order_refunded', orderRefundEmail(order, await orderLink(tx, order, context), notice));
}

/**
 * A payment that came in for an order that could not take it (replaced,
 * sold out): refunded at once. When the gateway refuses, the order keeps
 * paid_at without refunded_at, and staff see a Refund action on it.
 */
export async function refundLatePayment(em: EntityManager, orderId: string, context: OrderNoticeContext & { gateway: PaymentGateway }): Promise<void> {
  const order = await em.findOneOrFail(Order, orderId);
  let refund: RefundView;
  try {
    refund = await refundInFull(context.gateway, order);
  } catch (error) {
    if (error instanceof AppError) return;
    throw error;
  }
  await em.transactional(async (tx) => {
    const locked = await tx.findOneOrFail(Order, orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!locked.refundedAt) await recordRefund(tx, locked, refund, 'late_payment', context);
  });
}
