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
 * The shop's abandoned-checkout sweep (orders/order-dependencies.ts) and the
 * outbox relay predate this runner and poll their own tables; the sweep could
 * become a job per checkout.
 */

export interface JobSpec {
  kind: string;
  key: string;
  runAt: Date;
  payload?: Record<string, string>;
}

export type JobOutcome = 'done' | 'retry';
/** Runs inside the job's transaction: write with `tx` so the effect and the done mark commit together. */
export type JobHandler = (tx: EntityManager, payload: Record<string, string>) => Promise<JobOutcome | void>;

export const JOB_POLL_MS = 5_000;
export const MAX_ATTEMPTS = 8;
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 6 * 3600);

/** Schedules a job in the caller's transaction; a second job with the same key is ignored. */
export async function scheduleJob(tx: EntityManager, spec: JobSpec): Promise<void> {
  await tx.getConnection().execute(
    `insert into job (kind, key, payload, run_at, status, attempts, created_at) values (?, ?, ?, ?, 'pending', 0, now()) on conflict (key) do nothing`,
    [spec.kind, spec.key, JSON.stringify(spec.payload ?? {}), spec.runAt],
    'run',
    tx.getTransactionContext(),
  );
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
  ) {}

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
    let ran = 0;
    while (ran < limit && (await this.runOne())) ran += 1;
    return ran;
  }

  /** Claims and runs one due job; false when none is due (or every due one is being run elsewhere). */
  private async runOne(): Promise<boolean> {
    let failed: { job: ClaimedJob; error: unknown } | null = null;
    const claimed = await this.orm.em.fork().transactional(async (tx) => {
      const [job] = await tx.execute<ClaimedJob[]>(
        `select id, kind, payload, attempts from job where status = 'pending' and run_at <= now() order by run_at, id limit 1 for update skip locked`,
      );
      if (!job) return false;
      const handler = this.handlers[job.kind];
      if (!handler) {
        await tx.execute(`update job set status = 'failed', last_error = 'no handler for this kind' where id = ?`, [job.id]);
        return true;
      }
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
      console.error(`[jobs] ${job.kind} job ${job.id} failed (attempt ${job.attempts + 1}): ${error instanceof Error ? error.message : String(error)}`);
    }
    return claimed;
  }
}
