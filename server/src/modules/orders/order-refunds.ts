import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { CANCELLATION_REASONS, isCancellationReason } from './cancellation-reasons';
import { orderRefundEmail } from './order-emails';
import { type OrderNoticeContext, orderLink, queueOrderEmail } from './order-notices';
import { OrderRefund } from './order-refund.entity';
import { owesRefund } from './order-transitions';
import { Order } from './order.entity';
import { type PaymentGateway, PaymentGatewayError, newRefundKey, type RefundView } from '../payments/payment-gateway';
import { planRefund, type RefundPlan } from './refund-lines';
import { restockItems } from './stock-reservations';

export const REFUND_FAILED = 'The payment provider did not accept the refund, so nothing has changed. Please try again.';
export const ALREADY_REFUNDED =
  'The payment provider says this payment has already been refunded in full, so no new refund was made and the order is unchanged. Check the payment with the provider before trying again.';

/** Who gives money back: a member of staff, or null for the shop's own automatic refunds. */
export interface RefundActor {
  id: number;
  email: string;
}

export interface OrderRefundRequest {
  plan: RefundPlan;
  reason: string;
  restock: boolean;
  by: RefundActor | null;
}

/**
 * Gives back part (or all) of an order's payment through its gateway;
 * SERVICE_UNAVAILABLE when refused. A gateway answer naming a refund the
 * order already recorded (an "already refunded" charge answered with an
 * earlier refund) is not a new refund: CONFLICT, and nothing changes.
 */
export async function refundPayment(gateway: PaymentGateway, order: Order, amountPence: number, recorded: readonly string[] = []): Promise<RefundView> {
  if (!order.paymentIntentId) throw new AppError('BAD_USER_INPUT', `Order ${order.number} has no payment to refund.`, { reason: 'NO_PAYMENT' });
  let refund: RefundView;
  try {
    refund = await gateway.refund({ intentId: order.paymentIntentId, amountPence, idempotencyKey: newRefundKey(order.paymentIntentId), recordedRefundIds: recorded });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    console.error(`[orders] refund of ${order.number} refused: ${error.message}`);
    if (error.alreadyRefunded) throw new AppError('CONFLICT', ALREADY_REFUNDED, { reason: 'ALREADY_REFUNDED' });
    throw new AppError('SERVICE_UNAVAILABLE', REFUND_FAILED, { reason: 'REFUND_FAILED', provider: error.message });
  }
  if (recorded.includes(refund.id) || refund.amount !== amountPence) {
    console.error(`[orders] refund of ${order.number} answered ${refund.id} (${refund.amount}p) for ${amountPence}p: not a new refund`);
    throw new AppError('CONFLICT', ALREADY_REFUNDED, { reason: 'ALREADY_REFUNDED' });
  }
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new AppError('SERVICE_UNAVAILABLE', REFUND_FAILED, { reason: 'REFUND_FAILED' });
  }
  return refund;
}

/**
 * The one way money goes back to a shop customer, for staff refunds, cancels
 * and automatic refunds alike: with the order's row locked by the caller, the
 * plan's amount is refunded through the gateway, the lines marked, the items
 * restocked when asked, the order's totals moved and an order_refund row
 * written (amount, lines, reason, who, gateway reference), all in the
 * caller's transaction. The caller sets the status and writes the email.
 */
export async function refundAndRecord(tx: EntityManager, gateway: PaymentGateway, order: Order, request: OrderRefundRequest): Promise<OrderRefund> {
  const { plan } = request;
  const earlier = await tx.find(OrderRefund, { order: order.id });
  const payment = await refundPayment(gateway, order, plan.amountPence, earlier.map((refund) => refund.gatewayReference));
  for (const { line, quantity } of plan.items) line.refundedQuantity += quantity;
  if (request.restock) await restockItems(tx, order.id, plan.items.map(({ line, quantity }) => ({ productId: line.product.id, quantity })));
  const at = new Date();
  order.refundedPence += plan.amountPence;
  order.refundedAt = at;
  order.refundId = payment.id;
  return tx.create(OrderRefund, {
    order,
    amountPence: plan.amountPence,
    vatPence: plan.vatPence,
    lines: plan.lines,
    reason: request.reason,
    restocked: request.restock,
    staffUserId: request.by?.id ?? null,
    staffEmail: request.by?.email ?? null,
    gatewayReference: payment.id,
    createdAt: at,
  });
}

/** Everything not yet refunded of an order whose row the caller holds locked. */
export async function wholeRemainder(order: Order): Promise<RefundPlan> {
  return planRefund(order, await order.lines.loadItems(), null);
}

/** The reason kept on an automatic refund of a late payment. */
export function latePaymentReason(order: Pick<Order, 'cancellationReason'>): string {
  const why = isCancellationReason(order.cancellationReason) ? ` (${CANCELLATION_REASONS[order.cancellationReason]})` : '';
  return `Automatic refund: the payment arrived after the checkout had closed${why}`;
}

/**
 * A payment that came in for an order that could not take it (replaced,
 * sold out): refunded at once, under the order's lock, once only — a second
 * run (a redelivery, another process) finds it refunded and does nothing.
 * When the gateway refuses, the order keeps paid_at without refunded_at, and
 * staff see a Refund action on it.
 */
export async function refundLatePayment(em: EntityManager, orderId: string, context: OrderNoticeContext & { gateway: PaymentGateway }): Promise<OrderRefund | null> {
  try {
    return await em.transactional(async (tx) => {
      const order = await tx.findOneOrFail(Order, orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!owesRefund(order)) return null;
      const refund = await refundAndRecord(tx, context.gateway, order, { plan: await wholeRemainder(order), reason: latePaymentReason(order), restock: false, by: null });
      await queueOrderEmail(tx, context, 'order_refunded', orderRefundEmail(order, await orderLink(tx, order, context), 'late_payment'));
      return refund;
    });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
