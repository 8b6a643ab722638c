import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { type JobHandler, JobRunner, MAX_ATTEMPTS, scheduleJob, scheduleJobs } from './jobs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql('create table job_effect (id serial primary key, job_key text not null)');
});
afterAll(() => database.drop());

const sql = <T = any>(query: string, params: unknown[] = []) => database.orm.em.fork().getConnection().execute<T[]>(query, params);

/** Writes one row per run in the job's transaction: the count of rows is the count of runs that committed. */
const recordRun: JobHandler = async (tx, { key }) => {
  await tx.execute('insert into job_effect (job_key) values (?)', [key]);
};

async function schedule(key: string, runAt = new Date(Date.now() - 1000), kind = 'test.effect') {
  await database.orm.em.fork().transactional((tx) => scheduleJob(tx, { kind, key, runAt, payload: { key } }));
}

describe('the job runner', () => {
  it('runs each due job exactly once with two runners on one database, and leaves jobs not yet due', async () => {
    for (let index = 0; index < 30; index += 1) await schedule(`race-${index}`);
    await schedule('later', new Date(Date.now() + 3600_000));
    const first = new JobRunner(database.orm, { 'test.effect': recordRun });
    const second = new JobRunner(database.orm, { 'test.effect': recordRun });
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(30);
    const runs = await sql<{ job_key: string; runs: string }>(`select job_key, count(*) as runs from job_effect where job_key like 'race-%' group by job_key`);
    expect(runs).toHaveLength(30);
    expect(runs.every((row) => Number(row.runs) === 1)).toBe(true);
    expect(await sql(`select status from job where key = 'later'`)).toEqual([{ status: 'pending' }]);
  });

  it('leaves a kind it has no handler for to a runner that has one (a process of an older version during a rolling deploy)', async () => {
    await schedule('newer-kind', undefined, 'test.newer');
    const older = new JobRunner(database.orm, { 'test.effect': recordRun });
    expect(await older.runDue()).toBe(0);
    expect(await sql(`select status, attempts from job where key = 'newer-kind'`)).toEqual([{ status: 'pending', attempts: 0 }]);
    const newer = new JobRunner(database.orm, { 'test.newer': recordRun });
    expect(await newer.runDue()).toBe(1);
    expect(await sql(`select status from job where key = 'newer-kind'`)).toEqual([{ status: 'done' }]);
  });

  it('ignores a second job with the same key (scheduling is idempotent)', async () => {
    await schedule('once');
    await schedule('once');
    expect(await sql(`select count(*)::int as n from job where key = 'once'`)).toEqual([{ n: 1 }]);
  });

  it('schedules many at once, a key given twice counting once; `again` makes a job that already ran due again, never a pending one', async () => {
    const runAt = new Date(Date.now() - 1000);
    await database.orm.em.fork().transactional((tx) =>
      scheduleJobs(tx, [
        { kind: 'test.effect', key: 'bulk-a', runAt, payload: { key: 'bulk-a' } },
        { kind: 'test.effect', key: 'bulk-b', runAt, payload: { key: 'bulk-b' } },
        { kind: 'test.effect', key: 'bulk-a', runAt, payload: { key: 'bulk-a' } },
      ]),
    );
    expect(await sql(`select key from job where key like 'bulk-%' order by key`)).toEqual([{ key: 'bulk-a' }, { key: 'bulk-b' }]);
    await new JobRunner(database.orm, { 'test.effect': recordRun }).runDue();
    const later = new Date(Date.now() + 3600_000);
    await database.orm.em.fork().transactional((tx) =>
      scheduleJobs(tx, [
        { kind: 'test.effect', key: 'bulk-a', runAt: later, payload: { key: 'bulk-a' }, again: true },
        { kind: 'test.effect', key: 'bulk-b', runAt: later, payload: { key: 'bulk-b' } },
      ]),
    );
    expect(await sql(`select key, status from job where key like 'bulk-%' order by key`)).toEqual([
      { key: 'bulk-a', status: 'pending' },
      { key: 'bulk-b', status: 'done' },
    ]);
    await database.orm.em.fork().transactional((tx) => scheduleJob(tx, { kind: 'test.effect', key: 'bulk-a', runAt, payload: { key: 'bulk-a' }, again: true }));
    const [{ run_at }] = await sql<{ run_at: Date }>(`select run_at from job where key = 'bulk-a'`);
    expect(new Date(run_at).getTime()).toBe(later.getTime());
  });

  it('survives a restart: a job scheduled before is run by a runner started after', async () => {
    await schedule('before-restart');
    const afterRestart = new JobRunner(database.orm, { 'test.effect': recordRun });
    await afterRestart.runDue();
    expect(await sql(`select count(*)::int as n from job_effect where job_key = 'before-restart'`)).toEqual([{ n: 1 }]);
    expect(await sql(`select status from job where key = 'before-restart'`)).toEqual([{ status: 'done' }]);
  });

  it('rolls back a failing handler’s writes, retries it later, and fails it after the last attempt', async () => {
    await schedule('flaky', undefined, 'test.flaky');
    const failing: JobHandler = async (tx, { key }) => {
      await tx.execute('insert into job_effect (job_key) values (?)', [key]);
      throw new Error('carrier API down');
    };
    const runner = new JobRunner(database.orm, { 'test.flaky': failing });
    await runner.runDue();
    const [job] = await sql(`select status, attempts, last_error, run_at > now() as later from job where key = 'flaky'`);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: 'carrier API down', later: true });
    expect(await sql(`select count(*)::int as n from job_effect where job_key = 'flaky'`)).toEqual([{ n: 0 }]);

    await sql(`update job set attempts = ?, run_at = now() - interval '1 second' where key = 'flaky'`, [MAX_ATTEMPTS - 1]);
    await runner.runDue();
    expect(await sql(`select status from job where key = 'flaky'`)).toEqual([{ status: 'failed' }]);
  });

  it('puts a job that answers "retry" back for later, not done', async () => {
    await schedule('not-yet', undefined, 'test.retry');
    const runner = new JobRunner(database.orm, { 'test.retry': async () => 'retry' });
    expect(await runner.runDue()).toBe(1);
    expect(await sql(`select status, run_at > now() as later from job where key = 'not-yet'`)).toEqual([{ status: 'pending', later: true }]);
  });

  it('does not write the job when the scheduling transaction rolls back', async () => {
    await expect(
      database.orm.em.fork().transactional(async (tx) => {
        await scheduleJob(tx, { kind: 'test.effect', key: 'rolled-back', runAt: new Date() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await sql(`select count(*)::int as n from job where key = 'rolled-back'`)).toEqual([{ n: 0 }]);
  });

  it('two polling runners (two server processes) run a due job once, and stop cleanly', async () => {
    await schedule('polled');
    const processes = [new JobRunner(database.orm, { 'test.effect': recordRun }, 20), new JobRunner(database.orm, { 'test.effect': recordRun }, 20)];
    processes.forEach((runner) => runner.start());
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await sql(`select status from job where key = 'polled'`))[0].status !== 'done') await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all(processes.map((runner) => runner.stop()));
    expect(await sql(`select count(*)::int as n from job_effect where job_key = 'polled'`)).toEqual([{ n: 1 }]);
  });
});

