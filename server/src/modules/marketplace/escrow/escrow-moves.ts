import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/errors';
import type { EffectHandlers } from '../../../common/state-machine';
import { scheduleJob } from '../../../common/jobs/jobs';
import { type PaymentIntentView, PaymentGatewayError } from '../../payments/payment-gateway';
import { LEDGER_ACCOUNTS, postMovement } from '../ledger/ledger';
import type { EscrowDependencies } from './escrow-dependencies';
import { adminOrderPath, ESCROW_EMAILS, type EscrowEmail, queueEscrowEmail } from './escrow-emails';
import { type EscrowActor, type EscrowEffect, type EscrowMove, type EscrowStatus, escrowMachine } from './escrow-status';
import { addBusinessDays, addDays, INSPECTION_DAYS, SHIP_WITHIN_BUSINESS_DAYS } from './escrow-terms';
import { MarketplaceOrder } from './marketplace-order.entity';

/*
 * The escrow's state changes, each made inside the caller's transaction on an
 * order locked with lockOrder(): the state, the listing, the ledger movement,
 * the next timer and the email commit together or not at all.
 */

export const ESCROW_JOBS = {
  reservationExpiry: 'marketplace.reservation_expiry',
  shipDeadline: 'marketplace.ship_deadline',
  inspectionEnd: 'marketplace.inspection_end',
} as const;

