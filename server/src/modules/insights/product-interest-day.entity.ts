import { Entity, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';

/**
 * How often a product was looked at and put in a cart, one row per product,
 * day and size (size '' when none was chosen): a cheap aggregated counter,
 * not a row per view. The insights screen sums it over a window.
 */
@Entity({ tableName: 'product_interest_day' })
export class ProductInterestDay {
  @ManyToOne(() => Product, { primary: true, fieldName: 'product_id', mapToPk: true, deleteRule: 'cascade' })
  productId!: number;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'string', length: 16 })
  size: string & Opt = '';

  @Property({ type: 'integer' })
  views: number & Opt = 0;

  @Property({ type: 'integer' })
  cartAdds: number & Opt = 0;
}
