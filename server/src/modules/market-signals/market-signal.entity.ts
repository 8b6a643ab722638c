import { Entity, Index, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import type { SignalFacts, SignalTerm } from './signal-engine';
import { WatchReference } from './watch-reference.entity';

/**
 * The cached signal of one reference, as the engine computed it from the data
 * version in `dataVersion`. Rebuilt as a whole when the data changes
 * (signals.service.ts); read by every server process.
 */
@Entity({ tableName: 'market_signal' })
@Index({ name: 'market_signal_rank_index', properties: ['rank'] })
export class MarketSignal {
  @ManyToOne({ entity: () => WatchReference, primary: true, deleteRule: 'cascade' })
  watchReference!: WatchReference;

  /** 1 = best score (ties broken by brand and reference). */
  @Property({ type: 'integer' })
  rank!: number;

  @Property({ type: 'integer' })
  score!: number;

  @Property({ type: 'integer' })
  momentumScore!: number;

  @Property({ type: 'integer' })
  valueScore!: number;

  @Property({ type: 'integer' })
  liquidityScore!: number;

  @Property({ type: 'integer' })
  riskScore!: number;

  @Property({ type: 'string', length: 16 })
  classification!: string;

  @Property({ type: 'json' })
  facts!: SignalFacts;

  @Property({ type: 'json' })
  terms!: SignalTerm[];

  @Property({ type: 'string', length: 64 })
  dataVersion!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  computedAt: Date & Opt = new Date();
}
