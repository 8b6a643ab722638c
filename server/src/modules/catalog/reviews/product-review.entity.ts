import { Check, Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../accounts/user.entity';
import { Order } from '../../orders/order.entity';
import { Product } from '../product.entity';
import { REVIEW_STATUSES, type ReviewStatus } from '@aurum/rules/marketplace/review-rules';

/**
 * A customer's review of a piece they bought (issue 37): one per customer and
 * product (the unique pair), tied to the dispatched order that entitles it,
 * published only after staff moderation. The bounds are checked by the service
 * and again by the database.
 */
@Entity({ tableName: 'product_review' })
@Unique({ name: 'product_review_product_buyer_unique', properties: ['product', 'buyer'] })
@Index({ name: 'product_review_product_status_index', properties: ['product', 'status', 'publishedAt'] })
@Index({ name: 'product_review_status_index', properties: ['status', 'createdAt'] })
@Check({ name: 'product_review_rating', expression: 'rating >= 1 and rating <= 5' })
@Check({ name: 'product_review_title_length', expression: 'char_length(title) >= 3 and char_length(title) <= 120' })
@Check({ name: 'product_review_text_length', expression: 'char_length(text) >= 10 and char_length(text) <= 1000' })
@Check({ name: 'product_review_hidden_reason', expression: `status <> 'hidden' or hidden_reason is not null` })
export class ProductReview {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Product, deleteRule: 'restrict' })
  product!: Product;

  /** The customer's dispatched order containing the piece. */
  @ManyToOne({ entity: () => Order, deleteRule: 'restrict', index: true })
  order!: Order;

  @ManyToOne({ entity: () => User, deleteRule: 'restrict', index: true })
  buyer!: User;

  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  text!: string;

  @Enum({ items: () => REVIEW_STATUSES, type: 'string', default: 'pending' })
  status: ReviewStatus & Opt = 'pending';

  /** Staff's reason for hiding it; the customer sees it. */
  @Property({ type: 'text', nullable: true })
  hiddenReason: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  moderatedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
