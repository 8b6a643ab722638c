import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An automatic persisted query: the SHA-256 hash a client sends instead of the
 * query text, and that text. In PostgreSQL, so a query registered through one
 * server process is found by every other.
 */
@Entity({ tableName: 'persisted_query' })
@Index({ name: 'persisted_query_expires_index', properties: ['expiresAt'] })
export class PersistedQuery {
  /** Apollo Server's cache key: `apq:` and the query's SHA-256 in hex. */
  @PrimaryKey({ type: 'string', length: 80 })
  key!: string;

  @Property({ type: 'text' })
  query!: string;

  @Property({ type: 'datetime', nullable: true })
  expiresAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
