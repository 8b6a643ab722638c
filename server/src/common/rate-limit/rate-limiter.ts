import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors';

/**
 * A limit: a bucket per key that holds at most `capacity` units (attempts,
 * reports, query cost) and empties over `windowSeconds`:
 * - `leak` drains steadily, `capacity / windowSeconds` a second (partner
 *   budgets: a burst, then a steady rate);
 * - `window` empties at once, `windowSeconds` after its first unit (attempt
 *   limits: "10 per 15 minutes", and a refused caller waits for the window).
 */
export interface RateLimit {
  bucket: string;
  capacity: number;
  windowSeconds: number;
  refill: 'leak' | 'window';
  /** Keyed by network address alone: the exempt addresses (loopback in development) are not counted. */
  perAddress?: boolean;
}

export interface LimitState {
  /** Units in the bucket now (after this take or count). */
  count: number;
  /** The next unit would not fit. */
  limited: boolean;
  /** Units that still fit. */
  remaining: number;
  /** Seconds until one more unit fits (0 when it fits now). */
  retryAfterSeconds: number;
  /** Seconds until the bucket is empty. */
  resetSeconds: number;
}

export interface TakeOutcome extends LimitState {
  /** The take fitted and was spent. */
  allowed: boolean;
}

const NO_EXEMPTIONS: ReadonlySet<string> = new Set();
const EMPTY: LimitState = { count: 0, limited: false, remaining: 0, retryAfterSeconds: 0, resetSeconds: 0 };

interface BucketRow {
  level: number;
  age: number;
}

/** The bucket's level now, and when it started (SQL over the row `b`), with their bindings. */
function refillSql(limit: RateLimit): { level: string; since: string; levelBindings: number[]; sinceBindings: number[] } {
  if (limit.refill === 'leak') {
    return {
      level: `greatest(0, b.level - cast(? as double precision) * extract(epoch from now() - b.since))`,
      since: 'now()',
      levelBindings: [limit.capacity / limit.windowSeconds],
      sinceBindings: [],
    };
  }
  const closed = `b.since <= now() - make_interval(secs => ?)`;
  return {
    level: `(case when ${closed} then 0 else b.level end)`,
    since: `(case when ${closed} then now() else b.since end)`,
    levelBindings: [limit.windowSeconds],
    sinceBindings: [limit.windowSeconds],
  };
}

/**
 * The one rate limiter of the shop: sign-in attempts, codes, resends,
 * monitoring floods and partner query budgets. Every bucket is a row of
 * `rate_bucket` in PostgreSQL, changed by one atomic upsert (the row is locked
 * for it), so any number of server processes share each limit and two
 * parallel requests never both slip into the last place.
 */
export class RateLimiter {
  constructor(
    private readonly em: EntityManager,
    private readonly exemptAddresses: ReadonlySet<string> = NO_EXEMPTIONS,
  ) {}

  private exempt(limit: RateLimit, key: string): boolean {
    return Boolean(limit.perAddress) && this.exemptAddresses.has(key);
  }

  private async execute<T>(sql: string, bindings: unknown[]): Promise<T[]> {
    const result = await this.em.getKnex().raw(sql, bindings as never[]);
    return result.rows as T[];
  }

  private describe(limit: RateLimit, row: BucketRow | undefined, next = 1): LimitState {
    const count = Number(row?.level ?? 0);
    const age = Number(row?.age ?? 0);
    const fits = count + next <= limit.capacity;
    const rate = limit.capacity / limit.windowSeconds;
    const left = limit.refill === 'leak' || count === 0 ? 0 : Math.max(0, limit.windowSeconds - age);
    const resetSeconds = Math.ceil(limit.refill === 'leak' ? count / rate : left);
    const wait = limit.refill === 'leak' ? (count + next - limit.capacity) / rate : left;
    return {
      count,
      limited: !fits,
      remaining: Math.max(0, Math.floor(limit.capacity - count)),
      retryAfterSeconds: fits ? 0 : Math.max(1, Math.ceil(wait)),
      resetSeconds,
    };
  }

  /**
   * Adds `cost` to the bucket: with `always`, even when it overflows (an
   * attempt counts whether or not it was allowed); otherwise only when it fits.
   */
  private async add(limit: RateLimit, key: string, cost: number, always: boolean): Promise<BucketRow | undefined> {
    const refill = refillSql(limit);
    const rows = await this.execute<BucketRow>(
      `insert into rate_bucket as b (bucket, key, level, since) values (?, ?, ?, now())
       on conflict (bucket, key) do update set level = ${refill.level} + ?, since = ${refill.since}
       ${always ? '' : `where ${refill.level} + ? <= ?`}
       returning b.level, extract(epoch from now() - b.since) as age`,
      [limit.bucket, key, cost, ...refill.levelBindings, cost, ...refill.sinceBindings, ...(always ? [] : [...refill.levelBindings, cost, limit.capacity])],
    );
    // Buckets long empty are worthless: trim now and then instead of running a cleaner process.
    if (Math.random() < 0.01) await this.forgetIdle();
    return rows[0];
  }

