import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ModuleJobs } from '../../../common/app-module';
import { RECENT_WINDOW_HOURS, VIEW_COUNTERS_REFRESH_SECONDS } from './view-window';

export const VIEW_COUNTERS_JOB = 'catalog.view_counters';

/** Orders that were paid and stay sold (a partial refund keeps the sale). */
const SOLD_STATUSES = `('paid', 'fulfilled', 'partially_refunded')`;

/** The first hour bucket inside the window: the current hour and the RECENT_WINDOW_HOURS - 1 before it. */
const WINDOW_START = `date_trunc('hour', now(), 'UTC') - make_interval(hours => ${RECENT_WINDOW_HOURS - 1})`;

/**
 * Hour buckets that left the window are added to their product's all-time total and deleted, in one
 * statement: a bucket is either still in product_view_hour or already in the total, never both.
 */
const FOLD_OLD_HOURS = `
  with old as (delete from product_view_hour where hour < ${WINDOW_START} returning product_id, views)
  insert into product_view_total as t (product_id, views)
  select product_id, sum(views) from old group by product_id
  on conflict (product_id) do update set views = t.views + excluded.views`;

/**
 * The three counters of every product, from the buckets left (all inside the window), the totals and the paid
 * orders of the window; only rows whose counters change are written (the counters raise no catalogue version).
 */
const WRITE_COUNTERS = `
  update product p set view_count = c.view_count, recent_views = c.recent_views, recent_purchases = c.recent_purchases
  from (
    select p.id,
           least(2147483647, coalesce(t.views, 0) + coalesce(h.views, 0))::int as view_count,
           least(2147483647, coalesce(h.views, 0))::int as recent_views,
           coalesce(o.orders, 0)::int as recent_purchases
    from product p
    left join product_view_total t on t.product_id = p.id
    left join (select product_id, sum(views) as views from product_view_hour group by product_id) h on h.product_id = p.id
    left join (
      select l.product_id, count(distinct o.id) as orders
      from order_line l join customer_order o on o.id = l.order_id
      where o.paid_at >= now() - make_interval(hours => ${RECENT_WINDOW_HOURS}) and o.status in ${SOLD_STATUSES}
      group by l.product_id
    ) o on o.product_id = p.id
  ) c
  where c.id = p.id and (p.view_count, p.recent_views, p.recent_purchases) is distinct from (c.view_count, c.recent_views, c.recent_purchases)`;

/**
 * Recomputes view_count (all time), recent_views (viewers in the window) and recent_purchases (paid orders in
 * the window) from real events, in one transaction. The catalogue engine picks them up with its counter
 * refresh (engine/counter-refresh.ts); listings in SQL read them directly. Answers how many products changed.
 */
export async function refreshViewCounters(tx: EntityManager): Promise<number> {
  const connection = tx.getConnection();
  const context = tx.getTransactionContext();
  await connection.execute(FOLD_OLD_HOURS, [], 'run', context);
  const result = await connection.execute<{ affectedRows: number }>(WRITE_COUNTERS, [], 'run', context);
  return result.affectedRows;
}

/** The refresh as a recurring job of the one job runner: its row in `job` makes it run on one process at a time. */
export function viewCounterJobs(orm: MikroORM, everySeconds = VIEW_COUNTERS_REFRESH_SECONDS): ModuleJobs {
  return { recurring: { [VIEW_COUNTERS_JOB]: { everySeconds, run: () => orm.em.fork().transactional(refreshViewCounters) } } };
}
