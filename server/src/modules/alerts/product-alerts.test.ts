import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner, scheduleJob } from '../../common/jobs/jobs';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { drainProductChanges, PRODUCT_ALERTS_JOB, processProductChanges, productAlertJobs } from './product-alerts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.drop());

const sql = <T = any>(query: string, params: unknown[] = []) => database.orm.em.fork().getConnection().execute<T[]>(query, params);

let userCount = 0;
async function customer(preferences: Record<string, boolean> = {}): Promise<number> {
  userCount += 1;
  const email = `alerts-${userCount}-${Date.now()}@example.com`;
  const [row] = await sql<{ id: number }>(
    `insert into app_user (email, username, password_hash, created_at, updated_at) values (?, ?, 'x', now(), now()) returning id`,
    [email, email],
  );
  for (const [column, value] of Object.entries(preferences)) await sql(`update app_user set ${column} = ? where id = ?`, [value, row.id]);
  return row.id;
}

let productCount = 0;
/** A seeded product of its own per test (from the end of the catalogue), reset to £1,000 in stock, its reset processed before anyone follows it. */
async function product(change: { stock?: number; sizes?: string[]; availableSizes?: string[] } = {}): Promise<number> {
  productCount += 1;
  const [row] = await sql<{ id: number }>('select id from product order by id desc offset ? limit 1', [productCount]);
  await sql('update product set price_pence = 100000, sale_price_pence = null, stock = ?, sizes = ?, available_sizes = ? where id = ?', [
    change.stock ?? 3,
    `{${(change.sizes ?? []).join(',')}}`,
    `{${(change.availableSizes ?? []).join(',')}}`,
    row.id,
  ]);
  await drain();
  return row.id;
}

const follow = (userId: number, productId: number, size: string | null = null) =>
  sql('insert into wishlist_entry (user_id, product_id, size) values (?, ?, ?)', [userId, productId, size]);

const drain = () => database.orm.em.fork().transactional(drainProductChanges);

const alertsOf = (productId: number) =>
  sql<{ user_id: number; kind: string; old_price_pence: number | null; new_price_pence: number | null; size: string | null; message: string; link: string }>(
    'select user_id, kind, old_price_pence, new_price_pence, size, message, link from notification where product_id = ? order by user_id, kind, size',
    [productId],
  );

