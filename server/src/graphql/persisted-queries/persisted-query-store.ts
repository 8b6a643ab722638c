import type { PersistedQueryOptions } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';

type KeyValueCache = NonNullable<PersistedQueryOptions['cache']>;

/** How long a registered query is kept: a client that misses it registers it again in one extra request. */
export const PERSISTED_QUERY_TTL_SECONDS = 7 * 24 * 3600;

/** Registered queries kept at most (anyone can register a valid query): the oldest go first. */
export const PERSISTED_QUERY_MAX_ROWS = 20_000;

/** Registered queries each process keeps in memory, the most recently asked first out last. */
export const PERSISTED_QUERY_MEMORY_ENTRIES = 500;

/**
 * Apollo Server's APQ cache in PostgreSQL (`persisted_query`), shared by every
 * server process. Apollo Server stores a query only after it parsed, validated
 * and passed every `didResolveOperation` check; a hash-only request is then
 * parsed, validated and checked again like the full query (Apollo's document
 * store makes that a lookup after the first time).
 *
 * Apollo asks this store on every hash-only request, so each process also keeps
 * the texts it has read or written in a small LRU: a key is the text's SHA-256,
 * so its text never changes, and the hot path (the web app's listings, all
 * persisted GETs) costs no statement. Misses are not remembered: another
 * process may register the hash a moment later. PostgreSQL stays the one
 * shared record (expiry, pruning); a text pruned there and still kept here is
 * one this process serves until it falls out of the LRU, and checks like any.
 */
export class PersistedQueryStore implements KeyValueCache {
  private readonly memory = new Map<string, string>();

  constructor(
    private readonly orm: MikroORM,
    private readonly memoryEntries = PERSISTED_QUERY_MEMORY_ENTRIES,
  ) {}

  private remember(key: string, query: string) {
    this.memory.delete(key);
    this.memory.set(key, query);
    if (this.memory.size > this.memoryEntries) this.memory.delete(this.memory.keys().next().value!);
  }

  private get knex() {
    return this.orm.em.getKnex();
  }

  /** Whether this process holds the key's text in memory now (no statement): a hash Apollo would find at once. */
  holds(key: string): boolean {
    return this.memory.has(key);
  }

  async get(key: string): Promise<string | undefined> {
    const known = this.memory.get(key);
    if (known !== undefined) {
      this.remember(key, known);
      return known;
    }
    const { rows } = await this.knex.raw(`select query from persisted_query where key = ? and (expires_at is null or expires_at > now())`, [key]);
    const query: string | undefined = rows[0]?.query;
    if (query !== undefined) this.remember(key, query);
    return query;
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    const ttl = options?.ttl ?? null;
    await this.knex.raw(
      `insert into persisted_query (key, query, expires_at, created_at) values (?, ?, now() + make_interval(secs => ?), now())
       on conflict (key) do update set query = excluded.query, expires_at = excluded.expires_at`,
      [key, value, ttl],
    );
    this.remember(key, value);
    // Trimmed now and then by whichever process registers, instead of a cleaner process.
    if (Math.random() < 0.01) await this.prune();
  }

  async delete(key: string): Promise<boolean | void> {
    this.memory.delete(key);
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
