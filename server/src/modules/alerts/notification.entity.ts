import { Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Product } from '../catalog/product.entity';
import { ALERT_KINDS, type AlertKind } from './alert-rules';

export const EMAIL_STATUSES = ['pending', 'sent', 'skipped'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * One alert in a customer's notification centre: what changed on a piece they
 * follow. `dedupeKey` (kind, change, customer) is unique, so the job that
 * writes alerts can run again after a crash or in a second process and add
 * nothing twice (insert … on conflict (dedupe_key) do nothing).
 */
@Entity({ tableName: 'notification' })
@Index({ name: 'notification_user_newest_index', properties: ['userId', 'id'] })
@Index({ name: 'notification_email_pending_index', expression: `create index "notification_email_pending_index" on "notification" ("user_id", "kind") where "email_status" = 'pending'` })
@Index({ name: 'notification_user_unread_index', expression: 'create index "notification_user_unread_index" on "notification" ("user_id") where "read_at" is null' })
export class Notification {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => User, { fieldName: 'user_id', mapToPk: true, deleteRule: 'cascade' })
  userId!: number;

  @Enum({ items: () => ALERT_KINDS, type: 'string', length: 20 })
  kind!: AlertKind;

  @ManyToOne(() => Product, { fieldName: 'product_id', mapToPk: true, nullable: true, deleteRule: 'cascade' })
  productId: number | null = null;

  /** The marketplace listing a saved search found (SAVED_SEARCH). */
  @Property({ type: 'integer', nullable: true })
  listingId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  oldPricePence: number | null = null;

  @Property({ type: 'integer', nullable: true })
  newPricePence: number | null = null;

  /** The size that came back (clothing followed in one size). */
  @Property({ type: 'string', length: 40, nullable: true })
  size: string | null = null;

  @Property({ type: 'string', length: 300 })
  message!: string;

  /** A path in the shop, e.g. /product/12. */
  @Property({ type: 'string', length: 300 })
  link!: string;

  @Property({ type: 'string', length: 120, unique: true })
  dedupeKey!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;

  /** Shown in the notification centre (false: the customer wants this kind by email only). */
  @Property({ type: 'boolean', default: true })
  inApp: boolean & Opt = true;

  /** The alert's email (alert-digests.ts): null (none wanted), pending its hourly digest, sent, or skipped (email turned off first). */
  @Enum({ items: () => EMAIL_STATUSES, type: 'string', length: 10, nullable: true })
  emailStatus: EmailStatus | null = null;

  /** When the digest carrying it was written to the outbox. */
  @Property({ type: 'datetime', nullable: true })
  emailedAt: Date | null = null;
}
