import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

/*
 * The one way to run something later: a row in `job`, due at a time.
 *
 * - `scheduleJob` writes the row in the caller's transaction, so a timer
 *   exists exactly when the change that needs it committed.
 * - Every server process runs a JobRunner. It claims one due job at a time
 *   with FOR UPDATE SKIP LOCKED and runs its handler inside that same
 *   transaction; the job is marked done in it too. A job therefore runs once
 *   however many processes poll, and a process killed mid-job leaves the job
 *   pending for the next poll (its half-done work rolled back).
 * - A handler that throws is rolled back and tried again later with backoff;
 *   after MAX_ATTEMPTS it is `failed` and logged. A handler answers `retry`
 *   when the world is not ready yet (a payment still processing).
 *
 * - A recurring job (`RecurringJob`: a task every N seconds) is one row per
 *   kind, kept pending: after each run, failed or not, it is due again N
 *   seconds later. The shop's checkout sweep and payment reconciliation run so.
 *
 * The outbox relay predates this runner and polls its own table.
 */

export interface JobSpec {
  kind: string;
  key: string;
  runAt: Date;
  payload?: Record<string, string>;
  /**
   * A job with the same key that already ran (done or failed) is made due again at `runAt`: a timer that must fire
   * after every new cause, e.g. an alert committed just after its digest went. Without it such a job is left as it is.
   * Either way a pending job with the key is left as it is.
   */
  again?: boolean;
}

export type JobOutcome = 'done' | 'retry';
/** Runs inside the job's transaction: write with `tx` so the effect and the done mark commit together. */
export type JobHandler = (tx: EntityManager, payload: Record<string, string>) => Promise<JobOutcome | void>;

/**
 * A task run every `everySeconds` by whichever process claims it first (so by
 * one process at a time). It runs inside the job's claim but is given no
 * transaction: it opens its own (it may call a payment gateway between them).
 */
export interface RecurringJob {
  everySeconds: number;
  run: () => Promise<unknown>;
}

export const JOB_POLL_MS = 5_000;
export const MAX_ATTEMPTS = 8;
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 6 * 3600);

/** Schedules a job in the caller's transaction; a second job with the same key is ignored (see JobSpec.again). */
export async function scheduleJob(tx: EntityManager, spec: JobSpec): Promise<void> {
  await scheduleJobs(tx, [spec]);
}

/**
 * Schedules many jobs in the caller's transaction, one statement per kind of conflict: a bulk change with hundreds of
 * timers stays a couple of round trips. Keys are taken in order, so two transactions scheduling the same keys do not
 * deadlock; a key given twice counts once.
 */
export async function scheduleJobs(tx: EntityManager, specs: readonly JobSpec[]): Promise<void> {
  const byKey = new Map(specs.map((spec) => [spec.key, spec]));
  for (const again of [false, true]) {
    const rows = [...byKey.values()].filter((spec) => Boolean(spec.again) === again).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (rows.length === 0) continue;
    await tx.getConnection().execute(
      `insert into job (kind, key, payload, run_at, status, attempts, created_at)
       select r.kind, r.key, r.payload, r.run_at, 'pending', 0, now() from json_to_recordset(?::json) as r(kind text, key text, payload jsonb, run_at timestamptz)
       on conflict (key) do ${again ? `update set status = 'pending', run_at = excluded.run_at, payload = excluded.payload, attempts = 0, last_error = null where job.status <> 'pending'` : 'nothing'}`,
      [JSON.stringify(rows.map((spec) => ({ kind: spec.kind, key: spec.key, payload: spec.payload ?? {}, run_at: spec.runAt.toISOString() })))],
      'run',
      tx.getTransactionContext(),
    );
  }
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, string>;
  attempts: number;
}

