import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** A launch-news sign-up (storefront.md §3); one row per address, whatever how often it subscribes. */
@Entity({ tableName: 'newsletter_subscriber' })
export class NewsletterSubscriber {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
