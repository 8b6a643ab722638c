import { DeadlockException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { minutes, type RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { type CancellationReason, cancellationMessage } from './cancellation-reasons';
import { CART_MESSAGES } from '@aurum/rules/orders/cart-messages';
import { type CartItemRequest, priceCart } from './cart-pricing';
import { type CheckoutDetailsInput, DETAIL_MESSAGES, isEmail, parseCheckoutDetails } from '../delivery/checkout-details';
import { assertCheckoutSize, assertHolderCapacity, holderOf } from './hold-limits';
import { newOrderNumber } from './order-access';
import type { OrderDependencies } from './order-dependencies';
import { OrderLine } from './order-line.entity';
import { ensureOrderStock, takeOrderStock } from './order-stock';
import { Order } from './order.entity';
import { type OrderAccess, OrderService } from './order.service';
import { applyPaymentEvent } from './order-payments';
import { paymentConfig } from '../payments/payment-config';
import { type PaymentEventNotice, PaymentGatewayError, type PaymentIntentView, succeededSync } from '../payments/payment-gateway';
import type { CardInput } from '../payments/simulated-cards';
import { SimulatedGateway } from '../payments/simulated-gateway';
import { releaseExpiredStock } from './stock-reservations';
import { systemCan } from './order-transitions';
import { endCheckoutMove } from './abandoned-checkouts';

export const PAYMENT_SETUP_FAILED = 'Could not set up payment. Please try again.';

export interface StartCheckoutInput {
  items: CartItemRequest[];
  /** What the browser believes the total is, in pence; it must equal the server's. */
  expectedTotalPence: number;
  email?: string | null;
  userId?: number | null;
  /** The buyer's earlier unpaid checkout, given up for this one (its stock goes back). */
  replaces?: OrderAccess | null;
  /** The caller's network address, for the limit on held stock. */
  clientIp?: string;
}

/**
 * Each checkout holds stock for a while: one address may not start many, or
 * it could hold a whole collection off sale. Loopback (tests, tools) is exempt.
 */
export const CHECKOUT_START_LIMIT: RateLimit = { bucket: 'checkout_start_ip', capacity: 30, windowSeconds: 15 * 60, refill: 'window', perAddress: true };

export interface CheckoutStarted {
  order: Order;
  token: string;
  clientSecret: string;
}

export interface PaymentAttempt {
  status: 'succeeded' | 'failed';
  message: string | null;
  order: Order;
}

/** Retries a transaction that PostgreSQL aborted to break a deadlock, or that drew a taken order number. */
async function withRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const retryable = error instanceof DeadlockException || error instanceof UniqueConstraintViolationException;
      if (!retryable || attempt >= attempts) throw error;
    }
  }
}

export function assertPending(order: Order): void {
  if (order.status === 'pending') return;
  if (order.status === 'cancelled') {
    throw new AppError('CONFLICT', 'This checkout has expired. Please start again from your cart.', { reason: 'ORDER_CLOSED' });
  }
  throw new AppError('CONFLICT', 'This order has already been paid.', { reason: 'ALREADY_PAID' });
}

/**
 * The checkout: prices the cart from the catalogue, holds the stock, opens a
 * PaymentIntent for the server's own total, records the shipping details and
 * (offline) takes the simulated card payment.
 */
export class CheckoutService {
  private readonly orders: OrderService;

  constructor(
    private readonly em: EntityManager,
    private readonly dependencies: OrderDependencies,
  ) {
    this.orders = new OrderService(em, dependencies.tokens);
  }

  paymentConfig() {
    return paymentConfig(this.dependencies.gateway);
  }

