import { Check, Entity, Enum, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * A customer or admin account (accounts-support-info.md §3). The email is
 * stored trimmed and lower-cased, so it is unique whatever its case. The
 * password is kept only as an argon2id hash.
 */
@Entity({ tableName: 'app_user' })
@Check({ name: 'app_user_email_lower_case', expression: 'email = lower(email)' })
export class User {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  /** Display name; the full form sets it to the email (spec §3). Not unique: it is never used to sign in. */
  @Property({ type: 'string', length: 254 })
  username!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  firstName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName?: string | null;

  /** International format (+447911123456). */
  @Property({ type: 'string', length: 20, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  address?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  city?: string | null;

  /** The registration payload calls it `state`. */
  @Property({ type: 'string', length: 100, nullable: true })
  county?: string | null;

  /** The registration payload calls it `zipCode`. */
  @Property({ type: 'string', length: 16, nullable: true })
  postcode?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  country?: string | null;

  @Enum({ items: () => USER_ROLES, type: 'string' })
  role: UserRole & Opt = 'customer';

  @Property({ type: 'boolean' })
  isVip: boolean & Opt = false;

  @Property({ type: 'boolean' })
  emailVerified: boolean & Opt = false;

  @Property({ type: 'boolean' })
  phoneVerified: boolean & Opt = false;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  /** Notification preferences (/account/notifications). */
  @Property({ type: 'boolean' })
  notifyOrderUpdates: boolean & Opt = true;

  @Property({ type: 'boolean' })
  notifyMarketing: boolean & Opt = false;

  @Property({ type: 'boolean' })
  notifySms: boolean & Opt = false;

  /**
   * Alerts on pieces the customer follows, per kind, in the notification centre
   * and by email. All on by default: wishlisting a piece or saving a search is
   * the customer asking to hear about it (a service message, not marketing), and
   * every alert email carries a one-click unsubscribe for its kind.
   */
  @Property({ type: 'boolean', default: true })
  notifyPriceDropInApp: boolean & Opt = true;

  @Property({ type: 'boolean', default: true })
  notifyPriceDropEmail: boolean & Opt = true;

  @Property({ type: 'boolean', default: true })
  notifyBackInStockInApp: boolean & Opt = true;

  @Property({ type: 'boolean', default: true })
  notifyBackInStockEmail: boolean & Opt = true;

  @Property({ type: 'boolean', default: true })
  notifySavedSearchInApp: boolean & Opt = true;

  @Property({ type: 'boolean', default: true })
  notifySavedSearchEmail: boolean & Opt = true;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

export const isAdminUser = (user: Pick<User, 'role'>): boolean => user.role === 'admin';
