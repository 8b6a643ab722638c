import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A payment event already applied, keyed by the gateway's event id. It is
 * inserted in the same transaction as the event's effect, so a redelivered
 * event finds its row and changes nothing.
 */
@Entity({ tableName: 'payment_event' })
export class PaymentEvent {
  @PrimaryKey({ type: 'string', length: 255 })
  id!: string;

  @Property({ type: 'string', length: 100 })
  type!: string;

  @Property({ type: 'string', length: 255 })
  paymentIntentId!: string;

  @Property({ type: 'uuid', nullable: true })
  orderId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date & Opt = new Date();
}
