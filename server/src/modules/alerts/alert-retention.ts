import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { RecurringJob } from '../../common/jobs/jobs';
import { PRODUCT_ALERTS_JOB } from './product-alerts';
import { SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts';

/** How long processed product changes and finished alert jobs are kept (to look into an alert that went wrong). */
export const ALERT_HISTORY_DAYS = 14;
/** The sweep runs this often, in whichever process claims its row in `job` first. */
const SWEEP_SECONDS = 60 * 60;
/** Rows deleted per transaction: each delete is short and holds few locks, however much piled up. */
const BATCH = 5_000;
/** The finished jobs the sweep deletes: the per-catalogue-version and per-listing alert jobs, not other modules'. */
const ALERT_JOB_KINDS = `{${[PRODUCT_ALERTS_JOB, SAVED_SEARCH_ALERTS_JOB].join(',')}}`;

/**
 * Deletes one batch of alert history older than `days`: product changes the alerts job has processed (a pending
 * change is still needed, however old: it is never deleted; the notifications keep what they said) and alert jobs
 * that are done (a pending or failed one stays). A concurrent alerts run locks only pending changes, so the two never
 * wait on each other. Answers how many rows it deleted.
 */
export async function sweepAlertHistory(tx: EntityManager, days = ALERT_HISTORY_DAYS, batch = BATCH): Promise<number> {
  const changes = await tx.execute<{ id: string }[]>(
    `delete from product_change where id in (
       select id from product_change where processed_at < now() - make_interval(days => ?) order by processed_at limit ? for update skip locked)
     returning id`,
    [days, batch],
  );
  const jobs = await tx.execute<{ id: string }[]>(
    `delete from job where id in (
       select id from job where status = 'done' and kind = any(?::text[]) and done_at < now() - make_interval(days => ?) order by done_at limit ? for update skip locked)
     returning id`,
    [ALERT_JOB_KINDS, days, batch],
  );
  return changes.length + jobs.length;
}

/** The sweep for the one job runner: its timer is its row in `job`, so one process at a time runs it; batch after batch, each its own transaction. */
export function alertRetentionJob(orm: MikroORM): Record<string, RecurringJob> {
  return {
    'alerts.history_sweep': {
      everySeconds: SWEEP_SECONDS,
      run: async () => {
        while ((await orm.em.fork().transactional((tx) => sweepAlertHistory(tx))) > 0);
      },
    },
  };
}