/** Locks the order's row for the rest of the transaction and loads its listing and seller. */
export async function lockOrder(tx: EntityManager, where: { id: string } | { paymentIntentId: string }): Promise<MarketplaceOrder | null> {
  const order = await tx.findOne(MarketplaceOrder, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (order) await tx.populate(order, ['listing', 'seller.user']);
  return order;
}

const sellerEmail = (order: MarketplaceOrder) => order.seller.user.email;
const ledgerOrder = (order: MarketplaceOrder) => ({ id: order.id, sellerId: order.seller.id });

/** Why the buyer's whole payment goes back, by the move that gives it back. */
const GIVEN_BACK: Partial<Record<EscrowMove, { reason: string; why: (order: MarketplaceOrder) => string }>> = {
  refundLatePayment: { reason: 'late_payment', why: () => 'Your payment arrived after your reservation had ended.' },
  cancelUnshipped: { reason: 'not_shipped', why: (order) => `The seller did not ship your ${order.title} in time, so the order has been cancelled.` },
  refund: { reason: 'dispute', why: (order) => `Your dispute about ${order.title} was decided in your favour.` },
};

/** What a move needs besides the order: its new details (written with the status) and, for staff, the audit record. */
interface MoveOptions {
  /** The move's own details, set on the order with its new status. */
  details?: (order: MarketplaceOrder) => void;
  /** The staff audit record (`auditStaff`), from the status the order left. */
  audit?: (from: EscrowStatus) => void;
}

/** The escrow's side effects for one order, each the handler of an effect named in the table (escrow-status.ts). */
function escrowEffects(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, options: MoveOptions): EffectHandlers<EscrowEffect, EscrowStatus, EscrowMove> {
  const email = (to: string, message: EscrowEmail) => queueEscrowEmail(tx, deps, to, order, message);
  const givenBack = (move: EscrowMove) => GIVEN_BACK[move] ?? { reason: move, why: () => '' };
  return {
    markListingSold: () => void (order.listing.status = 'sold'),
    relistListing: () => {
      if (order.listing.status === 'reserved') order.listing.status = 'live';
    },
    withdrawListing: () => void (order.listing.status = 'withdrawn'),
    ledgerPayment: () =>
      postMovement(tx, 'payment', ledgerOrder(order), [
        { account: LEDGER_ACCOUNTS.buyerPayments, amountPence: -order.totalPence },
        { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: order.totalPence },
      ]),
    // The buyer's whole payment back through the gateway; one key per order: a retried job or a second click refunds once.
    refundPayment: async ({ move }) => {
      const done = await deps.gateway.refund({ intentId: order.paymentIntentId!, amountPence: order.totalPence, idempotencyKey: `aurum-mp-refund-${order.id}` });
      order.refundedAt = new Date();
      order.refundReason = givenBack(move).reason;
      order.refundReference = done.id;
    },
    ledgerRefund: () =>
      postMovement(tx, 'refund', ledgerOrder(order), [
        { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: -order.totalPence },
        { account: LEDGER_ACCOUNTS.refunds, amountPence: order.totalPence },
      ]),
    // The held funds go to the seller's balance less commission; the marketplace keeps the commission and the delivery charge.
    ledgerRelease: () => {
      order.releasedAt = new Date();
      return postMovement(tx, 'release', ledgerOrder(order), [
        { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: -order.totalPence },
        { account: LEDGER_ACCOUNTS.sellerBalance(order.seller.id), amountPence: order.pricePence - order.commissionPence },
        { account: LEDGER_ACCOUNTS.commission, amountPence: order.commissionPence },
        { account: LEDGER_ACCOUNTS.insuredDelivery, amountPence: order.deliveryPence },
      ]);
    },
    transferToSeller: () => transferProceeds(order, deps),
    ledgerPayout: () => {
      order.paidOutAt = new Date();
      const net = order.pricePence - order.commissionPence;
      return postMovement(tx, 'payout', ledgerOrder(order), [
        { account: LEDGER_ACCOUNTS.sellerBalance(order.seller.id), amountPence: -net },
        { account: LEDGER_ACCOUNTS.payouts, amountPence: net },
      ]);
    },
    scheduleShipDeadline: () => scheduleJob(tx, { kind: ESCROW_JOBS.shipDeadline, key: `${ESCROW_JOBS.shipDeadline}:${order.id}`, runAt: order.shipBy!, payload: { orderId: order.id } }),
    scheduleInspectionEnd: () =>
      scheduleJob(tx, { kind: ESCROW_JOBS.inspectionEnd, key: `${ESCROW_JOBS.inspectionEnd}:${order.id}`, runAt: order.inspectionEndsAt!, payload: { orderId: order.id } }),
    emailSellerPaid: () => email(sellerEmail(order), ESCROW_EMAILS.paidToSeller(order)),
    emailSellerCancelled: () => email(sellerEmail(order), ESCROW_EMAILS.cancelledToSeller(order)),
    emailBuyerShipped: () => email(order.buyerEmail, ESCROW_EMAILS.shippedToBuyer(order)),
    emailBuyerDelivered: () => email(order.buyerEmail, ESCROW_EMAILS.deliveredToBuyer(order)),
    emailBuyerRefunded: ({ move }) => email(order.buyerEmail, ESCROW_EMAILS.refundedToBuyer(order, givenBack(move).why(order))),
    emailSellerReleased: () => email(sellerEmail(order), ESCROW_EMAILS.releasedToSeller(order)),
    emailSellerDisputed: () => email(sellerEmail(order), ESCROW_EMAILS.disputedToSeller(order)),
    emailStaffDisputed: () => {
      const adminPath = adminOrderPath(order);
      return queueEscrowEmail(tx, deps, deps.marketplaceStaffEmail, order, ESCROW_EMAILS.disputedToStaff(order, `${deps.publicUrl}${adminPath}`), adminPath);
    },
    emailSellerResolved: ({ move }) => email(sellerEmail(order), ESCROW_EMAILS.resolvedToSeller(order, move === 'refund')),
    emailSellerPaidOut: () => email(sellerEmail(order), ESCROW_EMAILS.paidOutToSeller(order)),
    auditStaff: ({ from }) => options.audit?.(from),
  };
}

/**
 * Every status change of a marketplace order: checked against the escrow's
 * one table (who may, from where), the status and the move's details set,
 * then the move's declared effects run in the table's order.
 */
async function makeMove(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, move: EscrowMove, actor: EscrowActor, options: MoveOptions = {}): Promise<void> {
  await escrowMachine.perform(order.status, move, escrowEffects(tx, order, deps, options), {
    actor,
    enter: (to) => {
      order.status = to;
      options.details?.(order);
    },
  });
}

/** The payment took place: funds held, listing sold, the seller told to ship by the deadline. */
export async function markPaid(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies): Promise<void> {
  await makeMove(tx, order, deps, 'pay', 'system', {
    details: () => {
      order.paidAt = new Date();
      order.shipBy = addBusinessDays(order.paidAt, SHIP_WITHIN_BUSINESS_DAYS);
    },
  });
}

/**
 * Applies a succeeded payment to its order, once: an order already paid is
 * left alone, so replays and out-of-order events change nothing. A payment
 * that came after its checkout ended is recorded as received, and given straight back.
 */
export async function applySucceededPayment(tx: EntityManager, intent: PaymentIntentView, deps: EscrowDependencies): Promise<'applied' | 'ignored'> {
  const order = await lockOrder(tx, { paymentIntentId: intent.id });
  if (!order || intent.status !== 'succeeded' || order.paidAt) return 'ignored';
  if (intent.amount !== order.totalPence || intent.currency.toLowerCase() !== 'gbp') {
    console.error(`[escrow] payment ${intent.id} amount ${intent.amount} ${intent.currency} does not match order ${order.number}`);
    return 'ignored';
  }
  if (order.status === 'expired') await makeMove(tx, order, deps, 'refundLatePayment', 'system', { details: () => void (order.paidAt = new Date()) });
  else await markPaid(tx, order, deps);
  return 'applied';
}

/** The reservation ran out unpaid: the listing is live again. The caller has cancelled the payment first. */
export async function expire(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies): Promise<void> {
  await makeMove(tx, order, deps, 'expire', 'system', { details: () => void (order.expiredAt = new Date()) });
}

/** Not shipped in time: cancelled, refunded, and the listing withdrawn (the seller may relist it). */
export async function cancelUnshipped(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies): Promise<void> {
  await makeMove(tx, order, deps, 'cancelUnshipped', 'system');
}

export async function markShipped(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, actor: EscrowActor, carrier: string, trackingNumber: string): Promise<void> {
  await makeMove(tx, order, deps, 'ship', actor, {
    details: () => {
      order.carrier = carrier;
      order.trackingNumber = trackingNumber;
      order.shippedAt = new Date();
    },
  });
}

/** The buyer confirms delivery, or staff on the carrier's proof (recorded through `audit`). */
export async function markDelivered(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, actor: EscrowActor, audit?: MoveOptions['audit']): Promise<void> {
  await makeMove(tx, order, deps, 'confirmDelivery', actor, {
    audit,
    details: () => {
      order.deliveredAt = new Date();
      order.inspectionEndsAt = addDays(order.deliveredAt, INSPECTION_DAYS);
    },
  });
}

/** The buyer accepts the watch, or the inspection period ends without a dispute (the system): the funds are released. */
export async function accept(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, actor: EscrowActor): Promise<void> {
  await makeMove(tx, order, deps, actor === 'system' ? 'autoAccept' : 'accept', actor, {
    details: () => {
      order.acceptedAt = new Date();
      order.autoAccepted = actor === 'system';
    },
  });
}

/** The buyer disputes the watch during inspection, with a reason and the photos already stored. */
export async function openDispute(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, actor: EscrowActor, reason: string, photos: string[]): Promise<void> {
  await makeMove(tx, order, deps, 'dispute', actor, {
    details: () => {
      order.disputeReason = reason;
      order.disputePhotos = photos;
      order.disputedAt = new Date();
    },
  });
}

/**
 * Staff decide a dispute with a reason: the buyer's payment back (the watch is
 * with the seller again) or the funds to the seller; the seller is told, and
 * the decision recorded through `audit`.
 */
export async function resolveDispute(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, outcome: 'refund' | 'release', reason: string, audit: MoveOptions['audit']): Promise<void> {
  // The reason is on the order before the move is checked, as the emails quote it.
  order.resolutionReason = reason;
  await makeMove(tx, order, deps, outcome, 'staff', { audit });
}

export const PAYOUT_MESSAGES = {
  noConnectedAccount: 'This seller has no connected Stripe account yet. Add their account id (acct_…) on the seller’s record before paying out.',
  gatewayRefused: 'The payout could not be made:',
} as const;

/** Staff pay a released order's proceeds out to the seller's account (the transfer, the ledger, the email), recorded through `audit`. */
export async function payOut(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, audit: MoveOptions['audit']): Promise<void> {
  await makeMove(tx, order, deps, 'payOut', 'staff', { audit });
}

/**
 * The seller's proceeds leave the marketplace: with Stripe, a transfer to the
 * seller's connected account from the buyer's charge (separate charges and
 * transfers); offline, the simulated gateway's transfer. One idempotency key
 * per order, so a payout retried after a failure further on transfers once.
 */
async function transferProceeds(order: MarketplaceOrder, deps: EscrowDependencies): Promise<void> {
  const net = order.pricePence - order.commissionPence;
  const destination = order.seller.stripeAccountId;
  if (deps.gateway.provider === 'stripe' && !destination) throw new AppError('CONFLICT', PAYOUT_MESSAGES.noConnectedAccount, { reason: 'NO_CONNECTED_ACCOUNT' });
  try {
    const transfer = await deps.gateway.transfer({
      amountPence: net,
      destination,
      sourceIntentId: order.paymentIntentId!,
      transferGroup: order.number,
      idempotencyKey: `aurum-mp-payout-${order.id}`,
      metadata: { order_id: order.id, order_number: order.number, seller_id: String(order.seller.id) },
    });
    order.payoutTransferId = transfer.id;
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', `${PAYOUT_MESSAGES.gatewayRefused} ${error.message}`, { reason: 'PAYOUT_FAILED' });
  }
}
