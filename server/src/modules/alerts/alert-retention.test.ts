import { afterAll, beforeAll, expect, it } from 'vitest';
import { JobRunner } from '../../common/jobs/jobs';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { ALERT_HISTORY_DAYS, alertRetentionJob, sweepAlertHistory } from './alert-retention';
import { PRODUCT_ALERTS_JOB } from './product-alerts';
import { SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.drop());

const sql = <T = any>(query: string, params: unknown[] = []) => database.orm.em.fork().getConnection().execute<T[]>(query, params);
const OLD = ALERT_HISTORY_DAYS + 1;
const RECENT = ALERT_HISTORY_DAYS - 1;

/** A product_change row processed `processedDaysAgo` days ago (null: still pending), changed a month ago either way. */
async function change(processedDaysAgo: number | null): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into product_change (product_id, old_price_pence, new_price_pence, old_on_sale, new_on_sale, old_stock, new_stock, old_available_sizes, new_available_sizes, changed_at, processed_at)
     values (1, 100, 90, false, false, 1, 1, '{}', '{}', now() - interval '30 days', case when ?::int is null then null else now() - make_interval(days => ?::int) end) returning id`,
    [processedDaysAgo, processedDaysAgo],
  );
  return String(row.id);
}

let jobCount = 0;
async function job(kind: string, status: 'done' | 'pending' | 'failed', finishedDaysAgo: number): Promise<string> {
  jobCount += 1;
  const [row] = await sql<{ id: string }>(
    `insert into job (kind, key, payload, run_at, status, attempts, done_at, created_at)
     values (?, ?, '{}', now() - interval '30 days', ?, 0, case when ? = 'done' then now() - make_interval(days => ?) end, now() - interval '30 days') returning id`,
    [kind, `${kind}:retention-test-${jobCount}`, status, status, finishedDaysAgo],
  );
  return String(row.id);
}

const remaining = async (table: 'product_change' | 'job', ids: string[]) =>
  (await sql<{ id: string }>(`select id from ${table} where id = any(?::bigint[]) order by id`, [`{${ids.join(',')}}`])).map((row) => String(row.id));

it(`deletes processed changes and finished alert jobs older than ${ALERT_HISTORY_DAYS} days; keeps what an alert job still needs`, async () => {
  const oldProcessed = await change(OLD);
  const pending = await change(null); // old, but the alerts job has not read it yet
  const recentProcessed = await change(RECENT);
  const oldDone = await job(PRODUCT_ALERTS_JOB, 'done', OLD);
  const oldSavedSearchDone = await job(SAVED_SEARCH_ALERTS_JOB, 'done', OLD);
  const recentDone = await job(PRODUCT_ALERTS_JOB, 'done', RECENT);
  const stillPending = await job(PRODUCT_ALERTS_JOB, 'pending', OLD);
  const failed = await job(PRODUCT_ALERTS_JOB, 'failed', OLD);
  const otherModule = await job('payments.reconcile_test', 'done', OLD);

  // What a server process's runner does when the sweep's timer is due (tests start none of their own).
  await new JobRunner(database.orm, {}, undefined, alertRetentionJob(database.orm)).runDue();

  expect(await remaining('product_change', [oldProcessed, pending, recentProcessed])).toEqual([pending, recentProcessed]);
  expect(await remaining('job', [oldDone, oldSavedSearchDone, recentDone, stillPending, failed, otherModule])).toEqual([recentDone, stillPending, failed, otherModule]);
  // The sweep's own timer is one row, due again in an hour.
  expect(await sql(`select status, run_at > now() + interval '59 minutes' as later from job where kind = 'alerts.history_sweep'`)).toEqual([{ status: 'pending', later: true }]);
}, 60_000);

it('deletes in batches, and two sweeps at once delete each row once', async () => {
  const ids = await Promise.all(Array.from({ length: 7 }, () => change(OLD)));
  const sweep = () => database.orm.em.fork().transactional((tx) => sweepAlertHistory(tx, ALERT_HISTORY_DAYS, 3));
  const [first, second] = await Promise.all([sweep(), sweep()]);
  expect(first + second).toBeLessThanOrEqual(6);
  while ((await sweep()) > 0);
  expect(await remaining('product_change', ids)).toEqual([]);
});
