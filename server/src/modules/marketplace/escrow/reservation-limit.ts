import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/errors';
import { RESERVATION_MINUTES } from './escrow-terms';

/** Unpaid reservations one buyer may hold at once (issue 32: nobody reserves the whole marketplace). */
export const MAX_UNPAID_RESERVATIONS = 2;

export const RESERVATION_LIMIT_MESSAGE =
  `You already have ${MAX_UNPAID_RESERVATIONS} watches reserved that are not yet paid for, which is the most one buyer can reserve at a time. ` +
  `Please complete one of those purchases, or wait for its reservation to end (within ${RESERVATION_MINUTES} minutes), then try again.`;

export const reservationLimitRefusal = { message: RESERVATION_LIMIT_MESSAGE, reason: 'RESERVATION_LIMIT' } as const;

/** How many unpaid reservations the buyer holds on listings other than this one. */
export async function otherUnpaidReservations(em: EntityManager, buyerId: number, listingId: number): Promise<number> {
  const [row] = await em.getConnection().execute<{ n: number }[]>(
    `select count(*)::int as n from marketplace_order where buyer_id = ? and status = 'pending' and listing_id <> ?`,
    [buyerId, listingId],
    'all',
    em.getTransactionContext(),
  );
  return Number(row?.n ?? 0);
}

/**
 * Refuses a new reservation past MAX_UNPAID_RESERVATIONS. A transaction-scoped
 * advisory lock on the buyer comes first, so checkouts started at once by one
 * buyer are counted one after the other. The buyer's own open checkout of the
 * same listing (started again after a reload) is not a new reservation.
 * Must run inside the transaction that reserves the listing.
 */
export async function assertReservationCapacity(tx: EntityManager, buyerId: number, listingId: number): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(hashtextextended(?, 32))`, [`marketplace_reservations:${buyerId}`]);
  if ((await otherUnpaidReservations(tx, buyerId, listingId)) >= MAX_UNPAID_RESERVATIONS) {
    throw new AppError('BAD_USER_INPUT', RESERVATION_LIMIT_MESSAGE, { reason: 'RESERVATION_LIMIT', limit: MAX_UNPAID_RESERVATIONS });
  }
}
