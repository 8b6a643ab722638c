import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One counted attempt (a failed sign-in, a resend, a code check...). Limits
 * count the events of a bucket and key inside a sliding window, in
 * PostgreSQL, so every server process sees the same counts.
 */
@Entity({ tableName: 'rate_limit_event' })
@Index({ name: 'rate_limit_event_lookup_index', properties: ['bucket', 'key', 'createdAt'] })
export class RateLimitEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 40 })
  bucket!: string;

  @Property({ type: 'string', length: 400 })
  key!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
