import type { EntityManager } from '@mikro-orm/postgresql';
import { randomInt } from 'node:crypto';
import type { CurrentUser } from '../../../common/request-context';
import { AppError } from '../../../common/errors';
import { scheduleJob } from '../../../common/jobs/jobs';
import { User } from '../../accounts/user.entity';
import { type CheckoutDetailsInput, parseCheckoutDetails } from '../../delivery/checkout-details';
import { PaymentGatewayError } from '../../payments/payment-gateway';
import type { CardInput } from '../../payments/simulated-cards';
import { SimulatedGateway } from '../../payments/simulated-gateway';
import { Listing } from '../listings/listing.entity';
import type { EscrowDependencies } from './escrow-dependencies';
import { ESCROW_JOBS, expire, lockOrder } from './escrow-moves';
import { applyEscrowPaymentEvent, syncEvent } from './escrow-payments';
import { addMinutes, commissionOn, INSURED_DELIVERY_PENCE, RESERVATION_MINUTES } from './escrow-terms';
import { MarketplaceOrder } from './marketplace-order.entity';
import { assertReservationCapacity, MAX_UNPAID_RESERVATIONS, otherUnpaidReservations, reservationLimitRefusal } from './reservation-limit';
import { MARKETPLACE_ORDER_KIND } from './escrow-payments';

export const CHECKOUT_MESSAGES = {
  verifyFirst: 'Please verify your email address and mobile number before buying on the marketplace.',
  ownListing: 'You cannot buy your own listing.',
  notFound: 'Listing not found',
  reserved: `This watch is reserved by another buyer who is checking out. If they do not complete their purchase it will be available again within ${RESERVATION_MINUTES} minutes.`,
  sold: 'This watch has been sold.',
  notForSale: 'This watch is not for sale.',
  paymentSetup: 'Could not set up payment. Please try again.',
  orderNotFound: 'Order not found',
  notSimulated: 'Card payments on this shop are taken by Stripe.',
  expired: 'Your reservation has ended. Please start the checkout again if the watch is still available.',
} as const;

/** The delivery address; the buyer's email comes from the account. */
export type DeliveryInput = Omit<CheckoutDetailsInput, 'email'>;

/** A listing about to be bought, and why this buyer cannot buy it now (null when they can). */
export interface CheckoutPreview {
  listing: Listing;
  refusal: { message: string; reason: string } | null;
}

export interface EscrowCheckoutStarted {
  order: MarketplaceOrder;
  clientSecret: string;
}

const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newMarketplaceOrderNumber = () => `MP-${Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('')}`;

/**
 * Buying a listing: reserves it for RESERVATION_MINUTES with one conditional
 * update (of many buyers racing, exactly one gets it), prices the order on
 * the server and opens a payment with the shop's gateway.
 */
