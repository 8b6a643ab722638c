import { Entity, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Product } from '../product.entity';

/** Viewers of a product counted in one clock hour (UTC): one upsert per counted viewer (product-viewers.ts). */
@Entity({ tableName: 'product_view_hour' })
export class ProductViewHour {
  @ManyToOne(() => Product, { primary: true, fieldName: 'product_id', mapToPk: true, deleteRule: 'cascade' })
  productId!: number;

  @PrimaryKey({ type: 'datetime' })
  hour!: Date;

  @Property({ type: 'integer' })
  views: number & Opt = 0;
}

/** The views of hours that left the recent window, summed: the all-time count is this plus the hours kept. */
@Entity({ tableName: 'product_view_total' })
export class ProductViewTotal {
  @ManyToOne(() => Product, { primary: true, fieldName: 'product_id', mapToPk: true, deleteRule: 'cascade' })
  productId!: number;

  @Property({ type: 'bigint' })
  views: string & Opt = '0';
}
