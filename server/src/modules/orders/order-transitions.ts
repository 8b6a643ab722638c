import { AppError } from '../../common/errors';
import type { Order, OrderStatus } from './order.entity';

/**
 * pending → paid → fulfilled; pending or paid → cancelled; paid or fulfilled
 * → partially_refunded (some lines) or refunded (every line). A partially
 * refunded order can still be dispatched (it stays partially_refunded, with
 * its dispatch date) and refunded further. Nothing leaves cancelled or refunded.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['fulfilled', 'cancelled', 'partially_refunded', 'refunded'],
  fulfilled: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  cancelled: [],
  refunded: [],
};

export const STAFF_ACTIONS = ['dispatch', 'refund', 'cancel'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Where each staff action takes an order. Unpaid checkouts are not staff business: they end when their hold expires. */
export const STAFF_ACTION_TARGET: Record<StaffAction, OrderStatus> = { dispatch: 'fulfilled', refund: 'refunded', cancel: 'cancelled' };

type OrderState = Pick<Order, 'number' | 'paidAt' | 'refundedAt'> & { status: OrderStatus; fulfilledAt?: Date | null };

/** Whether the order has left the warehouse (a partially refunded order keeps its status when dispatched). */
export const isDispatched = (order: Pick<OrderState, 'status' | 'fulfilledAt'>) => order.status === 'fulfilled' || order.fulfilledAt != null;

/**
 * A payment that arrived for an order already cancelled and was not given
 * back (its automatic refund failed): staff may refund it; the order stays cancelled.
 */
export const owesRefund = (order: OrderState) => order.status === 'cancelled' && order.paidAt != null && order.refundedAt == null;

/** What staff may do to an order now. */
export function staffActions(order: OrderState): StaffAction[] {
  if (owesRefund(order)) return ['refund'];
  if (order.status === 'pending') return [];
  if (order.status === 'partially_refunded') return isDispatched(order) ? ['refund'] : ['dispatch', 'refund'];
  return STAFF_ACTIONS.filter((action) => ORDER_TRANSITIONS[order.status].includes(STAFF_ACTION_TARGET[action]));
}

const DONE: Record<StaffAction, string> = { dispatch: 'dispatched', refund: 'refunded', cancel: 'cancelled' };
const BEEN: Record<OrderStatus, string> = {
  pending: 'awaiting payment',
  paid: 'paid',
  fulfilled: 'dispatched',
  cancelled: 'cancelled',
  partially_refunded: 'partly refunded',
  refunded: 'refunded',
};

/** Why an action is refused, in words staff can act on. */
export function refusal(order: OrderState, action: StaffAction): string {
  const n = `Order ${order.number}`;
  if (order.status === STAFF_ACTION_TARGET[action]) return `${n} has already been ${DONE[action]}.`;
  if (action === 'dispatch' && isDispatched(order)) return `${n} has already been dispatched.`;
  if (action === 'cancel' && order.status === 'partially_refunded') return `${n} has been partly refunded and cannot be cancelled; refund its remaining lines instead.`;
  if (action === 'refund' && order.refundedAt) return `${n} has already been refunded.`;
  if (order.status === 'pending') {
    return action === 'cancel'
      ? `${n} is awaiting payment and cannot be cancelled; an unpaid checkout ends by itself when its hold expires.`
      : `${n} is awaiting payment and cannot be ${DONE[action]}.`;
  }
  if (action === 'refund' && !order.paidAt) return `${n} was never paid, so there is nothing to refund.`;
  if (action === 'cancel' && order.status === 'fulfilled') return `${n} has been dispatched and can no longer be cancelled; refund it instead.`;
  return `${n} has been ${BEEN[order.status]} and cannot be ${DONE[action]}.`;
}

/** Refuses an action the order's status does not allow: BAD_USER_INPUT (400), never a server error. */
export function assertStaffAction(order: OrderState, action: StaffAction): void {
  if (staffActions(order).includes(action)) return;
  throw new AppError('BAD_USER_INPUT', refusal(order, action), { reason: 'ILLEGAL_TRANSITION', status: order.status.toUpperCase(), action: action.toUpperCase() });
}

export type PaymentStatus = 'unpaid' | 'paid' | 'refunded';

/** Where the money stands, whatever the status says: a cancelled order may still hold a late payment that is owed back. */
export function paymentStatusOf(order: Pick<Order, 'paidAt' | 'refundedAt'> & { status?: OrderStatus }): PaymentStatus {
  // Partly refunded: the rest of the payment is still held.
  if (order.status === 'partially_refunded') return 'paid';
  if (order.refundedAt) return 'refunded';
  return order.paidAt ? 'paid' : 'unpaid';
}