describe('recurring jobs', () => {
  it('run by one of two runners at a time, then due again everySeconds later; a failure is logged and keeps the job pending', async () => {
    let runs = 0;
    let fail = false;
    const recurring = {
      'test.every': {
        everySeconds: 30,
        run: async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
          if (fail) throw new Error('gateway down');
        },
      },
    };
    const [a, b] = [new JobRunner(database.orm, {}, 5_000, recurring), new JobRunner(database.orm, {}, 5_000, recurring)];
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toBe(1);
    const due = async () => (await sql(`select status, attempts, last_error, extract(epoch from run_at - now())::float as seconds from job where key = 'every:test.every'`))[0];
    expect(await due()).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect((await due()).seconds).toBeGreaterThan(25);
    await a.runDue();
    expect(runs).toBe(1);

    fail = true;
    await sql(`update job set run_at = now() - interval '1 second' where key = 'every:test.every'`);
    await a.runDue();
    expect(runs).toBe(2);
    expect(await due()).toMatchObject({ status: 'pending', attempts: 1, last_error: 'gateway down' });
    expect((await due()).seconds).toBeGreaterThan(25);

    // A row left failed (by an older version) comes back when a runner starts.
    await sql(`update job set status = 'failed' where key = 'every:test.every'`);
    fail = false;
    await new JobRunner(database.orm, {}, 5_000, recurring).runDue();
    expect(runs).toBe(3);
    expect(await due()).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
