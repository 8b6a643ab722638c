import type { BadgeVariant } from '../../components/ui';
import type { MarketplaceOrderStatus, StaffMarketplaceOrderDetailsFragment } from '../../gql/graphql';

/** The statuses staff filter by, in the order of the escrow; disputes lead because they wait on staff. */
export const STATUS_ORDER: readonly MarketplaceOrderStatus[] = ['DISPUTED', 'PAID', 'SHIPPED', 'DELIVERED', 'RELEASED', 'PAID_OUT', 'REFUNDED', 'PENDING', 'EXPIRED'];

export const STATUS_LABELS: Record<MarketplaceOrderStatus, string> = {
  PENDING: 'Awaiting payment',
  EXPIRED: 'Expired',
  PAID: 'Paid · to ship',
  SHIPPED: 'Shipped',
  DELIVERED: 'In inspection',
  DISPUTED: 'Disputed',
  RELEASED: 'Released · to pay out',
  PAID_OUT: 'Paid out',
  REFUNDED: 'Refunded',
};

/** Gold for what waits on staff, the danger colour for disputes, muted for what is over. */
export function statusBadge(status: MarketplaceOrderStatus): BadgeVariant {
  if (status === 'DISPUTED') return 'danger';
  if (status === 'RELEASED' || status === 'SHIPPED') return 'gold';
  if (status === 'PAID_OUT' || status === 'REFUNDED' || status === 'EXPIRED') return 'muted';
  return 'outline';
}

/** "All" counts every paid order (pending and expired checkouts are not orders staff act on), as the server's list does. */
export function countsByFilter(rows: readonly { status: MarketplaceOrderStatus; count: number }[]): Record<MarketplaceOrderStatus | 'ALL', number> {
  const counts = Object.fromEntries(STATUS_ORDER.map((status) => [status, 0])) as Record<MarketplaceOrderStatus | 'ALL', number>;
  counts.ALL = 0;
  for (const row of rows) {
    counts[row.status] = row.count;
    if (row.status !== 'PENDING' && row.status !== 'EXPIRED') counts.ALL += row.count;
  }
  return counts;
}

/** The filters shown as chips: All, then each status of paid orders. */
export const FILTERS: readonly (MarketplaceOrderStatus | 'ALL')[] = ['ALL', 'DISPUTED', 'PAID', 'SHIPPED', 'DELIVERED', 'RELEASED', 'PAID_OUT', 'REFUNDED'];

export const REFUND_REASONS: Record<string, string> = {
  dispute: 'Dispute decided for the buyer',
  not_shipped: 'Not shipped in time',
  late_payment: 'Paid after the reservation ended',
};

export interface TimelineStep {
  label: string;
  at: string;
  detail?: string;
}

type TimelineOrder = Pick<
  StaffMarketplaceOrderDetailsFragment,
  'createdAt' | 'paidAt' | 'shippedAt' | 'deliveredAt' | 'disputedAt' | 'acceptedAt' | 'autoAccepted' | 'releasedAt' | 'paidOutAt' | 'refundedAt' | 'carrierName' | 'trackingNumber' | 'refundReason'
>;

/** What happened to the order, oldest first; steps that have not happened are left out. */
export function timeline(order: TimelineOrder): TimelineStep[] {
  const steps: (TimelineStep | null)[] = [
    { label: 'Checkout started', at: order.createdAt },
    order.paidAt ? { label: 'Paid: funds held in escrow', at: order.paidAt } : null,
    order.shippedAt ? { label: 'Shipped', at: order.shippedAt, detail: [order.carrierName, order.trackingNumber].filter(Boolean).join(' · ') || undefined } : null,
    order.deliveredAt ? { label: 'Delivered: inspection started', at: order.deliveredAt } : null,
    order.disputedAt ? { label: 'Dispute opened by the buyer', at: order.disputedAt } : null,
    order.acceptedAt ? { label: order.autoAccepted ? 'Accepted automatically (inspection ended)' : 'Accepted by the buyer', at: order.acceptedAt } : null,
    order.releasedAt ? { label: 'Funds released to the seller', at: order.releasedAt } : null,
    order.paidOutAt ? { label: 'Paid out to the seller', at: order.paidOutAt } : null,
    order.refundedAt ? { label: 'Refunded to the buyer', at: order.refundedAt, detail: order.refundReason ? REFUND_REASONS[order.refundReason] : undefined } : null,
  ];
  return steps.filter((step): step is TimelineStep => step !== null).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export const RESOLUTION = { reasonMin: 10, reasonMax: 1000 } as const;

/** The dispute decision's own checks, before the server's: a reason of 10 to 1,000 characters; a refund only once the watch is back. */
export function resolutionProblems(input: { outcome: 'refund' | 'release' | null; reason: string; watchReturned: boolean }): { outcome?: string; reason?: string; watchReturned?: string } {
  const problems: { outcome?: string; reason?: string; watchReturned?: string } = {};
  if (!input.outcome) problems.outcome = 'Choose refund or release.';
  const length = input.reason.trim().length;
  if (length < RESOLUTION.reasonMin || length > RESOLUTION.reasonMax) problems.reason = 'Please give the reason for your decision (at least 10 characters).';
  if (input.outcome === 'refund' && !input.watchReturned) problems.watchReturned = 'Refund the buyer only once the watch has been returned to the seller.';
  return problems;
}

/** A Stripe connected account id, as the server checks it. */
/** What staff read when a change never reached the server (or it answered without a reason). */
export const NOT_REACHED = 'Nothing has changed: the request did not reach the shop. Please try again.';

export const STRIPE_ACCOUNT_PATTERN = /^acct_[A-Za-z0-9]{8,40}$/;

/** Ledger accounts in words. */
export function accountLabel(account: string): string {
  if (account.startsWith('seller_balance:')) return 'Seller balance';
  const labels: Record<string, string> = {
    buyer_payments: 'Buyer payments',
    buyer_funds_held: 'Funds held in escrow',
    commission: 'Commission',
    insured_delivery: 'Insured delivery',
    refunds: 'Refunds',
    payouts: 'Payouts',
  };
  return labels[account] ?? account;
}
