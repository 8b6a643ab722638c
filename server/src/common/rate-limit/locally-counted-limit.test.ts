import { describe, expect, it } from 'vitest';
import { LocallyCountedLimit, type Settle } from './locally-counted-limit';

const LIMIT = { bucket: 'test_cost', capacity: 600, windowSeconds: 60, refill: 'leak' } as const;

/** A shared store that behaves as RateLimiter.settle does (leak at 10 a second, capped at capacity), with a clock. */
function sharedStore(clock: { now: number }) {
  const levels = new Map<string, { level: number; at: number }>();
  const calls: Map<string, number>[] = [];
  const settle: Settle = async (spent) => {
    calls.push(new Map(spent));
    const after = new Map<string, number>();
    for (const [key, cost] of spent) {
      const known = levels.get(key);
      const leaked = known ? Math.max(0, known.level - (10 * (clock.now - known.at)) / 1000) : 0;
      const level = Math.min(LIMIT.capacity, leaked + cost);
      levels.set(key, { level, at: clock.now });
      after.set(key, level);
    }
    return after;
  };
  return { settle, calls, levels };
}

describe('a limit counted in memory and settled in the shared buckets', () => {
  it('decides every take in memory: no statement until it settles, then one for all keys', async () => {
    const clock = { now: 0 };
    const store = sharedStore(clock);
    const limit = new LocallyCountedLimit(LIMIT, store.settle, { now: () => clock.now });
    for (let i = 0; i < 5; i++) expect(limit.take('198.51.100.1', 100).allowed).toBe(true);
    expect(limit.take('198.51.100.2', 100).allowed).toBe(true);
    expect(store.calls).toHaveLength(0);
    await limit.settle();
    expect(store.calls).toEqual([new Map([['198.51.100.1', 500], ['198.51.100.2', 100]])]);
  });

  it('refuses what does not fit, with the seconds until it would, and spends nothing on a refusal', async () => {
    const clock = { now: 0 };
    const limit = new LocallyCountedLimit(LIMIT, sharedStore(clock).settle, { now: () => clock.now });
    expect(limit.take('a', 550)).toMatchObject({ allowed: true, remaining: 50 });
    const refused = limit.take('a', 100);
    // 650 does not fit in 600; at 10 a second, 50 drain in 5 seconds.
    expect(refused).toMatchObject({ allowed: false, limited: true, retryAfterSeconds: 5, remaining: 50 });
    expect(limit.take('a', 50).allowed).toBe(true);
    expect(limit.take('a', 1).allowed).toBe(false);
    // Once settled, the bucket leaks: a second later 10 fit again.
    await limit.settle();
    clock.now += 1000;
    expect(limit.take('a', 10).allowed).toBe(true);
    // More than the whole bucket never fits: wait a full window.
    expect(limit.take('b', 601)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });

  it('learns what other processes spent when it settles', async () => {
    const clock = { now: 0 };
    const store = sharedStore(clock);
    const one = new LocallyCountedLimit(LIMIT, store.settle, { now: () => clock.now });
    const two = new LocallyCountedLimit(LIMIT, store.settle, { now: () => clock.now });
    expect(one.take('a', 400).allowed).toBe(true);
    expect(two.take('a', 100).allowed).toBe(true);
    await one.settle();
    await two.settle();
    // Process two now knows the 500 spent together: 150 more does not fit there.
    expect(two.take('a', 150).allowed).toBe(false);
    expect(two.take('a', 100).allowed).toBe(true);
  });

  it('does not count exempt keys, and keeps what a failed settlement did not send', async () => {
    const clock = { now: 0 };
    let fail = true;
    const store = sharedStore(clock);
    const logged: string[] = [];
    const limit = new LocallyCountedLimit(LIMIT, (spent) => (fail ? Promise.reject(new Error('database down')) : store.settle(spent)), {
      now: () => clock.now,
      exempt: new Set(['127.0.0.1']),
      log: (line) => logged.push(line),
    });
    for (let i = 0; i < 10; i++) expect(limit.take('127.0.0.1', 600).allowed).toBe(true);
    expect(limit.take('a', 300).allowed).toBe(true);
    await limit.settle();
    expect(logged[0]).toContain('database down');
    expect(limit.take('a', 301).allowed).toBe(false);
    fail = false;
    await limit.settle();
    expect(store.calls).toEqual([new Map([['a', 300]])]);
  });

  it('forgets a bucket once it has drained', async () => {
    const clock = { now: 0 };
    const store = sharedStore(clock);
    const limit = new LocallyCountedLimit(LIMIT, store.settle, { now: () => clock.now });
    limit.take('a', 600);
    await limit.settle();
    clock.now += 61_000;
    await limit.settle();
    expect(limit.take('a', 600).allowed).toBe(true);
    expect((limit as unknown as { buckets: Map<string, unknown> }).buckets.size).toBe(1);
  });
});
