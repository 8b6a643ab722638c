import type { EntityManager } from '@mikro-orm/postgresql';

export interface WindowHit {
  /** Requests counted in this bucket's current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL: one upsert per request, so every server
 * process sees the same counts. The window starts from the database's clock,
 * not each process's.
 */
export class PgRateLimiter {
  constructor(
    private readonly em: EntityManager,
    private readonly windowSeconds: number,
  ) {}

  async hit(bucket: string): Promise<WindowHit> {
    const result = await this.em.getKnex().raw(
      `insert into monitoring_rate_counter (bucket, window_start, hits)
         values (?, to_timestamp(floor(extract(epoch from now()) / ?) * ?), 1)
       on conflict (bucket, window_start) do update set hits = monitoring_rate_counter.hits + 1
       returning hits, ceil(extract(epoch from window_start - now()) + ?)::int as retry_after`,
      [bucket, this.windowSeconds, this.windowSeconds, this.windowSeconds],
    );
    const [row] = result.rows as { hits: number; retry_after: number }[];
    return { hits: row.hits, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  /** Forgets windows that ended more than an hour ago. */
  async forgetOldWindows(): Promise<void> {
    await this.em.getKnex().raw(`delete from monitoring_rate_counter where window_start < now() - interval '1 hour'`);
  }
}
