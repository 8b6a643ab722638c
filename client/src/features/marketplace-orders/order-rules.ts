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

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long until a deadline, counting the periods that have begun (rounded
 * up), so a 3-day inspection reads "3 days left" on its first day, "2 days
 * left" once 48 hours or fewer remain, and hours on its last day: "3 days
 * left" (more than 48 h), "2 days left" (more than 24 h), "24 hours left" …
 * "1 hour left", "59 minutes left" … "1 minute left", then "overdue" from
 * the deadline itself. Whole days against the end timestamp, not calendar
 * days: the end is a moment (delivery + 72 h), shown with its time.
 */
export function timeLeft(iso: string, now: Date = new Date()): string {
  const ms = new Date(iso).getTime() - now.getTime();
  if (ms <= 0) return 'overdue';
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} left`;
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return plural(minutes, 'minute');
  if (ms <= DAY_MS) return plural(Math.ceil(ms / HOUR_MS), 'hour');
  return plural(Math.ceil(ms / DAY_MS), 'day');
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
  /** For a step to come: how its date reads ("Due by", or "" when the label says it, "Inspection period ends"). */
  duePrefix?: string;
  state: TimelineState;
  detail?: string;
}

type TimelineOrder = Pick<
  MarketplaceOrderDetail_OrderFragment,
  'status' | 'paidAt' | 'shipBy' | 'shippedAt' | 'carrierName' | 'trackingNumber' | 'deliveredAt' | 'inspectionEndsAt' | 'acceptedAt' | 'autoAccepted' | 'disputedAt' | 'releasedAt' | 'paidOutAt' | 'refundedAt' | 'createdAt' | 'reservedUntil'
>;

/**
 * The escrow's steps in the order events happen: paid, shipped, delivered,
 * inspection, accepted (or disputed), released, paid out; each done step
 * with the date it happened, each step to come with its deadline when the
 * server gave one. A step is done only once it has happened: the inspection
 * period closes when it ends or, earlier, when the buyer accepts or
 * disputes (never a future date shown as done), and "paid out" only once the
 * payout is recorded (paidOutAt), not on acceptance. A dispute or a refund
 * replaces the steps it cut short. The current step of an inspection says
 * how long is left (timeLeft, counted at `now`).
 */
export function timelineSteps(order: TimelineOrder, now: Date = new Date()): TimelineStep[] {
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
  steps.push(inspectionStep(order, now));
  if (order.disputedAt) {
    steps.push({ key: 'disputed', label: 'Dispute opened', at: order.disputedAt, state: 'done' });
    if (order.status === 'REFUNDED') steps.push({ key: 'refunded', label: 'Refunded in full', at: order.refundedAt, state: 'stopped' });
    else if (order.status === 'DISPUTED') steps.push({ key: 'decision', label: 'Our team decides the dispute', at: null, state: 'upcoming' });
    if (order.status === 'DISPUTED' || order.status === 'REFUNDED') return markCurrent(steps);
  }
  add('accepted', order.autoAccepted ? 'Accepted (the inspection period ended)' : 'Accepted by the buyer', order.acceptedAt);
  add('released', 'Payment released to the seller’s balance', order.releasedAt);
  add('paid-out', 'Paid out to the seller', order.paidOutAt);
  return markCurrent(steps);
}

/**
 * The inspection period: to come (its end date once delivered, with the time
 * left), or closed, when it ran out or when the buyer accepted or disputed
 * first; then it is dated by when it closed, so it never sits, done, with a
 * later date above the acceptance.
 */
function inspectionStep(order: TimelineOrder, now: Date): TimelineStep {
  const closedBy = order.disputedAt ?? (order.autoAccepted ? null : order.acceptedAt);
  const ends = order.inspectionEndsAt;
  if (closedBy && (!ends || closedBy < ends)) return { key: 'inspection', label: 'Inspection period closed early', at: closedBy, state: 'done' };
  if (order.acceptedAt || closedBy) return { key: 'inspection', label: 'Inspection period ended', at: ends ?? closedBy ?? order.acceptedAt, state: 'done' };
  const open = Boolean(order.deliveredAt && ends);
  return {
    key: 'inspection',
    label: open ? 'Inspection period ends' : 'Inspection period',
    at: open ? ends : null,
    state: 'upcoming',
    duePrefix: '',
    ...(open && ends ? { detail: timeLeft(ends, now) === 'overdue' ? 'Ended: the watch is being accepted' : timeLeft(ends, now) } : {}),
  };
}

/** Whether steps read in the order events happen: every happened step before any step to come, and happened steps' dates never going back. */
export function inEventOrder(steps: readonly TimelineStep[]): boolean {
  const happened = (step: TimelineStep) => step.state === 'done' || step.state === 'stopped';
  const firstAhead = steps.findIndex((step) => !happened(step));
  if (firstAhead >= 0 && steps.slice(firstAhead).some(happened)) return false;
  const dates = steps.filter((step) => happened(step) && step.at).map((step) => new Date(step.at!).getTime());
  return dates.every((date, index) => index === 0 || date >= dates[index - 1]);
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
