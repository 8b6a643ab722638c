import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_EVENTS_CHANNEL } from '../../common/events/user-events';

/** Rows for the notification table: the columns named (dedupe_key among them) and a SELECT giving them, with its bindings. */
export interface NotificationRows {
  columns: readonly string[];
  select: string;
  params: readonly unknown[];
}

/**
 * The one way an alert is written (product alerts, saved-search alerts): one statement inserts the rows
 * ON CONFLICT (dedupe_key) DO NOTHING, so a rerun adds nothing, and each customer given a new one hears of it
 * live (user-events.ts): the NOTIFY goes out when the caller's transaction commits, never for a rollback.
 */
export async function writeNotifications(tx: EntityManager, rows: NotificationRows): Promise<void> {
  if (!rows.columns.includes('dedupe_key')) throw new Error('writeNotifications: the rows need a dedupe_key');
  await tx.execute(
    `with inserted as (
       insert into notification (${rows.columns.join(', ')})
       ${rows.select}
       on conflict (dedupe_key) do nothing
       returning user_id)
     select pg_notify(?, json_build_object('userId', user_id, 'topic', 'notifications')::text) from (select distinct user_id from inserted) as notified`,
    [...rows.params, USER_EVENTS_CHANNEL],
  );
}
