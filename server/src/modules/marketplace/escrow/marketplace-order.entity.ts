import { Check, Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../accounts/user.entity';
import { Listing } from '../listings/listing.entity';
import { Seller } from '../sellers/seller.entity';
import type { EscrowStatus } from './escrow-status';

/**
 * A purchase of one marketplace listing, held in escrow: the buyer's payment
 * is held until the watch is accepted, then released to the seller's balance
 * (ledger/). Amounts are the server's, fixed when the checkout starts.
 */
@Entity({ tableName: 'marketplace_order' })
@Index({ name: 'marketplace_order_buyer_index', properties: ['buyer', 'createdAt'] })
@Index({ name: 'marketplace_order_seller_index', properties: ['seller', 'createdAt'] })
// However the code is called, a listing has at most one order that is not over (expired or refunded).
@Unique({
  name: 'marketplace_order_one_open_per_listing',
  expression: `create unique index "marketplace_order_one_open_per_listing" on "marketplace_order" ("listing_id") where "status" not in ('expired', 'refunded')`,
})
@Check({ name: 'marketplace_order_total', expression: '(total_pence = (price_pence + delivery_pence)) AND ((commission_pence >= 0) AND (commission_pence <= price_pence))' })
export class MarketplaceOrder {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** e.g. MP-7K3M9Q2X. */
  @Property({ type: 'string', length: 16, unique: true })
  number!: string;

  @Property({ type: 'string', length: 12, default: 'pending' })
  status: EscrowStatus & Opt = 'pending';

  @ManyToOne({ entity: () => Listing, deleteRule: 'restrict', index: true })
  listing!: Listing;

  @ManyToOne({ entity: () => Seller, deleteRule: 'restrict' })
  seller!: Seller;

  @ManyToOne({ entity: () => User, deleteRule: 'restrict' })
  buyer!: User;

  @Property({ type: 'string', length: 254 })
  buyerEmail!: string;

  /** "Brand Model (year)", as listed when bought. */
  @Property({ type: 'string', length: 240 })
  title!: string;

  @Property({ type: 'integer' })
  pricePence!: number;

  @Property({ type: 'integer' })
  deliveryPence!: number;

  @Property({ type: 'integer' })
  commissionPence!: number;

  @Property({ type: 'integer' })
  totalPence!: number;

  @Property({ type: 'string', length: 120 })
  deliveryName!: string;

  @Property({ type: 'string', length: 32 })
  deliveryPhone!: string;

  @Property({ type: 'string', length: 200 })
  deliveryAddress!: string;

  @Property({ type: 'string', length: 100 })
  deliveryCity!: string;

  @Property({ type: 'string', length: 16 })
  deliveryPostalCode!: string;

  @Property({ type: 'string', length: 2 })
  deliveryCountry!: string;

  @Property({ type: 'string', length: 10 })
  paymentProvider!: string;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  paymentIntentId: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  refundReference: string | null = null;

  @Property({ type: 'datetime' })
  reservedUntil!: Date;

  @Property({ type: 'datetime', nullable: true }) paidAt: Date | null = null;
  @Property({ type: 'datetime', nullable: true }) shipBy: Date | null = null;
  @Property({ type: 'string', length: 20, nullable: true }) carrier: string | null = null;
  @Property({ type: 'string', length: 40, nullable: true }) trackingNumber: string | null = null;
  @Property({ type: 'datetime', nullable: true }) shippedAt: Date | null = null;
  @Property({ type: 'datetime', nullable: true }) deliveredAt: Date | null = null;
  @Property({ type: 'datetime', nullable: true }) inspectionEndsAt: Date | null = null;
  /** Set when the buyer accepted, or the inspection period ended without a dispute. */
  @Property({ type: 'datetime', nullable: true }) acceptedAt: Date | null = null;
  @Property({ type: 'boolean', default: false }) autoAccepted: boolean & Opt = false;
  @Property({ type: 'text', nullable: true }) disputeReason: string | null = null;
  /** Stored names of the dispute photos (outside the web root; staff and the parties see them). */
  @Property({ type: 'json', nullable: true }) disputePhotos: string[] | null = null;
  @Property({ type: 'datetime', nullable: true }) disputedAt: Date | null = null;
  /** Staff's reason for their decision on a dispute. */
  @Property({ type: 'text', nullable: true }) resolutionReason: string | null = null;
  @Property({ type: 'datetime', nullable: true }) releasedAt: Date | null = null;
  @Property({ type: 'datetime', nullable: true }) paidOutAt: Date | null = null;
  /** The gateway's transfer of the seller's proceeds (tr_…), made once per order. */
  @Property({ type: 'string', length: 255, nullable: true }) payoutTransferId: string | null = null;
  @Property({ type: 'datetime', nullable: true }) refundedAt: Date | null = null;
  /** not_shipped, dispute, late_payment. */
  @Property({ type: 'string', length: 20, nullable: true }) refundReason: string | null = null;
  @Property({ type: 'datetime', nullable: true }) expiredAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
