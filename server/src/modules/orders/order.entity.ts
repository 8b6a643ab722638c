import { Cascade, Collection, Entity, Enum, Index, ManyToOne, OneToMany, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { randomUUID } from 'node:crypto';
import { OrderLine } from './order-line.entity';
import { OrderRefund } from './order-refund.entity';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../payments/payment-gateway';

/** pending → paid → fulfilled; pending or paid → cancelled; paid or fulfilled → partially_refunded → refunded. */
export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled', 'partially_refunded', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];


/**
 * A customer's order. Lines, prices and totals are copied from the catalogue
 * when the checkout starts (never taken from the browser), so later price
 * changes do not alter an order. Money is integer pence; VAT is included in
 * the total and kept as its own figure.
 */
@Entity({ tableName: 'customer_order' })
@Index({ name: 'customer_order_user_index', properties: ['userId', 'createdAt'] })
// Staff lists by status, newest first; the sweeper looks for pending checkouts.
@Index({ name: 'customer_order_status_index', properties: ['status', 'createdAt'] })
@Index({
  name: 'customer_order_pending_holder_index',
  expression: `create index "customer_order_pending_holder_index" on "customer_order" ("holder") where "status" = 'pending'`,
})
export class Order {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** What the customer sees, e.g. AUR-7K3M9Q2X: random, so numbers reveal nothing and cannot be walked. */
  @Property({ type: 'string', length: 16, unique: true })
  number!: string;

  @Enum({ items: () => ORDER_STATUSES, type: 'string' })
  status: OrderStatus & Opt = 'pending';

  /** The signed-in customer (app_user.id) who placed it; null for guests. Orders outlive a deleted account. */
  @ManyToOne(() => User, { fieldName: 'user_id', mapToPk: true, nullable: true, deleteRule: 'set null' })
  userId?: number | null;

  /**
   * Who holds this checkout's stock, for the limit on units held at once
   * (hold-limits.ts): `user:<id>` for a customer, `ip:<address>` for a guest;
   * null when nobody is counted (a guest from an exempt address).
   */
  @Property({ type: 'string', length: 80, nullable: true })
  holder?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 32, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 120, nullable: true })
  shippingName?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  shippingAddress?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  shippingCity?: string | null;

  @Property({ type: 'string', length: 16, nullable: true })
  shippingPostalCode?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  shippingCountry?: string | null;

  @Property({ type: 'integer' })
  subtotalPence!: number;

  @Property({ type: 'integer' })
  shippingPence!: number;

  /** The VAT contained in the total (20 % of the net price), not added to it. */
  @Property({ type: 'integer' })
  vatPence!: number;

  @Property({ type: 'integer' })
  totalPence!: number;

  @Property({ type: 'string', length: 3 })
  currency: string & Opt = 'GBP';

  @Enum({ items: () => PAYMENT_PROVIDERS, type: 'string' })
  paymentProvider!: PaymentProvider;

  /** The gateway's PaymentIntent id (pi_…), once created. */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  paymentIntentId?: string | null;

  /** The latest decline or error from the gateway, for support staff and the customer. */
  @Property({ type: 'string', length: 500, nullable: true })
  lastPaymentError?: string | null;

  /** A code from cancellation-reasons.ts (e.g. checkout_expired). */
  @Property({ type: 'string', length: 200, nullable: true })
  cancellationReason?: string | null;

  /** Who carries the parcel, a code from carriers.ts; set when dispatched. */
  @Property({ type: 'string', length: 32, nullable: true })
  dispatchCarrier?: string | null;

  @Property({ type: 'string', length: 40, nullable: true })
  trackingNumber?: string | null;

  /** The gateway's latest refund id (re_…), once money was given back. */
  @Property({ type: 'string', length: 255, nullable: true })
  refundId?: string | null;

  @OneToMany(() => OrderLine, (line) => line.order, { cascade: [Cascade.PERSIST], orderBy: { position: 'asc' } })
  lines = new Collection<OrderLine>(this);

  /** Its refunds (credit notes), oldest first. */
  @OneToMany(() => OrderRefund, (refund) => refund.order, { orderBy: { createdAt: 'asc' } })
  refunds = new Collection<OrderRefund>(this);

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  paidAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  fulfilledAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;

  /** When the latest refund was made. */
  @Property({ type: 'datetime', nullable: true })
  refundedAt?: Date | null;

  /** Pence refunded so far (every refund, partial or whole). */
  @Property({ type: 'integer', default: 0 })
  refundedPence: number & Opt = 0;
}
