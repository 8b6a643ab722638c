import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ModuleJobs } from '../../common/app-module';
import { scheduleJob } from '../../common/jobs/jobs';
import { formatPence } from '../../common/money';
import { deliveryColumns, writeAlerts } from './alert-digests';
import { type AlertKind, backInStock, isPriceDrop, type ProductSnapshot } from './alert-rules';

export const PRODUCT_ALERTS_JOB = 'alerts.product_changes';
/** A sweep for changes whose notification no process heard (all were restarting): alerts are late then, never lost. */
const SWEEP_SECONDS = 60;
/** Changes read per transaction: 1,000 price changes are a few batches, each one short. */
const BATCH = 500;

interface ChangeRow {
  id: string;
  product_id: number;
  old_price_pence: number;
  new_price_pence: number;
  old_on_sale: boolean;
  new_on_sale: boolean;
  old_stock: number;
  new_stock: number;
  old_available_sizes: string[];
  new_available_sizes: string[];
  brand: string;
  name: string;
}

/** One alert to give every follower of a product whose entry matches: any entry, or those following `size` (null: no size). */
interface AlertTarget {
  changeId: string;
  productId: number;
  kind: AlertKind;
  oldPricePence: number | null;
  newPricePence: number | null;
  anyEntry: boolean;
  size: string | null;
  message: string;
}

const snapshot = (row: ChangeRow, side: 'old' | 'new'): ProductSnapshot => ({
  effectivePricePence: row[`${side}_price_pence`],
  onSale: row[`${side}_on_sale`],
  stock: row[`${side}_stock`],
  availableSizes: row[`${side}_available_sizes`],
});

/** The alerts one change gives, by the rules of alert-rules.ts. */
export function alertTargets(row: ChangeRow): AlertTarget[] {
  const piece = `${row.brand} ${row.name}`;
  const before = snapshot(row, 'old');
  const after = snapshot(row, 'new');
  const base = { changeId: row.id, productId: row.product_id, oldPricePence: null, newPricePence: null, anyEntry: false, size: null };
  const targets: AlertTarget[] = [];
  if (isPriceDrop(before, after)) {
    targets.push({
      ...base,
      kind: 'PRICE_DROP',
      oldPricePence: before.effectivePricePence,
      newPricePence: after.effectivePricePence,
      anyEntry: true,
      message: `${piece} is now ${formatPence(after.effectivePricePence)} (was ${formatPence(before.effectivePricePence)}).`,
    });
  }
  const back = backInStock(before, after);
  if (back.piece) targets.push({ ...base, kind: 'BACK_IN_STOCK', message: `${piece} is back in stock.` });
  for (const size of back.sizes) targets.push({ ...base, kind: 'BACK_IN_STOCK', size, message: `${piece} is back in stock in size ${size}.` });
  return targets;
}

/** The kinds a product change can give (saved searches come from listings). */
const PRODUCT_ALERT_KINDS = ['PRICE_DROP', 'BACK_IN_STOCK'] as const satisfies readonly AlertKind[];

/**
 * Turns pending product changes into notifications for the customers whose
 * wishlist follows each product, in the caller's transaction: claims a batch
 * with FOR UPDATE SKIP LOCKED (a second process takes the next batch, never
 * the same), inserts with ON CONFLICT (dedupe_key) DO NOTHING and stamps the
 * changes processed. A crash rolls all three back; the next run redoes them.
 * Answers how many changes it read (0: nothing was pending).
 */
export async function processProductChanges(tx: EntityManager, batch = BATCH): Promise<number> {
  const rows = await tx.execute<ChangeRow[]>(
    `select c.id, c.product_id, c.old_price_pence, c.new_price_pence, c.old_on_sale, c.new_on_sale, c.old_stock, c.new_stock,
            c.old_available_sizes, c.new_available_sizes, p.brand, p.name
       from product_change c join product p on p.id = c.product_id
      where c.processed_at is null order by c.id limit ? for update of c skip locked`,
    [batch],
  );
  if (rows.length === 0) return 0;
  const targets = rows.flatMap(alertTargets);
  for (const kind of PRODUCT_ALERT_KINDS) {
    const ofKind = targets.filter((target) => target.kind === kind);
    if (ofKind.length > 0) await insertNotifications(tx, kind, ofKind);
  }
  await tx.execute(`update product_change set processed_at = now() where id = any(?::bigint[])`, [`{${rows.map((row) => row.id).join(',')}}`]);
  return rows.length;
}

const pgArray = (values: readonly (string | number | boolean | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${String(value).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;

/**
 * One statement per kind: the targets joined to the wishlists that follow them, for customers who want this kind in
 * the app or by email (alert-digests.ts announces the first live and times the digest of the second).
 */
async function insertNotifications(tx: EntityManager, kind: (typeof PRODUCT_ALERT_KINDS)[number], targets: AlertTarget[]): Promise<void> {
  const column = (pick: (target: AlertTarget) => string | number | boolean | null) => pgArray(targets.map(pick));
  const delivery = deliveryColumns(kind);
  await writeAlerts(
    tx,
    kind,
    `insert into notification (user_id, kind, product_id, old_price_pence, new_price_pence, size, message, link, dedupe_key, in_app, email_status)
     select w.user_id, ?, t.product_id, t.old_price, t.new_price, t.size, t.message, '/product/' || t.product_id, ? || ':' || t.change_id || ':' || w.user_id, ${delivery.select}
       from unnest(?::bigint[], ?::int[], ?::int[], ?::int[], ?::boolean[], ?::text[], ?::text[])
            as t(change_id, product_id, old_price, new_price, any_entry, size, message)
       join wishlist_entry w on w.product_id = t.product_id and (t.any_entry or w.size is not distinct from t.size)
       join app_user u on u.id = w.user_id and ${delivery.wanted}
      order by t.change_id, w.user_id
     on conflict (dedupe_key) do nothing
     returning user_id, in_app, email_status`,
    [
      kind,
      kind,
      column((t) => t.changeId),
      column((t) => t.productId),
      column((t) => t.oldPricePence),
      column((t) => t.newPricePence),
      column((t) => t.anyEntry),
      column((t) => t.size),
      column((t) => t.message),
    ],
  );
}

/** Every pending change, batch after batch, in the caller's transaction. */
export async function drainProductChanges(tx: EntityManager): Promise<void> {
  while ((await processProductChanges(tx)) > 0);
}

/** Schedules the alerts job for one catalogue change; its key keeps it one however many processes heard of the change. */
export function scheduleProductAlerts(orm: MikroORM, changeKey: string): Promise<void> {
  return orm.em.fork().transactional((tx) => scheduleJob(tx, { kind: PRODUCT_ALERTS_JOB, key: `${PRODUCT_ALERTS_JOB}:${changeKey}`, runAt: new Date() }));
}

/** The alerts job and its sweep, for the one job runner. */
export function productAlertJobs(orm: MikroORM): ModuleJobs {
  return {
    handlers: { [PRODUCT_ALERTS_JOB]: (tx) => drainProductChanges(tx) },
    recurring: { 'alerts.product_changes_sweep': { everySeconds: SWEEP_SECONDS, run: () => orm.em.fork().transactional(drainProductChanges) } },
  };
}
