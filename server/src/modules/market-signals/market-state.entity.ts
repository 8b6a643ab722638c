import { Check, Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One row: `version` goes up (by trigger, in the writing transaction) with
 * every change to references or sales; `signalsVersion` is the data version
 * (market version : catalogue version) the cached signals were computed from.
 * Every server process compares the two, so they all agree on when to
 * recompute and all read the same cached signals.
 */
@Entity({ tableName: 'market_state' })
@Check({ name: 'market_state_single_row', expression: 'id = 1' })
export class MarketState {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'bigint', defaultRaw: '1' })
  version: string & Opt = '1';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  changedAt: Date & Opt = new Date();

  @Property({ type: 'string', length: 64, nullable: true })
  signalsVersion?: string | null;

  /** The newest sale date the cached signals describe. */
  @Property({ type: 'date', nullable: true })
  signalsAsOf?: string | null;

  @Property({ type: 'datetime', nullable: true })
  signalsComputedAt?: Date | null;
}
