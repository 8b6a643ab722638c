import type { Carrier, CancellationReason, OrderStatus, PaymentStatus, StaffOrderAction } from '../../gql/graphql';
import type { BadgeVariant } from '../../components/ui';

export const ORDERS_PAGE_SIZE = 20;

/** The status filter: "All orders" means every order that was paid (abandoned checkouts are under Cancelled). */
export const STATUS_FILTERS: { value: OrderStatus | ''; label: string }[] = [
  { value: '', label: 'All orders' },
  { value: 'PAID', label: 'Paid, to dispatch' },
  { value: 'FULFILLED', label: 'Dispatched' },
  { value: 'PARTIALLY_REFUNDED', label: 'Partly refunded' },
  { value: 'REFUNDED', label: 'Refunded' },
  { value: 'CANCELLED', label: 'Cancelled' },
  { value: 'PENDING', label: 'Awaiting payment' },
];

const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Awaiting payment',
  PAID: 'Paid',
  FULFILLED: 'Dispatched',
  CANCELLED: 'Cancelled',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};

/** Paid orders are the work waiting to be done: they stand out in gold. */
const STATUS_BADGES: Record<OrderStatus, BadgeVariant> = {
  PENDING: 'muted',
  PAID: 'gold',
  FULFILLED: 'outline',
  CANCELLED: 'muted',
  PARTIALLY_REFUNDED: 'outline',
  REFUNDED: 'muted',
};

/** "Checkout expired" says more than "Cancelled" for a checkout nobody paid. */
export function statusLabel(status: OrderStatus, cancellationCode?: CancellationReason | null): string {
  return status === 'CANCELLED' && cancellationCode === 'CHECKOUT_EXPIRED' ? 'Checkout expired' : STATUS_LABELS[status];
}

export const statusBadge = (status: OrderStatus): BadgeVariant => STATUS_BADGES[status];

export const PAYMENT_LABELS: Record<PaymentStatus, string> = { UNPAID: 'Not charged', PAID: 'Paid', REFUNDED: 'Refunded in full' };

export const PROVIDER_LABELS = { SIMULATED: 'Simulated', STRIPE: 'Stripe' } as const;

export const CARRIERS: { value: Carrier; label: string }[] = [
  { value: 'ROYAL_MAIL', label: 'Royal Mail Special Delivery' },
  { value: 'DPD', label: 'DPD' },
  { value: 'DHL_EXPRESS', label: 'DHL Express' },
  { value: 'FEDEX', label: 'FedEx' },
  { value: 'UPS', label: 'UPS' },
];

/** The server's words (modules/orders/carriers.ts), checked here first so staff see them as they type. */
export const DISPATCH_MESSAGES = {
  carrier: 'Please choose the carrier.',
  trackingRequired: 'Please enter the tracking number.',
  trackingFormat: 'Tracking numbers have 6 to 40 letters, digits or hyphens.',
} as const;

export interface DispatchValues {
  carrier?: Carrier | '';
  trackingNumber?: string;
}

export function validateDispatch(values: DispatchValues): Partial<Record<keyof DispatchValues, string>> {
  const errors: Partial<Record<keyof DispatchValues, string>> = {};
  if (!values.carrier) errors.carrier = DISPATCH_MESSAGES.carrier;
  const tracking = (values.trackingNumber ?? '').replace(/\s+/g, '').toUpperCase();
  if (!tracking) errors.trackingNumber = DISPATCH_MESSAGES.trackingRequired;
  else if (!/^[A-Z0-9-]{6,40}$/.test(tracking)) errors.trackingNumber = DISPATCH_MESSAGES.trackingFormat;
  return errors;
}

/** What the refund and cancel buttons say, and what their confirmation asks. */
export const MONEY_ACTIONS: Record<Exclude<StaffOrderAction, 'DISPATCH'>, { button: string; title: string; confirm: string; done: string }> = {
  REFUND: { button: 'Refund', title: 'Refund this order?', confirm: 'Refund', done: 'refunded' },
  CANCEL: { button: 'Cancel order', title: 'Cancel this order?', confirm: 'Cancel and refund', done: 'cancelled and refunded' },
};

