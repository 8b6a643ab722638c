import type { PersistedQueryOptions } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';

type KeyValueCache = NonNullable<PersistedQueryOptions['cache']>;

/** How long a registered query is kept: a client that misses it registers it again in one extra request. */
export const PERSISTED_QUERY_TTL_SECONDS = 7 * 24 * 3600;

/** Registered queries kept at most (anyone can register a valid query): the oldest go first. */
export const PERSISTED_QUERY_MAX_ROWS = 20_000;

/**
 * Apollo Server's APQ cache in PostgreSQL (`persisted_query`), shared by every
 * server process. Apollo Server stores a query only after it parsed, validated
 * and passed every `didResolveOperation` check; a hash-only request is then
 * parsed, validated and checked again like the full query.
 */
export class PersistedQueryStore implements KeyValueCache {
  constructor(private readonly orm: MikroORM) {}

  private get knex() {
    return this.orm.em.getKnex();
  }

  async get(key: string): Promise<string | undefined> {
    const { rows } = await this.knex.raw(`select query from persisted_query where key = ? and (expires_at is null or expires_at > now())`, [key]);
    return rows[0]?.query;
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    const ttl = options?.ttl ?? null;
    await this.knex.raw(
      `insert into persisted_query (key, query, expires_at, created_at) values (?, ?, now() + make_interval(secs => ?), now())
       on conflict (key) do update set query = excluded.query, expires_at = excluded.expires_at`,
      [key, value, ttl],
    );
    // Trimmed now and then by whichever process registers, instead of a cleaner process.
    if (Math.random() < 0.01) await this.prune();
  }

  async delete(key: string): Promise<boolean | void> {
    await this.knex.raw('delete from persisted_query where key = ?', [key]);
  }

  async prune(): Promise<void> {
    await this.knex.raw('delete from persisted_query where expires_at <= now()');
    await this.knex.raw(
      `delete from persisted_query where key in (select key from persisted_query order by created_at desc offset ?)`,
      [PERSISTED_QUERY_MAX_ROWS],
    );
  }
}
