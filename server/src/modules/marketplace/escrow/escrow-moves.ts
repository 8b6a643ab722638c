import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/errors';
import { scheduleJob } from '../../../common/jobs/jobs';
import { type PaymentIntentView, PaymentGatewayError } from '../../payments/payment-gateway';
import { LEDGER_ACCOUNTS, postMovement } from '../ledger/ledger';
import type { EscrowDependencies } from './escrow-dependencies';
import { adminOrderPath, ESCROW_EMAILS, queueEscrowEmail } from './escrow-emails';
import { type EscrowActor, type EscrowMove, escrowMachine } from './escrow-status';
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

/** Every status change of a marketplace order: checked against the escrow's one table (who may, from where), then made. */
function makeMove(order: MarketplaceOrder, move: EscrowMove, actor: EscrowActor): void {
  order.status = escrowMachine.target(order.status, move, { actor });
}
const ledgerOrder = (order: MarketplaceOrder) => ({ id: order.id, sellerId: order.seller.id });

/** The payment took place: funds held, listing sold, the seller told to ship by the deadline. */
export async function markPaid(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies): Promise<void> {
  makeMove(order, 'pay', 'system');
  order.paidAt = new Date();
  order.shipBy = addBusinessDays(order.paidAt, SHIP_WITHIN_BUSINESS_DAYS);
  order.listing.status = 'sold';
  await postMovement(tx, 'payment', ledgerOrder(order), [
    { account: LEDGER_ACCOUNTS.buyerPayments, amountPence: -order.totalPence },
    { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: order.totalPence },
  ]);
  await scheduleJob(tx, { kind: ESCROW_JOBS.shipDeadline, key: `${ESCROW_JOBS.shipDeadline}:${order.id}`, runAt: order.shipBy, payload: { orderId: order.id } });
  await queueEscrowEmail(tx, deps, sellerEmail(order), order, ESCROW_EMAILS.paidToSeller(order));
}

/** A payment that came after its checkout ended: recorded as received, and given straight back. */
async function refundLatePayment(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies): Promise<void> {
  makeMove(order, 'refundLatePayment', 'system');
  order.paidAt = new Date();
  await postMovement(tx, 'payment', ledgerOrder(order), [
    { account: LEDGER_ACCOUNTS.buyerPayments, amountPence: -order.totalPence },
    { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: order.totalPence },
  ]);
  await returnPayment(tx, order, deps, 'late_payment', 'Your payment arrived after your reservation had ended.');
}

/**
 * Applies a succeeded payment to its order, once: an order already paid is
 * left alone, so replays and out-of-order events change nothing.
 */
export async function applySucceededPayment(tx: EntityManager, intent: PaymentIntentView, deps: EscrowDependencies): Promise<'applied' | 'ignored'> {
  const order = await lockOrder(tx, { paymentIntentId: intent.id });
  if (!order || intent.status !== 'succeeded' || order.paidAt) return 'ignored';
  if (intent.amount !== order.totalPence || intent.currency.toLowerCase() !== 'gbp') {
    console.error(`[escrow] payment ${intent.id} amount ${intent.amount} ${intent.currency} does not match order ${order.number}`);
    return 'ignored';
  }
  if (order.status === 'expired') await refundLatePayment(tx, order, deps);
  else await markPaid(tx, order, deps);
  return 'applied';
}

/** The reservation ran out unpaid: the listing is live again. The caller has cancelled the payment first. */
export function expire(order: MarketplaceOrder): void {
  makeMove(order, 'expire', 'system');
  order.expiredAt = new Date();
  if (order.listing.status === 'reserved') order.listing.status = 'live';
}

/** Gives the buyer's whole payment back through the gateway and moves the held funds to refunds (the move that leads here is the caller's). */
async function returnPayment(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, reason: string, why: string): Promise<void> {
  // One key per order: a retried job or a second click refunds once.
  const done = await deps.gateway.refund({ intentId: order.paymentIntentId!, amountPence: order.totalPence, idempotencyKey: `aurum-mp-refund-${order.id}` });
  order.refundedAt = new Date();
  order.refundReason = reason;
  order.refundReference = done.id;
  await postMovement(tx, 'refund', ledgerOrder(order), [
    { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: -order.totalPence },
    { account: LEDGER_ACCOUNTS.refunds, amountPence: order.totalPence },
  ]);
  await queueEscrowEmail(tx, deps, order.buyerEmail, order, ESCROW_EMAILS.refundedToBuyer(order, why));
}

/** Not shipped in time: cancelled, refunded, and the listing withdrawn (the seller may relist it). */
export async function cancelUnshipped(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies): Promise<void> {
  makeMove(order, 'cancelUnshipped', 'system');
  await returnPayment(tx, order, deps, 'not_shipped', `The seller did not ship your ${order.title} in time, so the order has been cancelled.`);
  order.listing.status = 'withdrawn';
  await queueEscrowEmail(tx, deps, sellerEmail(order), order, ESCROW_EMAILS.cancelledToSeller(order));
}

