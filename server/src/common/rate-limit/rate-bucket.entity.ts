import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One bucket of the one rate limiter (`rate-limiter.ts`): how full it was and
 * since when. Its level now is computed from these two, never kept by a timer.
 * In PostgreSQL, so every server process spends from the same bucket.
 */
@Entity({ tableName: 'rate_bucket' })
@Index({ name: 'rate_bucket_since_index', properties: ['since'] })
export class RateBucket {
  /** What is limited, e.g. `partner_cost` or `sign_in_ip`. */
  @PrimaryKey({ type: 'string', length: 40 })
  bucket!: string;

  /** Whose bucket: an API key id, an address, an email, an email and an address. */
  @PrimaryKey({ type: 'string', length: 400 })
  key!: string;

  @Property({ type: 'double' })
  level!: number;

  /** A leaking bucket: when `level` was measured. A window: when it opened. */
  @Property({ type: 'datetime' })
  since!: Date;
}
