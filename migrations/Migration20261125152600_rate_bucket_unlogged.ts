import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit buckets are counters of the last minutes, rewritten by almost
 * every partner call and sign-in attempt: unlogged, they cost no WAL write or
 * fsync per request. A PostgreSQL crash empties them (every limit starts
 * afresh), which a limiter can afford; a restart or failover keeps nothing
 * else of value in them.
 */
export class Migration20261125152600_rate_bucket_unlogged extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rate_bucket" set unlogged;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rate_bucket" set logged;`);
  }
}
