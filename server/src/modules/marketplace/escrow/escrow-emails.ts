import { formatPence } from '../../../common/money';
import type { MessagingDependencies } from '../../messaging/message-transport';
import { OutboxTransport } from '../../messaging/message-transport';
import type { EntityManager } from '@mikro-orm/postgresql';
import { carrierName, trackingUrl } from '../../delivery/carriers';
import type { MarketplaceOrder } from './marketplace-order.entity';
import { INSPECTION_DAYS } from './escrow-terms';

const SIGN_OFF = ['', 'Aurum Marketplace, Mayfair, London'];
const day = (date: Date | null) => (date ? date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }) : '');

interface EscrowEmail {
  kind: string;
  subject: string;
  body: string;
}

const link = (order: MarketplaceOrder) => `/marketplace/orders/${order.id}`;

/** Each step's email to the party who must act next. */
export const ESCROW_EMAILS = {
  paidToSeller: (order: MarketplaceOrder): EscrowEmail => ({
    kind: 'marketplace_order_paid',
    subject: `Sold: please ship ${order.title}`,
    body: [
      `Your ${order.title} has been bought (order ${order.number}). The buyer's payment of ${formatPence(order.totalPence)} is held safely by Aurum.`,
      `Please ship it insured and signed for by ${day(order.shipBy)}, then add the carrier and tracking number to the order. If it is not shipped by then, the order is cancelled and the buyer refunded.`,
      ...SIGN_OFF,
    ].join('\n'),
  }),
  shippedToBuyer: (order: MarketplaceOrder): EscrowEmail => ({
    kind: 'marketplace_order_shipped',
    subject: `Your ${order.title} is on its way`,
    body: [
      `The seller has shipped your order ${order.number} with ${carrierName(order.carrier)}, tracking number ${order.trackingNumber}.`,
      `Follow it at ${trackingUrl(order.carrier, order.trackingNumber)}.`,
      `When it arrives, confirm delivery on the order page: you then have ${INSPECTION_DAYS} days to inspect the watch.`,
      ...SIGN_OFF,
    ].join('\n'),
  }),
  deliveredToBuyer: (order: MarketplaceOrder): EscrowEmail => ({
    kind: 'marketplace_order_delivered',
    subject: `Inspect your ${order.title} by ${day(order.inspectionEndsAt)}`,
    body: [
      `Your order ${order.number} has been delivered. Please inspect the watch and accept it, or open a dispute with photos if it is not as described, by ${day(order.inspectionEndsAt)}.`,
      'Without a dispute by then the payment is released to the seller.',
      ...SIGN_OFF,
    ].join('\n'),
  }),
  releasedToSeller: (order: MarketplaceOrder): EscrowEmail => ({
    kind: 'marketplace_funds_released',
    subject: `Funds released for ${order.title}`,
    body: [
      `The sale of ${order.title} (order ${order.number}) is complete. ${formatPence(order.pricePence - order.commissionPence)} (the asking price less ${formatPence(order.commissionPence)} commission) is now in your available balance.`,
      ...SIGN_OFF,
    ].join('\n'),
  }),
  disputedToSeller: (order: MarketplaceOrder): EscrowEmail => ({
    kind: 'marketplace_order_disputed',
    subject: `The buyer has opened a dispute: ${order.title}`,
    body: [
      `The buyer of order ${order.number} has opened a dispute: "${order.disputeReason}".`,
      'The payment stays held while our team reviews it; we may contact you for details. You do not need to do anything yet.',
      ...SIGN_OFF,
    ].join('\n'),
  }),
  disputedToStaff: (order: MarketplaceOrder, adminLink: string): EscrowEmail => ({
    kind: 'marketplace_dispute_staff',
    subject: `Dispute to decide: ${order.number} ${order.title}`,
    body: [
      `The buyer (${order.buyerEmail}) of order ${order.number} has opened a dispute with ${order.disputePhotos?.length ?? 0} photo(s): "${order.disputeReason}".`,
      `The payment of ${formatPence(order.totalPence)} stays held. Decide it in the back office: ${adminLink}`,
      ...SIGN_OFF,
    ].join('\n'),
  }),
  refundedToBuyer: (order: MarketplaceOrder, why: string): EscrowEmail => ({
    kind: 'marketplace_order_refunded',
    subject: `Refund for ${order.title}`,
    body: [`${why} We have refunded ${formatPence(order.totalPence)} to your card (order ${order.number}); it usually shows within 5–10 working days.`, ...SIGN_OFF].join('\n'),
  }),
  cancelledToSeller: (order: MarketplaceOrder): EscrowEmail => ({
    kind: 'marketplace_order_cancelled',
    subject: `Order cancelled: ${order.title}`,
    body: [`Order ${order.number} was not shipped by ${day(order.shipBy)}, so it has been cancelled and the buyer refunded. The listing has been withdrawn; you can relist it from your dashboard.`, ...SIGN_OFF].join('\n'),
  }),
  resolvedToSeller: (order: MarketplaceOrder, refunded: boolean): EscrowEmail => ({
    kind: 'marketplace_dispute_resolved',
    subject: `Dispute decided: ${order.title}`,
    body: [
      refunded ? `The dispute on order ${order.number} was decided in the buyer's favour and the buyer has been refunded.` : `The dispute on order ${order.number} was decided in your favour and the funds are released to your balance.`,
      `Reason: ${order.resolutionReason}`,
      ...SIGN_OFF,
    ].join('\n'),
  }),
  paidOutToSeller: (order: MarketplaceOrder): EscrowEmail => ({
    kind: 'marketplace_payout',
    subject: `Payout sent for ${order.title}`,
    body: [`${formatPence(order.pricePence - order.commissionPence)} for order ${order.number} has been paid out to your account.`, ...SIGN_OFF].join('\n'),
  }),
};

/** The order's page in the back office. */
export const adminOrderPath = (order: MarketplaceOrder) => `/admin/marketplace-orders/${order.id}`;

/** Writes the email to the outbox in the caller's transaction; the link is the order's page unless another is given (staff get the back office). */
export async function queueEscrowEmail(
  tx: EntityManager,
  context: { messaging: MessagingDependencies; publicUrl: string },
  recipient: string,
  order: MarketplaceOrder,
  email: EscrowEmail,
  path = link(order),
) {
  await new OutboxTransport(tx, context.messaging).send({ channel: 'email', recipient, ...email, link: `${context.publicUrl}${path}` });
}
