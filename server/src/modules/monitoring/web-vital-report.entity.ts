import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** One web-vitals measurement sent by a browser (accounts-support-info.md §3, §7). */
@Entity({ tableName: 'web_vital_report' })
@Index({ name: 'web_vital_report_created_at_index', properties: ['createdAt'] })
export class WebVitalReport {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** LCP, FID, INP, CLS, FCP or TTFB. */
  @Property({ type: 'string', length: 8 })
  name!: string;

  /** Milliseconds, except CLS, which has no unit. */
  @Property({ type: 'double' })
  value!: number;

  /** good, needs-improvement or poor. */
  @Property({ type: 'string', length: 20 })
  rating!: string;

  /** Change since this metric was last reported from the same page view. */
  @Property({ type: 'double' })
  delta!: number;

  /** The browser's id of the metric, the same for every report of it in one page view. */
  @Property({ type: 'string', length: 128 })
  metricId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
