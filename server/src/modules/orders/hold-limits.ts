import type { EntityManager } from '@mikro-orm/postgresql';
import { CONCIERGE } from '@aurum/rules/shop/shop-facts';
import { AppError } from '../../common/errors';
import type { PricedCartLine } from './cart-pricing';

/*
 * Holds nobody can hoard (issue 32): a started checkout takes its stock off
 * sale until it is paid or its hold ends, so how much one shopper may hold at
 * once is limited — per checkout, and per customer (or, for guests, per
 * network address) across all their open checkouts — and a hold cannot be
 * kept alive indefinitely by saving the details again and again.
 */

export const HOLD_LIMITS = {
  /** Units one checkout may hold. */
  perCheckout: 10,
  /** Units one customer, or one address for guests, may hold across open checkouts. */
  perHolder: 20,
  /** A hold lasts CHECKOUT_RESERVATION_MINUTES; extended, never past this many times that from the checkout's start. */
  maxLengthFactor: 2,
} as const;

export const HOLD_MESSAGES = {
  perCheckout:
    `We can reserve at most ${HOLD_LIMITS.perCheckout} items in one checkout. ` +
    `For a larger order, please contact our concierge (${CONCIERGE.email}, ${CONCIERGE.phone}), who will be delighted to arrange it for you.`,
  perHolder: (held: number) =>
    `You already have ${held} ${held === 1 ? 'item' : 'items'} reserved in other checkouts that are not yet paid, and one shopper can reserve at most ` +
    `${HOLD_LIMITS.perHolder} at a time. Please complete one of those checkouts, or wait a few minutes for its reservation to end, then try again.`,
  holdOver: 'This checkout has been open too long, so its items are no longer reserved for you. Please start again from your cart.',
} as const;

/** One checkout holds at most HOLD_LIMITS.perCheckout units; a larger cart is refused before anything is held. */
export function assertCheckoutSize(lines: Pick<PricedCartLine, 'quantity'>[]): void {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > HOLD_LIMITS.perCheckout) {
    throw new AppError('BAD_USER_INPUT', HOLD_MESSAGES.perCheckout, { reason: 'HOLD_LIMIT', limit: HOLD_LIMITS.perCheckout, requested: units });
  }
}

/** Whose holds a checkout counts against: the customer, or a guest's address unless it is exempt (loopback outside production). */
export function holderOf(userId: number | null | undefined, clientIp: string | undefined, exempt: ReadonlySet<string>): string | null {
  if (userId) return `user:${userId}`;
  if (clientIp && !exempt.has(clientIp)) return `ip:${clientIp}`;
  return null;
}

/**
 * Refuses a checkout that would take the holder over HOLD_LIMITS.perHolder
 * units held at once. Takes a transaction-scoped advisory lock on the holder
 * first, so two checkouts started at once by one shopper are counted one
 * after the other and cannot both pass. Must run inside the transaction that
 * then takes the stock.
 */
export async function assertHolderCapacity(tx: EntityManager, holder: string | null, units: number): Promise<void> {
  if (!holder) return;
  await tx.execute(`select pg_advisory_xact_lock(hashtextextended(?, 32))`, [`checkout_hold:${holder}`]);
  const [row] = await tx.execute<{ held: number }[]>(
    `select coalesce(sum(r.quantity), 0)::int as held
     from customer_order o join stock_reservation r on r.order_id = o.id
     where o.holder = ? and o.status = 'pending' and r.state = 'active' and r.expires_at > now()`,
    [holder],
  );
  const held = Number(row?.held ?? 0);
  if (held + units > HOLD_LIMITS.perHolder) {
    throw new AppError('BAD_USER_INPUT', HOLD_MESSAGES.perHolder(held), { reason: 'HOLD_LIMIT', limit: HOLD_LIMITS.perHolder, held, requested: units });
  }
}

/** The latest a checkout's hold may run to: CHECKOUT_RESERVATION_MINUTES from now, but never past twice that from its start. */
export function holdExpiry(startedAt: Date, minutes: number, now = Date.now()): Date {
  const latest = startedAt.getTime() + HOLD_LIMITS.maxLengthFactor * minutes * 60_000;
  return new Date(Math.min(now + minutes * 60_000, latest));
}
