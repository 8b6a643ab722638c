import type { CancellationReason, OrderStatus } from '../../gql/graphql';

/** How an order's status reads to its customer. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Awaiting payment',
  PAID: 'Paid',
  FULFILLED: 'Dispatched',
  CANCELLED: 'Cancelled',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};

/** An unpaid checkout that ran out is not a cancelled order to its customer: it never became one. */
export function customerStatusLabel(order: { status: OrderStatus; cancellationCode?: CancellationReason | null }): string {
  return order.status === 'CANCELLED' && order.cancellationCode === 'CHECKOUT_EXPIRED' ? 'Checkout expired' : ORDER_STATUS_LABELS[order.status];
}
