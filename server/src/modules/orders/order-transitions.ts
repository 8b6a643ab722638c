import { StateMachine } from '../../common/state-machine';
import type { Order, OrderStatus } from './order.entity';

export const STAFF_ACTIONS = ['dispatch', 'refund', 'cancel'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Where each staff action takes an order when it is not decided by what is refunded or dispatched. */
const STAFF_ACTION_TARGET: Record<StaffAction, OrderStatus> = { dispatch: 'fulfilled', refund: 'refunded', cancel: 'cancelled' };

type OrderState = Pick<Order, 'number' | 'paidAt' | 'refundedAt'> & { status: OrderStatus; fulfilledAt?: Date | null };

/** Whether the order has left the warehouse (a partially refunded order keeps its status when dispatched). */
export const isDispatched = (order: Pick<OrderState, 'status' | 'fulfilledAt'>) => order.status === 'fulfilled' || order.fulfilledAt != null;

/**
 * A payment that arrived for an order already cancelled and was not given
 * back (its automatic refund failed): staff may refund it; the order stays cancelled.
 */
export const owesRefund = (order: OrderState) => order.status === 'cancelled' && order.paidAt != null && order.refundedAt == null;

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

/**
 * What staff do to an order, as one table (common/state-machine.ts). Paid →
 * dispatched (fulfilled), cancelled before dispatch, or refunded line by line
 * (partially_refunded, then refunded when every line is). A partly refunded
 * order can still be dispatched once (it keeps its status, with its dispatch
 * date) and refunded further. A cancelled order takes a refund only for a late
 * payment still held. Unpaid checkouts are not staff business: they end when
 * their hold expires. Nothing leaves refunded.
 */
export const orderMachine = new StateMachine<OrderStatus, StaffAction, never, OrderState>({
  name: 'order',
  moves: {
    dispatch: { from: ['paid', 'partially_refunded'], to: null, guard: (order) => (isDispatched(order) ? refusal(order, 'dispatch') : null) },
    refund: { from: ['paid', 'fulfilled', 'partially_refunded', 'cancelled'], to: null, guard: (order) => (order.status === 'cancelled' && !owesRefund(order) ? refusal(order, 'refund') : null) },
    cancel: { from: ['paid'], to: 'cancelled' },
  },
  refusal: (_status, action, order) => refusal(order!, action),
});

/** What staff may do to an order now. */
export const staffActions = (order: OrderState): StaffAction[] => orderMachine.movesFrom(order.status, undefined, order);

/** Refuses an action the order's status does not allow: the one ILLEGAL_TRANSITION error (400), never a server error. */
export function assertStaffAction(order: OrderState, action: StaffAction): void {
  orderMachine.move(order.status, action, { subject: order });
}

export type PaymentStatus = 'unpaid' | 'paid' | 'refunded';

/** Where the money stands, whatever the status says: a cancelled order may still hold a late payment that is owed back. */
export function paymentStatusOf(order: Pick<Order, 'paidAt' | 'refundedAt'> & { status?: OrderStatus }): PaymentStatus {
  // Partly refunded: the rest of the payment is still held.
  if (order.status === 'partially_refunded') return 'paid';
  if (order.refundedAt) return 'refunded';
  return order.paidAt ? 'paid' : 'unpaid';
}
