import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** The marketplace's accounts. A seller's balance is one account per seller. */
export const LEDGER_ACCOUNTS = {
  /** Card payments received from buyers (money in from outside: negative). */
  buyerPayments: 'buyer_payments',
  /** Paid by a buyer, held until the watch is accepted or refunded. */
  buyerFundsHeld: 'buyer_funds_held',
  commission: 'commission',
  insuredDelivery: 'insured_delivery',
  refunds: 'refunds',
  payouts: 'payouts',
  sellerBalance: (sellerId: number) => `seller_balance:${sellerId}`,
} as const;

export type Movement = 'payment' | 'release' | 'refund' | 'payout';

export interface LedgerLine {
  account: string;
  amountPence: number;
}

export class UnbalancedMovementError extends Error {}

/**
 * Writes one balanced movement in the caller's transaction (never alone: the
 * state change it belongs to commits with it). Lines must sum to zero.
 */
export async function postMovement(tx: EntityManager, movement: Movement, order: { id: string; sellerId: number }, lines: LedgerLine[]): Promise<void> {
  const sum = lines.reduce((total, line) => total + line.amountPence, 0);
  if (lines.length < 2 || sum !== 0 || lines.some((line) => !Number.isSafeInteger(line.amountPence))) {
    throw new UnbalancedMovementError(`A ${movement} must balance: its lines sum to ${sum}.`);
  }
  const journalId = randomUUID();
  const values = lines.map(() => '(?, ?, ?, ?, ?, ?, now())').join(', ');
  await tx.getConnection().execute(
    `insert into ledger_entry (journal_id, movement, account, amount_pence, order_id, seller_id, created_at) values ${values}`,
    lines.flatMap((line) => [journalId, movement, line.account, line.amountPence, order.id, order.sellerId]),
    'run',
    tx.getTransactionContext(),
  );
}

export interface SellerBalance {
  /** Buyers' payments for this seller's sales, held until accepted (before commission and delivery). */
  heldPence: number;
  /** Released to the seller and not yet paid out. */
  availablePence: number;
  paidOutPence: number;
}

/** A seller's balance, summed from the entries. */
export async function sellerBalance(em: EntityManager, sellerId: number): Promise<SellerBalance> {
  const [row] = await em.getConnection().execute<{ held: string; available: string; paid_out: string }[]>(
    `select coalesce(sum(amount_pence) filter (where account = ?), 0) as held,
            coalesce(sum(amount_pence) filter (where account = ?), 0) as available,
            coalesce(sum(amount_pence) filter (where account = ?), 0) as paid_out
     from ledger_entry where seller_id = ?`,
    [LEDGER_ACCOUNTS.buyerFundsHeld, LEDGER_ACCOUNTS.sellerBalance(sellerId), LEDGER_ACCOUNTS.payouts, sellerId],
  );
  return { heldPence: Number(row.held), availablePence: Number(row.available), paidOutPence: Number(row.paid_out) };
}

/** Each account's balance for one order (accounts with a zero balance left out). */
export async function orderBalances(em: EntityManager, orderId: string): Promise<Record<string, number>> {
  const rows = await em.getConnection().execute<{ account: string; total: string }[]>(
    `select account, sum(amount_pence) as total from ledger_entry where order_id = ? group by account having sum(amount_pence) <> 0 order by account`,
    [orderId],
  );
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]));
}
