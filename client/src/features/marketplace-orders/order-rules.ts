import type { BadgeVariant } from '../../components/ui';
import type { MarketplaceOrderDetail_OrderFragment, MarketplaceOrderStatus } from '../../gql/graphql';
import { formatWeekdayDateTime } from '../../lib/dates';

/** How each escrow status reads on a badge, for buyers and sellers alike. */
export const ORDER_STATUS_LABELS: Record<MarketplaceOrderStatus, string> = {
  PENDING: 'Awaiting payment',
  EXPIRED: 'Reservation ended',
  PAID: 'Paid, awaiting shipment',
  SHIPPED: 'Shipped',
  DELIVERED: 'In inspection',
  DISPUTED: 'In dispute',
  RELEASED: 'Completed',
  PAID_OUT: 'Completed, paid out',
  REFUNDED: 'Refunded',
};

export const ORDER_STATUS_BADGES: Record<MarketplaceOrderStatus, BadgeVariant> = {
  PENDING: 'muted',
  EXPIRED: 'muted',
  PAID: 'outline',
  SHIPPED: 'outline',
  DELIVERED: 'gold',
  DISPUTED: 'danger',
  RELEASED: 'dark',
  PAID_OUT: 'dark',
  REFUNDED: 'muted',
};

/** How long until a deadline, in the largest whole unit: "3 days left", "5 hours left", "40 minutes left", or "overdue". */
export function timeLeft(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((new Date(iso).getTime() - now.getTime()) / 60_000);
  if (minutes < 0) return 'overdue';
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} left`;
  if (minutes >= 48 * 60) return plural(Math.floor(minutes / (24 * 60)), 'day');
  if (minutes >= 60) return plural(Math.floor(minutes / 60), 'hour');
  return plural(minutes, 'minute');
}

/** A deadline as a sentence's end: "by Mon 30 Nov 2026, 14:05 (3 days left)". */
export function formatDeadline(iso: string, now: Date = new Date()): string {
  return `by ${formatWeekdayDateTime(iso)} (${timeLeft(iso, now)})`;
}

/** The reservation's countdown, "14:59"; "0:00" once it has ended. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export type TimelineState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface TimelineStep {
  key: string;
  label: string;
  /** When it happened, or (for a step still to come) by when it is due. */
  at: string | null;
  state: TimelineState;
  detail?: string;
}

type TimelineOrder = Pick<
  MarketplaceOrderDetail_OrderFragment,
  'status' | 'paidAt' | 'shipBy' | 'shippedAt' | 'carrierName' | 'trackingNumber' | 'deliveredAt' | 'inspectionEndsAt' | 'acceptedAt' | 'autoAccepted' | 'disputedAt' | 'releasedAt' | 'paidOutAt' | 'refundedAt' | 'createdAt' | 'reservedUntil'
>;

/**
 * The escrow's steps in order: paid, shipped, delivered, inspection, released,
 * paid out. A dispute or a refund replaces the steps it cut short; steps to
 * come carry their deadline when the server gave one.
 */
export function timelineSteps(order: TimelineOrder): TimelineStep[] {
  const steps: TimelineStep[] = [];
  const add = (key: string, label: string, done: string | null, due: string | null = null, detail?: string) =>
    steps.push({ key, label, at: done ?? due, state: done ? 'done' : 'upcoming', ...(detail ? { detail } : {}) });

  if (order.status === 'PENDING' || order.status === 'EXPIRED') {
    add('reserved', 'Reserved for you', order.createdAt);
    if (order.status === 'EXPIRED') steps.push({ key: 'expired', label: 'Reservation ended unpaid; nothing was charged', at: order.reservedUntil, state: 'stopped' });
    else add('paid', 'Payment held in escrow', null, order.reservedUntil);
    return markCurrent(steps);
  }
  add('paid', 'Payment held in escrow', order.paidAt);
  add('shipped', 'Shipped, insured and signed for', order.shippedAt, order.shippedAt ? null : order.shipBy, order.carrierName && order.trackingNumber ? `${order.carrierName} · ${order.trackingNumber}` : undefined);
  add('delivered', 'Delivered', order.deliveredAt);
  if (order.status === 'REFUNDED' && !order.disputedAt) {
    steps.push({ key: 'refunded', label: 'Refunded in full', at: order.refundedAt, state: 'stopped' });
    return keepHappened(steps);
  }
  add('inspection', 'Inspection period ends', order.acceptedAt || order.disputedAt ? order.inspectionEndsAt : null, order.inspectionEndsAt);
  if (order.disputedAt) {
    steps.push({ key: 'disputed', label: 'Dispute opened', at: order.disputedAt, state: 'done' });
    if (order.status === 'REFUNDED') steps.push({ key: 'refunded', label: 'Refunded in full', at: order.refundedAt, state: 'stopped' });
    else if (order.status === 'DISPUTED') steps.push({ key: 'decision', label: 'Our team decides the dispute', at: null, state: 'upcoming' });
    if (order.status === 'DISPUTED' || order.status === 'REFUNDED') return markCurrent(steps);
  }
  add('accepted', order.autoAccepted ? 'Accepted (the inspection period ended)' : 'Accepted by the buyer', order.acceptedAt);
  add('released', 'Payment released to the seller', order.releasedAt);
  add('paid-out', 'Paid out to the seller', order.paidOutAt);
  return markCurrent(steps);
}

/** The first step not yet done is the one in progress. */
function markCurrent(steps: TimelineStep[]): TimelineStep[] {
  const index = steps.findIndex((step) => step.state === 'upcoming');
  if (index >= 0) steps[index] = { ...steps[index], state: 'current' };
  return steps;
}

/** A refund before delivery: only what happened, then the refund. */
function keepHappened(steps: TimelineStep[]): TimelineStep[] {
  return steps.filter((step) => step.state !== 'upcoming');
}