  async start(input: StartCheckoutInput): Promise<CheckoutStarted> {
    const email = input.email?.trim() ? input.email.trim().toLowerCase() : null;
    if (email && !isEmail(email)) throw new AppError('BAD_USER_INPUT', DETAIL_MESSAGES.email, { fields: [{ field: 'email', messages: [DETAIL_MESSAGES.email] }] });
    const { lines, totals } = await priceCart(this.em, input.items);
    assertCheckoutSize(lines);
    if (!Number.isSafeInteger(input.expectedTotalPence) || input.expectedTotalPence !== totals.totalPence) {
      throw new AppError('CONFLICT', CART_MESSAGES.invalidTotal, { reason: 'TOTAL_MISMATCH' });
    }
    if (input.clientIp) {
      await new RateLimiter(this.em, this.dependencies.rateLimitExemptAddresses).consume(CHECKOUT_START_LIMIT, input.clientIp, (seconds) =>
        `Too many checkouts have been started from your network. Please try again in ${minutes(seconds)} minute(s).`,
      );
    }
    if (input.replaces) await this.abandon(input.replaces, input.userId ?? null);
    await releaseExpiredStock(this.em.fork());

    const holder = holderOf(input.userId, input.clientIp, this.dependencies.rateLimitExemptAddresses);
    const orderId = await withRetry(() =>
      this.em.fork().transactional(async (tx) => {
        await assertHolderCapacity(tx, holder, lines.reduce((sum, line) => sum + line.quantity, 0));
        const order = tx.create(Order, {
          number: newOrderNumber(),
          userId: input.userId ?? null,
          holder,
          email,
          ...totals,
          paymentProvider: this.dependencies.gateway.provider,
        });
        lines.forEach((line, position) => {
          order.lines.add(
            tx.create(OrderLine, {
              order,
              position,
              product: line.productId,
              name: line.name,
              brand: line.brand,
              sku: line.sku,
              imageUrl: line.imageUrl,
              size: line.size,
              quantity: line.quantity,
              unitPricePence: line.unitPricePence,
              lineTotalPence: line.lineTotalPence,
            }),
          );
        });
        await tx.flush();
        await takeOrderStock(tx, order, this.dependencies.reservationMinutes);
        return order.id;
      }),
    );

    const order = await this.em.findOneOrFail(Order, orderId, { populate: ['lines'] });
    try {
      const intent = await this.dependencies.gateway.createIntent({
        amountPence: order.totalPence,
        orderId: order.id,
        orderNumber: order.number,
        email,
        idempotencyKey: `aurum-order-${order.id}`,
      });
      order.paymentIntentId = intent.id;
      await this.em.flush();
      return { order, token: await this.dependencies.tokens.issue(this.em, order.id), clientSecret: intent.clientSecret };
    } catch (error) {
      await this.cancel(order.id, 'payment_setup_failed');
      if (!(error instanceof PaymentGatewayError)) throw error;
      console.error('[orders] creating a payment intent failed:', error.message);
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENT_SETUP_FAILED, { reason: 'PAYMENT_SETUP_FAILED' });
    }
  }

  /** Saves contact and shipping details and keeps (or takes again) the order's stock until payment. */
  async saveDetails(access: OrderAccess, details: CheckoutDetailsInput, userId: number | null = null): Promise<Order> {
    const order = await this.orders.requireOrder(access, userId);
    assertPending(order);
    const parsed = parseCheckoutDetails(details);
    await withRetry(() =>
      this.em.fork().transactional(async (tx) => {
        const locked = await tx.findOneOrFail(Order, order.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        assertPending(locked);
        locked.email = parsed.email;
        locked.phone = parsed.phone;
        locked.shippingName = parsed.name;
        locked.shippingAddress = parsed.address;
        locked.shippingCity = parsed.city;
        locked.shippingPostalCode = parsed.postalCode;
        locked.shippingCountry = parsed.country;
        const stock = await ensureOrderStock(tx, locked, this.dependencies.reservationMinutes, { commit: false });
        if (!stock.ok) throw stock.error;
      }),
    );
    return this.orders.reload(order.id);
  }

  /**
   * The simulated gateway's card form: holds the stock, then charges the card.
   * Every confirmation of one checkout answers the payment's one outcome: a
   * payment already taken (by a concurrent click, or before a crash) is
   * applied — or waited for, under the order's lock — and reported as such.
   */
  async confirmSimulatedPayment(clientSecret: string, card: CardInput): Promise<PaymentAttempt> {
    const gateway = this.dependencies.gateway;
    if (!(gateway instanceof SimulatedGateway)) {
      throw new AppError('BAD_REQUEST', 'Card payments on this shop are taken by Stripe.', { reason: 'NOT_SIMULATED' });
    }
    const intent = await gateway.findByClientSecret(clientSecret);
    const order = intent ? await this.em.findOne(Order, { paymentIntentId: intent.id }, { populate: ['lines'] }) : null;
    if (!intent || !order) throw new AppError('NOT_FOUND', 'Payment not found.');
    if (order.paidAt || intent.status === 'succeeded') return this.paymentOutcome(order.id, intent, null);
    assertPending(order);
    if (!order.email || !order.shippingAddress) {
      throw new AppError('BAD_USER_INPUT', 'Please enter your shipping details before paying.', { reason: 'DETAILS_MISSING' });
    }
    const held = await withRetry(() =>
      this.em.fork().transactional(async (tx) => {
        const locked = await tx.findOneOrFail(Order, order.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (locked.paidAt) return false;
        assertPending(locked);
        const stock = await ensureOrderStock(tx, locked, this.dependencies.reservationMinutes, { commit: false });
        if (!stock.ok) throw stock.error;
        return true;
      }),
    );
    if (!held) return this.paymentOutcome(order.id, intent, null);
    const { intent: confirmed, event } = await gateway.confirm(clientSecret, card);
    return this.paymentOutcome(order.id, confirmed, event);
  }

  /**
   * The one answer for a confirmed payment: its event applied (or, when
   * another request is applying it, the same succeeded payment applied again
   * under the order's lock, which waits for the other and changes nothing),
   * then the order as it stands. A paid order is never reported as failed.
   */
  private async paymentOutcome(orderId: string, intent: PaymentIntentView, event: PaymentEventNotice | null): Promise<PaymentAttempt> {
    const notice = event ?? (intent.status === 'succeeded' ? succeededSync(intent) : null);
    if (notice) await applyPaymentEvent(this.em.fork(), notice, this.dependencies);
    const after = await this.orders.reload(orderId);
    // Paid, and perhaps dispatched or refunded since: the payment succeeded all the same.
    if (after.paidAt && after.status !== 'pending' && after.status !== 'cancelled') return { status: 'succeeded', message: null, order: after };
    return { status: 'failed', message: cancellationMessage(after.cancellationReason) ?? intent.lastError ?? 'Payment failed', order: after };
  }

  /** Asks the gateway how the payment stands (the browser saw it succeed; the webhook may still be on its way). */
  async refreshPayment(access: OrderAccess, userId: number | null = null): Promise<Order> {
    const order = await this.orders.requireOrder(access, userId);
    if (order.status !== 'pending' || !order.paymentIntentId) return order;
    const intent = await this.dependencies.gateway.retrieveIntent(order.paymentIntentId).catch((error) => {
      if (error instanceof PaymentGatewayError) return null;
      throw error;
    });
    if (intent?.status === 'succeeded') await applyPaymentEvent(this.em.fork(), succeededSync(intent), this.dependencies);
    return this.orders.reload(order.id);
  }

  /** Gives up an unpaid order of this buyer's: its stock goes back and its payment can no longer be made. */
  private async abandon(access: OrderAccess, userId: number | null): Promise<void> {
    const order = await this.orders.findByAccess(access, userId);
    if (order?.status === 'pending') await this.cancel(order.id, 'checkout_replaced');
  }

  private async cancel(orderId: string, reason: CancellationReason): Promise<void> {
    const intentId = await withRetry(() =>
      this.em.fork().transactional(async (tx) => {
        const order = await tx.findOneOrFail(Order, orderId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!systemCan(order, 'endCheckout')) return null;
        await endCheckoutMove(tx, order, reason);
        return order.paymentIntentId ?? null;
      }),
    );
    if (intentId) await this.dependencies.gateway.cancelIntent(intentId).catch(() => undefined);
  }
}