  private async read(limit: RateLimit, key: string, next: number): Promise<LimitState> {
    const refill = refillSql(limit);
    const [row] = await this.execute<BucketRow>(
      `select ${refill.level} as level, extract(epoch from now() - ${refill.since}) as age from rate_bucket b where bucket = ? and key = ?`,
      [...refill.levelBindings, ...refill.sinceBindings, limit.bucket, key],
    );
    return this.describe(limit, row, next);
  }

  /** The bucket as it is now, without changing it. */
  async state(limit: RateLimit, key: string): Promise<LimitState> {
    if (this.exempt(limit, key)) return { ...EMPTY, remaining: limit.capacity };
    return this.read(limit, key, 1);
  }

  /** Spends `cost` when it fits in the bucket; a take that does not fit spends nothing. */
  async take(limit: RateLimit, key: string, cost: number): Promise<TakeOutcome> {
    if (this.exempt(limit, key)) return { ...EMPTY, remaining: limit.capacity, allowed: true };
    const row = cost <= limit.capacity ? await this.add(limit, key, cost, false) : undefined;
    if (row) return { ...this.describe(limit, row), allowed: true };
    const state = await this.read(limit, key, cost);
    // A cost larger than the whole bucket never fits: the caller is told to wait a full window.
    const retryAfterSeconds = cost > limit.capacity ? limit.windowSeconds : Math.max(1, state.retryAfterSeconds);
    return { ...state, limited: true, retryAfterSeconds, allowed: false };
  }

  /** Counts one attempt, allowed or not. */
  async record(limit: RateLimit, key: string): Promise<LimitState> {
    if (this.exempt(limit, key)) return { ...EMPTY, remaining: limit.capacity };
    return this.describe(limit, await this.add(limit, key, 1, true));
  }

  /** Takes `cost` back out of the bucket (an attempt counted up front that turned out not to count), never below 0. */
  async giveBack(limit: RateLimit, key: string, cost = 1): Promise<void> {
    if (this.exempt(limit, key)) return;
    await this.execute('update rate_bucket set level = greatest(0, level - ?) where bucket = ? and key = ?', [cost, limit.bucket, key]);
  }

  async clear(limit: RateLimit, key: string): Promise<void> {
    await this.execute('delete from rate_bucket where bucket = ? and key = ?', [limit.bucket, key]);
  }

  /** Throws RATE_LIMITED with `message` when the key has no room for one more attempt. */
  async assertAllowed(limit: RateLimit, key: string, message: (retryAfterSeconds: number) => string): Promise<void> {
    const state = await this.state(limit, key);
    if (state.limited) throw rateLimited(message(state.retryAfterSeconds), state.retryAfterSeconds);
  }

  /**
   * Counts this attempt first, then checks, in one statement: parallel
   * requests each see the others' counts, so a burst cannot slip past the
   * limit together.
   */
  async consume(limit: RateLimit, key: string, message: (retryAfterSeconds: number) => string): Promise<LimitState> {
    const state = await this.record(limit, key);
    if (state.count > limit.capacity) throw rateLimited(message(state.retryAfterSeconds), state.retryAfterSeconds);
    return state;
  }

  /**
   * Adds what one process counted in memory (locally-counted-limit.ts) to a leaking limit's shared buckets, in one
   * statement for every key, and returns each bucket's level after it: what every process has spent together. A
   * bucket never goes above its capacity (the refusals happened in memory).
   */
  async settle(limit: RateLimit, spent: ReadonlyMap<string, number>): Promise<Map<string, number>> {
    if (limit.refill !== 'leak') throw new Error(`settle: ${limit.bucket} does not leak`);
    if (spent.size === 0) return new Map();
    const rows = await this.execute<{ key: string; level: number }>(
      `insert into rate_bucket as b (bucket, key, level, since)
       select ?, r.key, least(?, r.cost), now() from json_to_recordset(?::json) as r(key text, cost double precision)
       on conflict (bucket, key) do update
         set level = least(?, greatest(0, b.level - cast(? as double precision) * extract(epoch from now() - b.since)) + excluded.level), since = now()
       returning b.key, b.level`,
      [limit.bucket, limit.capacity, JSON.stringify([...spent].map(([key, cost]) => ({ key, cost }))), limit.capacity, limit.capacity / limit.windowSeconds],
    );
    return new Map(rows.map((row) => [row.key, Number(row.level)]));
  }

  /** Forgets buckets untouched for a day: every limit's window is shorter. */
  async forgetIdle(): Promise<void> {
    await this.execute(`delete from rate_bucket where since < now() - interval '1 day'`, []);
  }
}

export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds });
}

export const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