describe('alerts from committed product changes', () => {
  it('a 5 % drop of a wishlisted piece gives each follower exactly one alert; running again adds nothing', async () => {
    const [first, second, stranger] = [await customer(), await customer(), await customer()];
    const piece = await product();
    await follow(first, piece);
    await follow(second, piece);
    await sql('update product set price_pence = 95000 where id = ?', [piece]);
    await drain();
    await drain();
    const alerts = await alertsOf(piece);
    expect(alerts.map((alert) => alert.user_id)).toEqual([first, second]);
    expect(alerts.map((alert) => alert.user_id)).not.toContain(stranger);
    expect(alerts[0]).toMatchObject({ kind: 'PRICE_DROP', old_price_pence: 100000, new_price_pence: 95000, link: `/product/${piece}` });
    expect(alerts[0].message).toMatch(/is now £950\.00 \(was £1,000\.00\)\.$/);
  });

  it('a 3 % drop gives none, and a rolled-back drop leaves nothing to process', async () => {
    const follower = await customer();
    const piece = await product();
    await follow(follower, piece);
    await sql('update product set price_pence = 97000 where id = ?', [piece]);
    await database.orm.em.fork().transactional(async (tx) => {
      await tx.execute('update product set price_pence = 50000 where id = ?', [piece]);
      throw new Error('the save failed');
    }).catch(() => undefined);
    await drain();
    expect(await alertsOf(piece)).toEqual([]);
    expect(await sql('select new_price_pence from product_change where product_id = ? order by id desc limit 1', [piece])).toEqual([{ new_price_pence: 97000 }]);
  });

  it('a move onto sale for less is a drop, however small', async () => {
    const follower = await customer();
    const piece = await product();
    await follow(follower, piece);
    await sql('update product set sale_price_pence = 99000 where id = ?', [piece]);
    await drain();
    expect(await alertsOf(piece)).toMatchObject([{ kind: 'PRICE_DROP', old_price_pence: 100000, new_price_pence: 99000 }]);
  });

  it('back in stock: stock 0 → 1 tells followers of the piece and of each size then available; a size coming back tells only its followers', async () => {
    const [ofPiece, ofM, ofL] = [await customer(), await customer(), await customer()];
    const piece = await product({ stock: 0, sizes: ['S', 'M', 'L'], availableSizes: [] });
    await follow(ofPiece, piece);
    await follow(ofM, piece, 'M');
    await follow(ofL, piece, 'L');
    await sql(`update product set stock = 2, available_sizes = '{S,M}' where id = ?`, [piece]);
    await drain();
    expect(await alertsOf(piece)).toMatchObject([
      { user_id: ofPiece, kind: 'BACK_IN_STOCK', size: null },
      { user_id: ofM, kind: 'BACK_IN_STOCK', size: 'M' },
    ]);
    await sql(`update product set available_sizes = '{S,M,L}' where id = ?`, [piece]);
    await drain();
    const alerts = await alertsOf(piece);
    expect(alerts).toHaveLength(3);
    expect(alerts[2]).toMatchObject({ user_id: ofL, size: 'L' });
    expect(alerts[2].message).toMatch(/is back in stock in size L\.$/);
  });

  it('honours the preferences: price drops off in the app and by email give that customer no price-drop alert, back in stock still', async () => {
    const [quiet, keen] = [await customer({ notify_price_drop_in_app: false, notify_price_drop_email: false }), await customer()];
    const piece = await product({ stock: 0 });
    await follow(quiet, piece);
    await follow(keen, piece);
    await sql('update product set price_pence = 80000, stock = 1 where id = ?', [piece]);
    await drain();
    expect((await alertsOf(piece)).map((alert) => [alert.user_id, alert.kind])).toEqual([
      [quiet, 'BACK_IN_STOCK'],
      [keen, 'BACK_IN_STOCK'],
      [keen, 'PRICE_DROP'],
    ]);
  });

  it('through the job runner: two processes and a restart mid-way add nothing twice', async () => {
    const follower = await customer();
    const piece = await product();
    await follow(follower, piece);
    await sql('update product set price_pence = 90000 where id = ?', [piece]);
    // A process dies mid-job: its transaction (alerts and the processed mark) rolls back.
    await database.orm.em.fork().transactional(async (tx) => {
      await processProductChanges(tx);
      throw new Error('killed');
    }).catch(() => undefined);
    expect(await alertsOf(piece)).toEqual([]);
    // The restart's processes (two) run the jobs that the catalogue notifications scheduled.
    for (const version of ['a', 'b']) {
      await database.orm.em.fork().transactional((tx) => scheduleJob(tx, { kind: PRODUCT_ALERTS_JOB, key: `${PRODUCT_ALERTS_JOB}:test-${version}`, runAt: new Date(Date.now() - 1000) }));
    }
    const { handlers } = productAlertJobs(database.orm);
    await Promise.all([new JobRunner(database.orm, handlers!).runDue(), new JobRunner(database.orm, handlers!).runDue()]);
    expect(await alertsOf(piece)).toMatchObject([{ user_id: follower, kind: 'PRICE_DROP', new_price_pence: 90000 }]);
    // The same change read again (a job re-run after a crash between insert and mark) still adds nothing.
    await sql('update product_change set processed_at = null where product_id = ?', [piece]);
    await drain();
    expect(await alertsOf(piece)).toHaveLength(1);
  });

  it('1,000 price changes (five bulk changes of 200) give their alerts well within a minute', async () => {
    const followers = [await customer(), await customer()];
    const [{ ids }] = await sql<{ ids: number[] }>(`select array_agg(id order by id) as ids from (select id from product where archived_at is null order by id limit 200) p`);
    for (const userId of followers) {
      await sql('insert into wishlist_entry (user_id, product_id) select ?, unnest(?::int[]) on conflict do nothing', [userId, `{${ids.join(',')}}`]);
    }
    await sql('update product set sale_price_pence = null, price_pence = 1000000 where id = any(?::int[])', [`{${ids.join(',')}}`]);
    await drain();
    const before = await sql<{ n: number }>('select count(*)::int as n from notification where user_id = any(?::int[])', [`{${followers.join(',')}}`]);
    for (let round = 0; round < 5; round += 1) {
      await sql(`update product set price_pence = (price_pence * 0.9)::int where id = any(?::int[])`, [`{${ids.join(',')}}`]);
    }
    const started = performance.now();
    await drain();
    const seconds = (performance.now() - started) / 1000;
    const [after] = await sql<{ n: number }>('select count(*)::int as n from notification where user_id = any(?::int[])', [`{${followers.join(',')}}`]);
    expect(after.n - before[0].n).toBe(5 * 200 * followers.length);
    expect(seconds).toBeLessThan(60);
    console.info(`[alerts] 1,000 price changes → ${after.n - before[0].n} alerts in ${seconds.toFixed(2)} s`);
  }, 120_000);
});
