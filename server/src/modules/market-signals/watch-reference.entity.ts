import { Entity, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * A watch reference the market data follows (brand, model line, maker's
 * reference). Catalogue products with the same brand and reference are the
 * "our asking price" side of the value signal.
 */
@Entity({ tableName: 'watch_reference' })
@Unique({ name: 'watch_reference_brand_reference_unique', expression: 'create unique index "watch_reference_brand_reference_unique" on "watch_reference" (lower("brand"), upper("reference"))' })
@Index({ name: 'watch_reference_brand_reference_index', properties: ['brand', 'reference'] })
export class WatchReference {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  brand!: string;

  @Property({ type: 'string', length: 120 })
  model!: string;

  @Property({ type: 'string', length: 64 })
  reference!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
