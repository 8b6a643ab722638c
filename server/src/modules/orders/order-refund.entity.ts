import { Entity, ManyToOne, type Opt, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Order } from './order.entity';

/** One line given back in a refund, as it was sold (name and price copied from the order line). */
export interface RefundedLine {
  productId: number;
  size: string | null;
  name: string;
  brand: string;
  quantity: number;
  unitPricePence: number;
  amountPence: number;
}

/**
 * One refund of an order (a credit note): what went back, how much, why, who
 * did it and the gateway's reference. An order may have several; together
 * they never exceed what was paid.
 */
@Entity({ tableName: 'order_refund' })
export class OrderRefund {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: 'Order', ref: true, deleteRule: 'cascade', index: true })
  order!: Ref<Order>;

  @Property({ type: 'integer' })
  amountPence!: number;

  /** The VAT contained in the amount (prices include 20 % VAT). */
  @Property({ type: 'integer' })
  vatPence!: number;

  @Property({ type: 'json' })
  lines!: RefundedLine[];

  @Property({ type: 'text' })
  reason!: string;

  /** Whether the items went back on sale. */
  @Property({ type: 'boolean' })
  restocked!: boolean;

  /** The admin who refunded (app_user.id); null for the shop's own refunds. */
  @Property({ type: 'integer', nullable: true })
  staffUserId?: number | null;

  @Property({ type: 'string', length: 254, nullable: true })
  staffEmail?: string | null;

  /** The gateway's refund id (re_…). */
  @Property({ type: 'string', length: 255 })
  gatewayReference!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
