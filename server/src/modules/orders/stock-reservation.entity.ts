import { Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';
import type { Order } from './order.entity';

export const RESERVATION_STATES = ['active', 'committed', 'released'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/**
 * Stock held for a pending order. Taking it decrements product.stock at once
 * (a conditional update, so stock never goes below zero); releasing gives it
 * back; committing on payment keeps it taken. An active reservation past its
 * expiry is released by the next sweep.
 */
@Entity({ tableName: 'stock_reservation' })
@Index({
  name: 'stock_reservation_active_expiry_index',
  expression: `create index "stock_reservation_active_expiry_index" on "stock_reservation" ("expires_at") where "state" = 'active'`,
})
export class StockReservation {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number & Opt;

  @ManyToOne({ entity: 'Order', ref: true, deleteRule: 'cascade', index: true })
  order!: Ref<Order>;

  @ManyToOne(() => Product, { ref: true, deleteRule: 'restrict' })
  product!: Ref<Product>;

  @Property({ type: 'integer' })
  quantity!: number;

  @Enum({ items: () => RESERVATION_STATES, type: 'string' })
  state: ReservationState & Opt = 'active';

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  /** When it was committed (paid) or released (expired, failed, cancelled, or restocked after a refund before dispatch). */
  @Property({ type: 'datetime', nullable: true })
  settledAt?: Date | null;
}
