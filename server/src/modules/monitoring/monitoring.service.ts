import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { type RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { ClientErrorReport } from './client-error-report.entity';
import { clientKey } from './client-address';
import { MONITORING_LIMITS, type MonitoringLimits, type ReportKind } from './monitoring-limits';
import type { ClientErrorInput, WebVitalInput } from './report-payloads';
import { WebVitalReport } from './web-vital-report.entity';

export const TOO_MANY_REPORTS_MESSAGE = 'Too many reports; please try again later.';

const TABLES: Record<ReportKind, string> = { webVitals: 'web_vital_report', clientErrors: 'client_error_report' };

export class TooManyReportsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', TOO_MANY_REPORTS_MESSAGE);
  }
}

/**
 * Stores what browsers report about themselves: web vitals and render errors.
 * Anyone can send these, so every report is counted per client and in total,
 * and the tables are kept to a retention period and a row cap.
 */
export class MonitoringService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly em: EntityManager,
    private readonly limits: MonitoringLimits = MONITORING_LIMITS,
  ) {
    this.limiter = new RateLimiter(em);
  }

  private limit(kind: ReportKind, scope: 'perClient' | 'global'): RateLimit {
    return { bucket: `${kind}_${scope}`, capacity: this.limits[kind][scope], windowSeconds: this.limits.windowSeconds, refill: 'window' };
  }

  /**
   * Counts a report against its client's budget, then the global one; throws
   * TooManyReportsError over either. A refused report does not use up the
   * global budget, so one noisy client cannot silence everyone else. The first
   * report of each global window (one per window across all processes) prunes.
   */
  async admit(kind: ReportKind, address: string | undefined): Promise<void> {
    const client = await this.limiter.record(this.limit(kind, 'perClient'), clientKey(address));
    if (client.count > this.limits[kind].perClient) throw new TooManyReportsError(client.retryAfterSeconds);
    const all = await this.limiter.record(this.limit(kind, 'global'), '*');
    if (all.count > this.limits[kind].global) throw new TooManyReportsError(all.retryAfterSeconds);
    if (all.count === 1) await this.prune(kind);
  }

  async recordWebVital(metric: WebVitalInput): Promise<void> {
    await this.em.insert(WebVitalReport, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      delta: metric.delta,
      metricId: metric.id,
    });
  }

  async recordClientError(report: ClientErrorInput): Promise<void> {
    await this.em.insert(ClientErrorReport, report);
  }

  /** Deletes reports past the retention period and beyond the row cap (oldest first), and idle rate buckets. */
  async prune(kind: ReportKind): Promise<void> {
    const table = TABLES[kind];
    const knex = this.em.getKnex();
    await knex.raw(`delete from ${table} where created_at < now() - make_interval(days => ?)`, [this.limits.retentionDays]);
    await knex.raw(`delete from ${table} where id <= (select id from ${table} order by id desc offset ? limit 1)`, [this.limits[kind].maxRows]);
    await this.limiter.forgetIdle();
  }
}
