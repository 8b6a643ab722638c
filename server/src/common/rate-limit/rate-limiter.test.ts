import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { ormConfig } from '../../db/orm-config';
import { RateLimiter, type RateLimit } from './rate-limiter';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: MikroORM;
beforeAll(async () => {
  database = await createTestDatabase();
  orm = database.orm;
});
afterAll(async () => {
  await database?.drop();
});

const perAddress: RateLimit = { bucket: 'test_per_address', capacity: 2, windowSeconds: 60, refill: 'window', perAddress: true };
const perAccount: RateLimit = { bucket: 'test_per_account', capacity: 2, windowSeconds: 60, refill: 'window' };
const budget: RateLimit = { bucket: 'test_budget', capacity: 1000, windowSeconds: 60, refill: 'leak' };

describe('rate limiter', () => {
  it('counts attempts in PostgreSQL and refuses the one over the limit', async () => {
    const limiter = new RateLimiter(orm.em.fork());
    const message = (seconds: number) => `wait ${seconds}`;
    await limiter.consume(perAddress, '203.0.113.9', message);
    await limiter.consume(perAddress, '203.0.113.9', message);
    await expect(limiter.consume(perAddress, '203.0.113.9', message)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: 'wait 60' });
    // Another process (another EntityManager) sees the same count.
    expect((await new RateLimiter(orm.em.fork()).state(perAddress, '203.0.113.9')).limited).toBe(true);
  });

  it('skips exempt addresses for per-address limits only', async () => {
    const limiter = new RateLimiter(orm.em.fork(), new Set(['127.0.0.1']));
    for (let attempt = 0; attempt < 5; attempt += 1) await limiter.record(perAddress, '127.0.0.1');
    expect(await limiter.state(perAddress, '127.0.0.1')).toMatchObject({ count: 0, limited: false });
    for (let attempt = 0; attempt < 2; attempt += 1) await limiter.record(perAccount, '127.0.0.1');
    expect((await limiter.state(perAccount, '127.0.0.1')).limited).toBe(true);
  });

  it('without exemptions (production) the machine itself is counted like anyone', async () => {
    const limiter = new RateLimiter(orm.em.fork());
    for (let attempt = 0; attempt < 2; attempt += 1) await limiter.record(perAddress, '::1');
    expect((await limiter.state(perAddress, '::1')).limited).toBe(true);
  });

  it('opens a window at its first attempt and empties it when the window ends', async () => {
    const limiter = new RateLimiter(orm.em.fork());
    await limiter.record(perAccount, 'window@example.com');
    await limiter.record(perAccount, 'window@example.com');
    const full = await limiter.state(perAccount, 'window@example.com');
    expect(full).toMatchObject({ count: 2, limited: true, remaining: 0 });
    expect(full.retryAfterSeconds).toBeGreaterThan(55);
    await orm.em.getKnex().raw(`update rate_bucket set since = since - interval '61 seconds' where bucket = 'test_per_account' and key = 'window@example.com'`);
    expect(await limiter.state(perAccount, 'window@example.com')).toMatchObject({ count: 0, limited: false, retryAfterSeconds: 0 });
    expect((await limiter.record(perAccount, 'window@example.com')).count).toBe(1);
  });

  it('clear empties a bucket (a successful sign-in forgets the failures)', async () => {
    const limiter = new RateLimiter(orm.em.fork());
    await limiter.record(perAccount, 'clear@example.com');
    await limiter.clear(perAccount, 'clear@example.com');
    expect((await limiter.state(perAccount, 'clear@example.com')).count).toBe(0);
  });

  it('giveBack takes back an attempt counted up front, never below empty, and keeps the window', async () => {
    const limiter = new RateLimiter(orm.em.fork());
    const key = 'give-back@example.co.uk';
    await limiter.record(perAccount, key);
    await limiter.record(perAccount, key);
    expect((await limiter.state(perAccount, key)).limited).toBe(true);
    await limiter.giveBack(perAccount, key);
    expect(await limiter.state(perAccount, key)).toMatchObject({ count: 1, limited: false });
    await limiter.giveBack(perAccount, key);
    await limiter.giveBack(perAccount, key);
    expect((await limiter.state(perAccount, key)).count).toBe(0);
    await limiter.giveBack(perAccount, 'never-counted@example.co.uk');
    expect((await limiter.state(perAccount, 'never-counted@example.co.uk')).count).toBe(0);
  });

  it('a leaking bucket takes a cost only when it fits, and drains at capacity per window', async () => {
    const limiter = new RateLimiter(orm.em.fork());
    const first = await limiter.take(budget, 'key-1', 600);
    expect(first).toMatchObject({ allowed: true, remaining: 400 });
    expect(first.resetSeconds).toBe(36);
    const refused = await limiter.take(budget, 'key-1', 600);
    // 200 over: 1000 units drain a minute, so 12 seconds.
    expect(refused).toMatchObject({ allowed: false, limited: true, retryAfterSeconds: 12 });
    expect((await limiter.state(budget, 'key-1')).count).toBeCloseTo(600, -1);
    expect((await limiter.take(budget, 'key-1', 400)).allowed).toBe(true);
    expect(await limiter.take(budget, 'key-2', 1001)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    await orm.em.getKnex().raw(`update rate_bucket set since = since - interval '30 seconds' where bucket = 'test_budget' and key = 'key-1'`);
    expect((await limiter.state(budget, 'key-1')).count).toBeCloseTo(500, -1);
  });

  it('two server processes racing for one bucket spend it exactly once', async () => {
    const other = await MikroORM.init(ormConfig({ clientUrl: database.url, poolMax: 5 }));
    try {
      const processes = [new RateLimiter(orm.em.fork()), new RateLimiter(other.em.fork())];
      const takes = await Promise.all(Array.from({ length: 20 }, (_, i) => processes[i % 2].take(budget, 'race', 100)));
      expect(takes.filter((take) => take.allowed)).toHaveLength(10);
      const attempts = await Promise.all(Array.from({ length: 6 }, (_, i) => processes[i % 2].record(perAccount, 'race@example.com')));
      expect(attempts.map((attempt) => attempt.count).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await other.close(true);
    }
  });
});
