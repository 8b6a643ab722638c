import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

export type JobStatus = 'pending' | 'done' | 'failed';

/**
 * A timer kept in PostgreSQL: a job of `kind` due at `runAt`. Every server
 * process polls for due jobs and claims them with FOR UPDATE SKIP LOCKED; a
 * job's effect and its `done` mark commit in one transaction, so it runs
 * exactly once and survives restarts. `key` makes scheduling idempotent.
 */
@Entity({ tableName: 'job' })
@Index({ name: 'job_due_index', properties: ['status', 'runAt'] })
export class Job {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 60 })
  kind!: string;

  /** One job per key, e.g. `marketplace.ship_deadline:<orderId>`. */
  @Property({ type: 'string', length: 160, unique: true })
  key!: string;

  @Property({ type: 'json' })
  payload!: Record<string, string>;

  @Property({ type: 'datetime' })
  runAt!: Date;

  @Property({ type: 'string', length: 10, default: 'pending' })
  status: JobStatus & Opt = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  doneAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
