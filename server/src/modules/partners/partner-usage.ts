import type { MikroORM } from '@mikro-orm/postgresql';

interface HourTotals {
  keyId: number;
  hour: Date;
  calls: number;
  cost: number;
  errors: number;
}

const HOUR_MS = 3_600_000;

/**
 * Partner calls counted into each key's hourly aggregate (`partner_api_usage`)
 * and its last-used time. With `flushMs` > 0 a process adds its calls up in
 * memory and writes them in one statement every `flushMs` (and when it stops),
 * instead of one write per call; a crash loses at most that much of the usage
 * report. Budgets are not counted here: they stay in the shared rate limiter.
 * With 0 every call is written at once.
 */
export class PartnerUsageRecorder {
  private pending = new Map<string, HourTotals>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly flushMs: number,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {}

  start(): void {
    if (this.flushMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  record(keyId: number, cost: number, failed: boolean, at = new Date()): void {
    const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    const slot = `${keyId}:${hour.getTime()}`;
    const totals = this.pending.get(slot) ?? { keyId, hour, calls: 0, cost: 0, errors: 0 };
    totals.calls += 1;
    totals.cost += Math.round(cost);
    totals.errors += failed ? 1 : 0;
    this.pending.set(slot, totals);
    if (this.flushMs <= 0) void this.flush();
  }

  /** Writes what has been counted; rows that fail to write are kept for the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.orm.em.fork().getConnection().execute(
        `with rows as (
           select * from json_to_recordset(?::json) as r(key_id int, hour timestamptz, calls int, cost bigint, errors int)
         ), touched as (
           update partner_api_key k set last_used_at = now() from (select distinct key_id from rows) used
            where k.id = used.key_id and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute')
         )
         insert into partner_api_usage (key_id, hour, calls, cost, errors) select key_id, hour, calls, cost, errors from rows
         on conflict (key_id, hour) do update set calls = partner_api_usage.calls + excluded.calls,
           cost = partner_api_usage.cost + excluded.cost, errors = partner_api_usage.errors + excluded.errors`,
        [JSON.stringify(batch.map((row) => ({ key_id: row.keyId, hour: row.hour.toISOString(), calls: row.calls, cost: row.cost, errors: row.errors })))],
      );
    } catch (error) {
      this.log(`[partners] recording usage failed, kept for the next try: ${(error as Error)?.message ?? error}`);
      for (const row of batch) {
        const slot = `${row.keyId}:${row.hour.getTime()}`;
        const later = this.pending.get(slot);
        this.pending.set(slot, later ? { ...row, calls: row.calls + later.calls, cost: row.cost + later.cost, errors: row.errors + later.errors } : row);
      }
    }
  }
}
