import { Check, Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../accounts/user.entity';
import { MarketplaceOrder } from '../escrow/marketplace-order.entity';
import { Seller } from '../sellers/seller.entity';
import { REVIEW_STATUSES, type ReviewStatus } from '@aurum/rules/marketplace/review-rules';

/**
 * A buyer's review of the seller after a completed marketplace order: one per
 * order (the unique order column), published only after staff moderation.
 * The bounds are checked by the service and again by the database.
 */
@Entity({ tableName: 'marketplace_review' })
@Index({ name: 'marketplace_review_seller_status_index', properties: ['seller', 'status', 'publishedAt'] })
@Index({ name: 'marketplace_review_status_index', properties: ['status', 'createdAt'] })
@Check({ name: 'marketplace_review_rating', expression: 'rating >= 1 and rating <= 5' })
@Check({ name: 'marketplace_review_text_length', expression: 'char_length(text) >= 10 and char_length(text) <= 1000' })
@Check({ name: 'marketplace_review_hidden_reason', expression: `status <> 'hidden' or hidden_reason is not null` })
export class SellerReview {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => MarketplaceOrder, unique: 'marketplace_review_order_unique', deleteRule: 'restrict' })
  order!: MarketplaceOrder;

  @ManyToOne({ entity: () => Seller, deleteRule: 'restrict' })
  seller!: Seller;

  @ManyToOne({ entity: () => User, deleteRule: 'restrict', index: true })
  buyer!: User;

  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'text' })
  text!: string;

  @Enum({ items: () => REVIEW_STATUSES, type: 'string', default: 'pending' })
  status: ReviewStatus & Opt = 'pending';

  /** Staff's reason for hiding it; the buyer sees it. */
  @Property({ type: 'text', nullable: true })
  hiddenReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
