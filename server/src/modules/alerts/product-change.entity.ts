import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One committed change to a product's price or stock, written by a trigger in
 * the changing statement (set-based, one insert per statement) so the values
 * before the change are known after it. The alerts job reads pending rows after
 * commit, turns them into notifications and stamps `processedAt` in its own
 * transaction; a rolled-back change leaves no row.
 */
@Entity({ tableName: 'product_change' })
@Index({ name: 'product_change_processed_index', expression: 'create index "product_change_processed_index" on "product_change" ("processed_at") where "processed_at" is not null' })
@Index({ name: 'product_change_pending_index', expression: 'create index "product_change_pending_index" on "product_change" ("id") where "processed_at" is null' })
export class ProductChange {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  productId!: number;

  @Property({ type: 'integer' })
  oldPricePence!: number;

  @Property({ type: 'integer' })
  newPricePence!: number;

  @Property({ type: 'boolean' })
  oldOnSale!: boolean;

  @Property({ type: 'boolean' })
  newOnSale!: boolean;

  @Property({ type: 'integer' })
  oldStock!: number;

  @Property({ type: 'integer' })
  newStock!: number;

  @Property({ type: 'text[]' })
  oldAvailableSizes!: string[];

  @Property({ type: 'text[]' })
  newAvailableSizes!: string[];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  changedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  processedAt: Date | null = null;
}
