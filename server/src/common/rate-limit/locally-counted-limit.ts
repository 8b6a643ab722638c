import type { RateLimit, TakeOutcome } from './rate-limiter';

/** What a bucket is known to hold: the shared level read at the last settlement, and this process's spending since. */
interface Bucket {
  shared: number;
  sharedAt: number;
  /** Spent here, not yet sent. */
  pending: number;
  /** Spent here, being sent now. */
  sending: number;
}

/** Adds each key's spending to the shared buckets and answers their levels after it (RateLimiter.settle). */
export type Settle = (spent: ReadonlyMap<string, number>) => Promise<Map<string, number>>;

/** Keys held in memory at most; past it, settling runs at once and drops the buckets that have drained. */
const MAX_BUCKETS = 100_000;

/**
 * A leaking limit checked in memory, with no database statement on the request
 * path: each process counts what it allows, and about once a second sends the
 * sums to the shared buckets in PostgreSQL (one statement for all keys),
 * learning from the answer what every process has spent together. A caller
 * spreading requests over several processes can overshoot by what each process
 * allows before its next settlement (at most one bucket's worth per process,
 * once; after that every process knows the sum within a second). Used for the
 * per-address query budget of callers without an API key, where a statement
 * per request would cost more than the listing it guards.
 */
export class LocallyCountedLimit {
  private buckets = new Map<string, Bucket>();
  private timer?: NodeJS.Timeout;
  private settling: Promise<void> = Promise.resolve();
  private readonly rate: number;

  constructor(
    readonly limit: RateLimit,
    private readonly settleShared: Settle,
    private readonly options: { exempt?: ReadonlySet<string>; settleMs?: number; now?: () => number; log?: (line: string) => void } = {},
  ) {
    if (limit.refill !== 'leak') throw new Error(`${limit.bucket}: only a leaking limit can be counted locally`);
    this.rate = limit.capacity / limit.windowSeconds;
  }

  start(): void {
    const settleMs = this.options.settleMs ?? 1000;
    if (settleMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.settle(), settleMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.settle();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The bucket's level now as this process knows it. */
  private level(bucket: Bucket, now: number): number {
    return Math.max(0, bucket.shared - (this.rate * (now - bucket.sharedAt)) / 1000) + bucket.pending + bucket.sending;
  }

  /** Spends `cost` when it fits; a take that does not fit spends nothing. Synchronous: no statement. */
  take(key: string, cost: number): TakeOutcome {
    const { capacity, windowSeconds } = this.limit;
    if (this.options.exempt?.has(key)) return { allowed: true, count: 0, limited: false, remaining: capacity, retryAfterSeconds: 0, resetSeconds: 0 };
    const now = this.now();
    let bucket = this.buckets.get(key);
    const level = bucket ? this.level(bucket, now) : 0;
    if (level + cost > capacity) {
      const retryAfterSeconds = cost > capacity ? windowSeconds : Math.max(1, Math.ceil((level + cost - capacity) / this.rate));
      return { allowed: false, count: level, limited: true, remaining: Math.max(0, Math.floor(capacity - level)), retryAfterSeconds, resetSeconds: Math.ceil(level / this.rate) };
    }
    if (!bucket) {
      if (this.buckets.size >= MAX_BUCKETS) void this.settle();
      bucket = { shared: 0, sharedAt: now, pending: 0, sending: 0 };
      this.buckets.set(key, bucket);
    }
    bucket.pending += cost;
    const after = level + cost;
    return { allowed: true, count: after, limited: after + 1 > capacity, remaining: Math.floor(capacity - after), retryAfterSeconds: 0, resetSeconds: Math.ceil(after / this.rate) };
  }

  /** Sends what was spent here since the last time, and learns each bucket's shared level; forgets drained buckets. */
  settle(): Promise<void> {
    this.settling = this.settling.then(() => this.send());
    return this.settling;
  }

  private async send(): Promise<void> {
    const spent = new Map<string, number>();
    for (const [key, bucket] of this.buckets) {
      if (bucket.pending > 0) {
        spent.set(key, bucket.pending);
        bucket.sending = bucket.pending;
        bucket.pending = 0;
      } else if (this.level(bucket, this.now()) === 0) {
        this.buckets.delete(key);
      }
    }
    if (spent.size === 0) return;
    try {
      const levels = await this.settleShared(spent);
      const now = this.now();
      for (const key of spent.keys()) {
        const bucket = this.buckets.get(key);
        if (!bucket) continue;
        bucket.shared = levels.get(key) ?? this.level(bucket, now) - bucket.pending;
        bucket.sharedAt = now;
        bucket.sending = 0;
      }
    } catch (error) {
      (this.options.log ?? ((line) => console.error(line)))(`[${this.limit.bucket}] settling failed, kept for the next try: ${(error as Error)?.message ?? error}`);
      for (const bucket of this.buckets.values()) {
        bucket.pending += bucket.sending;
        bucket.sending = 0;
      }
    }
  }
}
