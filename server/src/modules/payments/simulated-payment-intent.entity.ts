import { Entity, Enum, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

export const SIMULATED_INTENT_STATUSES = ['requires_payment_method', 'succeeded', 'canceled'] as const;
export type SimulatedIntentStatus = (typeof SIMULATED_INTENT_STATUSES)[number];

/**
 * The offline stand-in for a Stripe PaymentIntent: same ids, client secret
 * and statuses, kept in PostgreSQL so any app process can confirm it.
 */
@Entity({ tableName: 'simulated_payment_intent' })
export class SimulatedPaymentIntent {
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Property({ type: 'string', length: 128, unique: true, hidden: true })
  clientSecret!: string;

  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'string', length: 3 })
  currency!: string;

  @Enum({ items: () => SIMULATED_INTENT_STATUSES, type: 'string' })
  status: SimulatedIntentStatus & Opt = 'requires_payment_method';

  @Property({ type: 'json' })
  metadata: Record<string, string> & Opt = {};

  /** Same key, same intent: a retried create returns the first one, like Stripe's Idempotency-Key. */
  @Property({ type: 'string', length: 255, unique: true })
  idempotencyKey!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  lastErrorCode?: string | null;

  /** The latest refund (re_sim_…) once money was given back; several partial refunds may add up to the amount. */
  @Property({ type: 'string', length: 64, nullable: true })
  refundId?: string | null;

  @Property({ type: 'datetime', nullable: true })
  refundedAt?: Date | null;

  /** Pence refunded so far: partial refunds add up to at most the amount. */
  @Property({ type: 'integer', default: 0 })
  amountRefunded: number & Opt = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