export class EscrowCheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: EscrowDependencies,
  ) {}

  /** The checkout page's summary: the listing, and the refusal starting the checkout would meet (reserved, sold, own listing…). */
  async preview(user: CurrentUser, listingId: number): Promise<CheckoutPreview> {
    const listing = await this.em.findOne(Listing, listingId, { populate: ['seller', 'photos'] });
    if (!listing || !['live', 'reserved', 'sold'].includes(listing.status) || listing.seller.status !== 'approved') throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.notFound);
    const refuse = (message: string, reason: string) => ({ listing, refusal: { message, reason } });
    if (!user.emailVerified || !user.phoneVerified) return refuse(CHECKOUT_MESSAGES.verifyFirst, 'VERIFICATION_REQUIRED');
    if (listing.seller.user.id === user.id) return refuse(CHECKOUT_MESSAGES.ownListing, 'OWN_LISTING');
    if (listing.status === 'live') {
      const atLimit = (await otherUnpaidReservations(this.em, user.id, listingId)) >= MAX_UNPAID_RESERVATIONS;
      return { listing, refusal: atLimit ? reservationLimitRefusal : null };
    }
    if (listing.status === 'sold') return refuse(CHECKOUT_MESSAGES.sold, 'SOLD');
    const mine = await this.em.count(MarketplaceOrder, { listing: listingId, buyer: user.id, status: 'pending' });
    return mine > 0 ? { listing, refusal: null } : refuse(CHECKOUT_MESSAGES.reserved, 'RESERVED');
  }

  async start(user: CurrentUser, listingId: number, delivery: DeliveryInput): Promise<EscrowCheckoutStarted> {
    if (!user.emailVerified || !user.phoneVerified) throw new AppError('FORBIDDEN', CHECKOUT_MESSAGES.verifyFirst, { reason: 'VERIFICATION_REQUIRED' });
    const details = parseCheckoutDetails({ ...delivery, email: user.email });
    const listing = await this.em.findOne(Listing, listingId, { populate: ['seller'] });
    if (!listing || !['live', 'reserved', 'sold'].includes(listing.status) || listing.seller.status !== 'approved') throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.notFound);
    if (listing.seller.user.id === user.id) throw new AppError('FORBIDDEN', CHECKOUT_MESSAGES.ownListing, { reason: 'OWN_LISTING' });

    const orderId = await this.em.fork().transactional(async (tx) => {
      await assertReservationCapacity(tx, user.id, listingId);
      const now = new Date();
      const reserved = await tx.execute<{ price_pence: number }[]>(
        `update marketplace_listing set status = 'reserved', updated_at = now() where id = ? and status = 'live' returning price_pence`,
        [listingId],
      );
      if (reserved.length === 0) return this.ownReservation(tx, user.id, listingId);
      const pricePence = reserved[0].price_pence;
      const commissionPence = commissionOn(pricePence);
      const order = tx.create(MarketplaceOrder, {
        number: newMarketplaceOrderNumber(),
        listing: listingId,
        seller: listing.seller.id,
        buyer: tx.getReference(User, user.id),
        buyerEmail: user.email,
        title: `${listing.brand} ${listing.model} (${listing.year})`,
        pricePence,
        deliveryPence: INSURED_DELIVERY_PENCE,
        commissionPence,
        totalPence: pricePence + INSURED_DELIVERY_PENCE,
        deliveryName: details.name,
        deliveryPhone: details.phone,
        deliveryAddress: details.address,
        deliveryCity: details.city,
        deliveryPostalCode: details.postalCode,
        deliveryCountry: details.country,
        paymentProvider: this.deps.gateway.provider,
        reservedUntil: addMinutes(now, RESERVATION_MINUTES),
      });
      await tx.flush();
      await scheduleJob(tx, { kind: ESCROW_JOBS.reservationExpiry, key: `${ESCROW_JOBS.reservationExpiry}:${order.id}`, runAt: order.reservedUntil, payload: { orderId: order.id } });
      return order.id;
    });

    const order = await this.em.findOneOrFail(MarketplaceOrder, orderId, { refresh: true });
    try {
      const intent = order.paymentIntentId
        ? await this.deps.gateway.retrieveIntent(order.paymentIntentId)
        : await this.deps.gateway.createIntent({ amountPence: order.totalPence, orderId: order.id, orderNumber: order.number, email: user.email, idempotencyKey: `aurum-mp-order-${order.id}`, kind: MARKETPLACE_ORDER_KIND });
      if (!order.paymentIntentId) {
        order.paymentIntentId = intent.id;
        await this.em.flush();
      }
      return { order, clientSecret: intent.clientSecret };
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      console.error('[escrow] creating a payment intent failed:', error.message);
      await this.em.fork().transactional(async (tx) => {
        const locked = await lockOrder(tx, { id: order.id });
        if (locked?.status === 'pending' && !locked.paymentIntentId) expire(locked);
      });
      throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paymentSetup, { reason: 'PAYMENT_SETUP_FAILED' });
    }
  }

  /** The listing was not live: this buyer's own open checkout of it (started again, e.g. after a reload), or why it cannot be bought. */
  private async ownReservation(tx: EntityManager, userId: number, listingId: number): Promise<string> {
    const mine = await tx.findOne(MarketplaceOrder, { listing: listingId, buyer: userId, status: 'pending' });
    if (mine) return mine.id;
    const [row] = await tx.execute<{ status: string }[]>('select status from marketplace_listing where id = ?', [listingId]);
    if (row?.status === 'reserved') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.reserved, { reason: 'RESERVED' });
    if (row?.status === 'sold') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.sold, { reason: 'SOLD' });
    throw new AppError('CONFLICT', CHECKOUT_MESSAGES.notForSale, { reason: 'NOT_FOR_SALE' });
  }

  /**
   * The simulated gateway's card form (offline): charges the card, then applies the payment as its webhook would.
   * A payment already taken — by a concurrent click, or before a crash left the order pending — is applied (or
   * waited for under the order's lock) instead of charged again, so every attempt answers the one outcome.
   */
  async paySimulated(user: CurrentUser, orderId: string, card: CardInput): Promise<MarketplaceOrder> {
    const gateway = this.deps.gateway;
    if (!(gateway instanceof SimulatedGateway)) throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.notSimulated, { reason: 'NOT_SIMULATED' });
    const order = await this.buyersOrder(user, orderId);
    if (order.status === 'expired') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.expired, { reason: 'RESERVATION_EXPIRED' });
    if (order.status !== 'pending' || !order.paymentIntentId) return order;
    const intent = await gateway.retrieveIntent(order.paymentIntentId);
    const { intent: confirmed, event } = intent.status === 'succeeded' ? { intent, event: null } : await gateway.confirm(intent.clientSecret, card);
    const notice = event ?? (confirmed.status === 'succeeded' ? syncEvent(confirmed) : null);
    if (notice) await applyEscrowPaymentEvent(this.em.fork(), notice, this.deps);
    const after = await this.em.fork().findOneOrFail(MarketplaceOrder, order.id);
    if (confirmed.status !== 'succeeded') throw new AppError('BAD_USER_INPUT', confirmed.lastError ?? 'Payment failed', { reason: 'PAYMENT_FAILED' });
    return after;
  }

  /** Asks the gateway how the payment stands (the browser saw it succeed; the webhook may still be on its way). */
  async refreshPayment(user: CurrentUser, orderId: string): Promise<MarketplaceOrder> {
    const order = await this.buyersOrder(user, orderId);
    if (order.status !== 'pending' || !order.paymentIntentId) return order;
    const intent = await this.deps.gateway.retrieveIntent(order.paymentIntentId);
    if (intent.status === 'succeeded') await applyEscrowPaymentEvent(this.em.fork(), syncEvent(intent), this.deps);
    return this.em.fork().findOneOrFail(MarketplaceOrder, order.id);
  }

  private async buyersOrder(user: CurrentUser, orderId: string): Promise<MarketplaceOrder> {
    const order = await this.em.findOne(MarketplaceOrder, { id: orderId, buyer: user.id });
    if (!order) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.orderNotFound);
    return order;
  }
}
