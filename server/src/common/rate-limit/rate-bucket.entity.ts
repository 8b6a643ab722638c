import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One leaky bucket: how full it was at `updatedAt`. It drains at its own rate,
 * so its level now is computed, never stored by a timer. In PostgreSQL, so
 * every server process spends from the same bucket.
 */
@Entity({ tableName: 'rate_bucket' })
@Index({ name: 'rate_bucket_updated_index', properties: ['updatedAt'] })
export class RateBucket {
  /** What is limited, e.g. `partner_cost`. */
  @PrimaryKey({ type: 'string', length: 40 })
  bucket!: string;

  /** Whose bucket, e.g. an API key id. */
  @PrimaryKey({ type: 'string', length: 120 })
  key!: string;

  @Property({ type: 'double' })
  level!: number;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
