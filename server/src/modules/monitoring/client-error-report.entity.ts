import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** A render error caught by the client's error boundary (accounts-support-info.md §3, §7). */
@Entity({ tableName: 'client_error_report' })
@Index({ name: 'client_error_report_created_at_index', properties: ['createdAt'] })
export class ClientErrorReport {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'text', nullable: true })
  stack?: string | null;

  @Property({ type: 'text', nullable: true })
  componentStack?: string | null;

  /** The path the visitor was on. */
  @Property({ type: 'text' })
  route!: string;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
