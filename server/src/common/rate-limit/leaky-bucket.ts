import type { EntityManager } from '@mikro-orm/postgresql';

export interface BucketLimit {
  bucket: string;
  /** How much the bucket holds: the largest burst. */
  capacity: number;
  /** How long a full bucket takes to drain: `capacity / drainSeconds` units leave per second. */
  drainSeconds: number;
}

export interface BucketOutcome {
  allowed: boolean;
  /** Units left to spend right now (after this take, when allowed). */
  remaining: number;
  /** Seconds until this take would fit (0 when allowed). */
  retryAfterSeconds: number;
  /** Seconds until the bucket is empty again. */
  resetSeconds: number;
}

/**
 * A leaky bucket in PostgreSQL: a take of `cost` is allowed when it fits in
 * what the bucket holds after draining since its last change. One row per key,
 * locked for the take (two processes spending from one key queue behind each
 * other, never both slip through), with the database's clock.
 */
export async function takeFromBucket(em: EntityManager, limit: BucketLimit, key: string, cost: number): Promise<BucketOutcome> {
  const rate = limit.capacity / limit.drainSeconds;
  const knex = em.getKnex();
  return knex.transaction(async (trx) => {
    await trx.raw(`insert into rate_bucket (bucket, key, level, updated_at) values (?, ?, 0, now()) on conflict do nothing`, [limit.bucket, key]);
    const { rows } = await trx.raw(
      `select greatest(0, level - ? * extract(epoch from now() - updated_at)) as level
         from rate_bucket where bucket = ? and key = ? for update`,
      [rate, limit.bucket, key],
    );
    const level = Number(rows[0].level);
    const allowed = level + cost <= limit.capacity;
    const after = allowed ? level + cost : level;
    await trx.raw(`update rate_bucket set level = ?, updated_at = now() where bucket = ? and key = ?`, [after, limit.bucket, key]);
    return {
      allowed,
      remaining: Math.max(0, Math.floor(limit.capacity - after)),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((level + cost - limit.capacity) / rate)),
      resetSeconds: Math.ceil(after / rate),
    };
  });
}

/** Forgets buckets that have long been empty (any process may call it now and then). */
export async function forgetIdleBuckets(em: EntityManager): Promise<void> {
  await em.getKnex().raw(`delete from rate_bucket where updated_at < now() - interval '1 day'`);
}