export class JobRunner {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly handlers: Record<string, JobHandler>,
    private readonly pollMs = JOB_POLL_MS,
    private readonly recurring: Record<string, RecurringJob> = {},
  ) {
    this.knownKinds = `{${[...Object.keys(handlers), ...Object.keys(recurring)].map((kind) => JSON.stringify(kind)).join(',')}}`;
  }

  /** The kinds this runner has a handler or a recurring job for, as a PostgreSQL array literal (fixed at construction). */
  private readonly knownKinds: string;

  /**
   * Makes sure each recurring job has its row, pending: due now when new; a row
   * left `failed` or `done` (by a process of an older version that did not know
   * the kind, during a rolling deploy) is revived. A no-op statement otherwise.
   */
  private async seedRecurring(): Promise<void> {
    for (const kind of Object.keys(this.recurring)) {
      await this.orm.em.fork().getConnection().execute(
        `insert into job (kind, key, payload, run_at, status, attempts, created_at) values (?, ?, '{}', now(), 'pending', 0, now())
         on conflict (key) do update set status = 'pending', run_at = now() where job.status <> 'pending'`,
        [kind, `every:${kind}`],
      );
    }
  }

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runDue()
        .catch((error) => console.error('[jobs] polling failed', error))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.pollMs).unref();
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs due jobs one by one until none is left (or `limit` ran); answers how many ran. */
  async runDue(limit = 100): Promise<number> {
    await this.seedRecurring();
    let ran = 0;
    while (ran < limit && (await this.runOne())) ran += 1;
    return ran;
  }

  /** Claims and runs one due job; false when none is due (or every due one is being run elsewhere). */
  private async runOne(): Promise<boolean> {
    let failed: { job: ClaimedJob; error: unknown } | null = null;
    const claimed = await this.orm.em.fork().transactional(async (tx) => {
      // Only the kinds this process can run: a process of an older version (a rolling deploy) leaves a newer kind
      // to the processes that know it, rather than claiming it and failing it for good.
      const [job] = await tx.execute<ClaimedJob[]>(
        `select id, kind, payload, attempts from job where status = 'pending' and run_at <= now() and kind = any(?::text[]) order by run_at, id limit 1 for update skip locked`,
        [this.knownKinds],
      );
      if (!job) return false;
      const recurring = this.recurring[job.kind];
      if (recurring) {
        failed = await this.runRecurring(tx, job, recurring);
        return true;
      }
      const handler = this.handlers[job.kind];
      try {
        // A savepoint: a failing handler undoes only its own writes, and the claim stays ours to mark.
        const outcome = await tx.transactional((inner) => handler(inner, job.payload));
        if (outcome === 'retry') await tx.execute(`update job set run_at = now() + interval '1 minute' where id = ?`, [job.id]);
        else await tx.execute(`update job set status = 'done', done_at = now(), last_error = null where id = ?`, [job.id]);
      } catch (error) {
        failed = { job, error };
        const attempts = job.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await tx.execute(
          `update job set attempts = ?, last_error = ?, status = case when ? >= ? then 'failed' else 'pending' end, run_at = now() + make_interval(secs => ?) where id = ?`,
          [attempts, message.slice(0, 1000), attempts, MAX_ATTEMPTS, backoffSeconds(attempts), job.id],
        );
      }
      return true;
    });
    if (failed) {
      const { job, error } = failed as { job: ClaimedJob; error: unknown };
      if (this.recurring[job.kind]) {
        console.error(`[jobs] recurring ${job.kind} failed: ${error instanceof Error ? error.message : String(error)}`);
        return claimed;
      }
      console.error(`[jobs] ${job.kind} job ${job.id} failed (attempt ${job.attempts + 1}): ${error instanceof Error ? error.message : String(error)}`);
    }
    return claimed;
  }

  /** Runs a recurring job and makes it due again everySeconds later, whatever happened; answers its failure, if any. */
  private async runRecurring(tx: EntityManager, job: ClaimedJob, recurring: RecurringJob): Promise<{ job: ClaimedJob; error: unknown } | null> {
    let failure: { job: ClaimedJob; error: unknown } | null = null;
    try {
      await recurring.run();
    } catch (error) {
      failure = { job, error };
    }
    const message = failure ? (failure.error instanceof Error ? failure.error.message : String(failure.error)).slice(0, 1000) : null;
    await tx.execute(
      `update job set run_at = now() + make_interval(secs => ?), attempts = case when ? then attempts + 1 else 0 end, last_error = ?, done_at = case when ? then done_at else now() end where id = ?`,
      [recurring.everySeconds, Boolean(failure), message, Boolean(failure), job.id],
    );
    return failure;
  }
}
