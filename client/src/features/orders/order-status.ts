import type { OrderStatus } from '../../gql/graphql';

/** How an order's status reads to its customer. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Awaiting payment',
  PAID: 'Paid',
  FULFILLED: 'Dispatched',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

export const orderDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
