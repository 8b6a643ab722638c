import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
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

const perAddress: RateLimit = { bucket: 'test_per_address', max: 2, windowMs: 60_000, perAddress: true };
const perAccount: RateLimit = { bucket: 'test_per_account', max: 2, windowMs: 60_000 };

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
});
