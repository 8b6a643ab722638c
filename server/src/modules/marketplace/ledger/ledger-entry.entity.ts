import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One line of a marketplace money movement. A movement (`journalId`) is a
 * balanced set of lines: their amounts sum to zero. Positive amounts are
 * owed by the marketplace to the account's holder (funds held for a buyer,
 * a seller's balance), negative ones came in from outside (a card payment).
 * Balances are sums of these rows; nothing else stores them.
 */
@Entity({ tableName: 'ledger_entry' })
@Index({ name: 'ledger_entry_account_index', properties: ['account', 'sellerId'] })
@Index({ name: 'ledger_entry_order_index', properties: ['orderId'] })
export class LedgerEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'uuid' })
  journalId!: string;

  /** What the movement was: payment, release, refund, payout. */
  @Property({ type: 'string', length: 20 })
  movement!: string;

  /** e.g. buyer_funds_held, seller_balance:12, commission. */
  @Property({ type: 'string', length: 60 })
  account!: string;

  /** Pence, signed. */
  @Property({ type: 'bigint' })
  amountPence!: string;

  @Property({ type: 'uuid' })
  orderId!: string;

  @Property({ type: 'integer' })
  sellerId!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
