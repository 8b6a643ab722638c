import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The offline stand-in for a Stripe Transfer to a connected account: kept in
 * PostgreSQL under its idempotency key, so a retried payout finds the first one.
 */
@Entity({ tableName: 'simulated_transfer' })
export class SimulatedTransfer {
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Property({ type: 'string', length: 255, unique: true })
  idempotencyKey!: string;

  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  destination: string | null = null;

  @Property({ type: 'string', length: 64 })
  sourceIntentId!: string;

  @Property({ type: 'string', length: 64 })
  transferGroup!: string;

  @Property({ type: 'json' })
  metadata: Record<string, string> & Opt = {};

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
