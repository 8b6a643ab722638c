import { ArrayType, Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The order of a listing whose sort is computed (trending, popular…), frozen
 * when its first page was read, so its cursors page through one order
 * however the ranking moves meanwhile. In PostgreSQL, so any server process
 * serves any cursor; kept ORDER_SNAPSHOT_MINUTES, trimmed when one is written.
 */
@Entity({ tableName: 'order_snapshot' })
@Index({ name: 'order_snapshot_expires_at_index', properties: ['expiresAt'] })
export class OrderSnapshot {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** The ids in their order. */
  @Property({ type: new ArrayType<number>((value) => Number(value)), columnType: 'int[]' })
  ids!: number[];

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
