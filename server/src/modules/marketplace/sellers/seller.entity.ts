import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../accounts/user.entity';
import type { SellerStatus, SellerType } from '@aurum/rules/marketplace/seller-status';

/**
 * A customer's application to sell on the marketplace, and once approved the
 * seller it makes (one per account). Payout bank details are never kept in
 * full: only the account number's last four digits and a payout reference.
 */
@Entity({ tableName: 'marketplace_seller' })
@Index({ name: 'marketplace_seller_status_created_index', properties: ['status', 'createdAt'] })
export class Seller {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', unique: true })
  user!: User;

  @Property({ type: 'string', length: 10 })
  sellerType!: SellerType;

  @Property({ type: 'string', length: 12, default: 'submitted' })
  status: SellerStatus & Opt = 'submitted';

  @Property({ type: 'string', length: 200 })
  legalName!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  businessName: string | null = null;

  @Property({ type: 'string', length: 8, nullable: true })
  companyNumber: string | null = null;

  @Property({ type: 'string', length: 200 })
  addressLine!: string;

  @Property({ type: 'string', length: 100 })
  city!: string;

  @Property({ type: 'string', length: 10 })
  postcode!: string;

  /** The account's verified phone at the time of applying. */
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Property({ type: 'string', length: 64 })
  documentStoredName!: string;

  /** Detected from the bytes. */
  @Property({ type: 'string', length: 100 })
  documentContentType!: string;

  @Property({ type: 'string', length: 255 })
  documentOriginalName!: string;

  @Property({ type: 'string', length: 4 })
  accountLast4!: string;

  /** Our reference for the payout account, e.g. PAY-7K3M9Q2X. */
  @Property({ type: 'string', length: 20, unique: true })
  payoutReference!: string;

  /** The seller's Stripe connected account (acct_…), set by staff; payouts are transferred there when Stripe is configured. */
  @Property({ type: 'string', length: 255, nullable: true })
  stripeAccountId: string | null = null;

  @Property({ type: 'datetime' })
  termsAcceptedAt!: Date;

  /** Why staff rejected or suspended; shown to the applicant. */
  @Property({ type: 'text', nullable: true })
  decisionReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  /** First approval: "member since" on the seller card. */
  @Property({ type: 'datetime', nullable: true })
  approvedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
