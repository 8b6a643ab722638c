import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Requests counted per bucket (a kind of report and a client address, or the
 * kind as a whole) per fixed time window. Kept in PostgreSQL so that every
 * server process shares the same counts.
 */
@Entity({ tableName: 'monitoring_rate_counter' })
@Index({ name: 'monitoring_rate_counter_window_start_index', properties: ['windowStart'] })
export class MonitoringRateCounter {
  @PrimaryKey({ type: 'text' })
  bucket!: string;

  @PrimaryKey({ type: 'datetime' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;
}
