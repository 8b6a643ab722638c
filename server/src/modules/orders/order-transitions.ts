import { StateMachine } from '../../common/state-machine';
import type { Order, OrderStatus } from './order.entity';

export const STAFF_ACTIONS = ['dispatch', 'refund', 'cancel'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Where each staff action takes an order when it is not decided by what is refunded or dispatched. */
const STAFF_ACTION_TARGET: Record<StaffAction, OrderStatus> = { dispatch: 'fulfilled', refund: 'refunded', cancel: 'cancelled' };

type OrderState = Pick<Order, 'number' | 'paidAt' | 'refundedAt'> & { status: OrderStatus; fulfilledAt?: Date | null; cancellationReason?: string | null };

/** What the shop itself does to an order: the payment arrives, a checkout ends (expired, replaced), a payment comes for stock that is gone. */
export const SYSTEM_MOVES = ['pay', 'endCheckout', 'cancelUnsold'] as const;
export type SystemMove = (typeof SYSTEM_MOVES)[number];
export type OrderMove = StaffAction | SystemMove;
/** Who moves an order: staff from the back office, or the system (gateway events, the checkout sweep, the buyer's own checkout). */
export type OrderActor = 'staff' | 'system';

const isStaffAction = (move: OrderMove): move is StaffAction => (STAFF_ACTIONS as readonly string[]).includes(move);

/** An expired checkout whose payment arrives late is honoured (when its stock can be taken again); a replaced or cancelled one is not. */
const latePaymentRefusal = (order: OrderState) =>
  order.status === 'cancelled' && order.cancellationReason !== 'checkout_expired' ? `Order ${order.number} was cancelled (${order.cancellationReason ?? 'no reason'}); its payment is given back.` : null;

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
export const orderMachine = new StateMachine<OrderStatus, OrderMove, OrderActor, OrderState>({
  name: 'order',
  moves: {
    pay: { from: ['pending', 'cancelled'], to: 'paid', by: ['system'], guard: latePaymentRefusal },
    endCheckout: { from: ['pending'], to: 'cancelled', by: ['system'] },
    cancelUnsold: { from: ['pending', 'cancelled'], to: 'cancelled', by: ['system'] },
    dispatch: { from: ['paid', 'partially_refunded'], to: null, by: ['staff'], guard: (order) => (isDispatched(order) ? refusal(order, 'dispatch') : null) },
    refund: { from: ['paid', 'fulfilled', 'partially_refunded', 'cancelled'], to: null, by: ['staff'], guard: (order) => (order.status === 'cancelled' && !owesRefund(order) ? refusal(order, 'refund') : null) },
    cancel: { from: ['paid'], to: 'cancelled', by: ['staff'] },
  },
  refusal: (status, move, order) => (isStaffAction(move) ? refusal(order!, move) : `Order ${order?.number ?? ''} has been ${BEEN[status]}: the shop cannot ${move} it.`),
  wrongActor: 'Only staff can change an order this way.',
});

/** What staff may do to an order now. */
export const staffActions = (order: OrderState): StaffAction[] => orderMachine.movesFrom(order.status, 'staff', order).filter(isStaffAction);

/** Refuses an action the order's status does not allow: the one ILLEGAL_TRANSITION error (400), never a server error. */
export function assertStaffAction(order: OrderState, action: StaffAction): void {
  orderMachine.move(order.status, action, { actor: 'staff', subject: order });
}

/** Whether the shop may make this move now (the callers of shop moves answer "ignored" or refund instead of throwing). */
export const systemCan = (order: OrderState, move: SystemMove): boolean => orderMachine.can(order.status, move, 'system', order);

/** Makes a shop move through the table: where the order goes (a move the status does not allow throws). */
export const systemMove = (order: OrderState, move: SystemMove): OrderStatus => orderMachine.target(order.status, move, { actor: 'system', subject: order });

export type PaymentStatus = 'unpaid' | 'paid' | 'refunded';

/** Where the money stands, whatever the status says: a cancelled order may still hold a late payment that is owed back. */
export function paymentStatusOf(order: Pick<Order, 'paidAt' | 'refundedAt'> & { status?: OrderStatus }): PaymentStatus {
  // Partly refunded: the rest of the payment is still held.
  if (order.status === 'partially_refunded') return 'paid';
  if (order.refundedAt) return 'refunded';
  return order.paidAt ? 'paid' : 'unpaid';
}