export async function markShipped(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, actor: EscrowActor, carrier: string, trackingNumber: string): Promise<void> {
  makeMove(order, 'ship', actor);
  order.carrier = carrier;
  order.trackingNumber = trackingNumber;
  order.shippedAt = new Date();
  await queueEscrowEmail(tx, deps, order.buyerEmail, order, ESCROW_EMAILS.shippedToBuyer(order));
}

export async function markDelivered(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, actor: EscrowActor): Promise<void> {
  makeMove(order, 'confirmDelivery', actor);
  order.deliveredAt = new Date();
  order.inspectionEndsAt = addDays(order.deliveredAt, INSPECTION_DAYS);
  await scheduleJob(tx, { kind: ESCROW_JOBS.inspectionEnd, key: `${ESCROW_JOBS.inspectionEnd}:${order.id}`, runAt: order.inspectionEndsAt, payload: { orderId: order.id } });
  await queueEscrowEmail(tx, deps, order.buyerEmail, order, ESCROW_EMAILS.deliveredToBuyer(order));
}

/** The held funds go to the seller's balance less commission; the marketplace keeps the commission and the delivery charge (the move that leads here is the caller's). */
async function releaseFunds(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies): Promise<void> {
  order.releasedAt = new Date();
  await postMovement(tx, 'release', ledgerOrder(order), [
    { account: LEDGER_ACCOUNTS.buyerFundsHeld, amountPence: -order.totalPence },
    { account: LEDGER_ACCOUNTS.sellerBalance(order.seller.id), amountPence: order.pricePence - order.commissionPence },
    { account: LEDGER_ACCOUNTS.commission, amountPence: order.commissionPence },
    { account: LEDGER_ACCOUNTS.insuredDelivery, amountPence: order.deliveryPence },
  ]);
  await queueEscrowEmail(tx, deps, sellerEmail(order), order, ESCROW_EMAILS.releasedToSeller(order));
}

/** The buyer accepts the watch, or the inspection period ends without a dispute (the system): the funds are released. */
export async function accept(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, actor: EscrowActor): Promise<void> {
  makeMove(order, actor === 'system' ? 'autoAccept' : 'accept', actor);
  order.acceptedAt = new Date();
  order.autoAccepted = actor === 'system';
  await releaseFunds(tx, order, deps);
}

/** The buyer disputes the watch during inspection, with a reason and the photos already stored. */
export async function openDispute(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, actor: EscrowActor, reason: string, photos: string[]): Promise<void> {
  makeMove(order, 'dispute', actor);
  order.disputeReason = reason;
  order.disputePhotos = photos;
  order.disputedAt = new Date();
  await queueEscrowEmail(tx, deps, sellerEmail(order), order, ESCROW_EMAILS.disputedToSeller(order));
  const adminPath = adminOrderPath(order);
  await queueEscrowEmail(tx, deps, deps.marketplaceStaffEmail, order, ESCROW_EMAILS.disputedToStaff(order, `${deps.publicUrl}${adminPath}`), adminPath);
}

/** Staff decide a dispute: the buyer's payment back (the watch is with the seller again) or the funds to the seller. */
export async function resolveDispute(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies, outcome: 'refund' | 'release'): Promise<void> {
  makeMove(order, outcome, 'staff');
  if (outcome === 'refund') await returnPayment(tx, order, deps, 'dispute', `Your dispute about ${order.title} was decided in your favour.`);
  else await releaseFunds(tx, order, deps);
}

export const PAYOUT_MESSAGES = {
  noConnectedAccount: 'This seller has no connected Stripe account yet. Add their account id (acct_…) on the seller’s record before paying out.',
  gatewayRefused: 'The payout could not be made:',
} as const;

/**
 * The seller's proceeds leave the marketplace: with Stripe, a transfer to the
 * seller's connected account from the buyer's charge (separate charges and
 * transfers); offline, the simulated gateway's transfer. One idempotency key
 * per order, so a payout retried after a failure further on transfers once.
 */
export async function payOut(tx: EntityManager, order: MarketplaceOrder, deps: EscrowDependencies): Promise<void> {
  makeMove(order, 'payOut', 'staff');
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
  order.paidOutAt = new Date();
  await postMovement(tx, 'payout', ledgerOrder(order), [
    { account: LEDGER_ACCOUNTS.sellerBalance(order.seller.id), amountPence: -net },
    { account: LEDGER_ACCOUNTS.payouts, amountPence: net },
  ]);
  await queueEscrowEmail(tx, deps, sellerEmail(order), order, ESCROW_EMAILS.paidOutToSeller(order));
}
