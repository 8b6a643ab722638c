import { Entity, ManyToOne, type Opt, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';
import type { Order } from './order.entity';

/** One line of an order: a snapshot of the product as sold, so the order reads the same forever. */
@Entity({ tableName: 'order_line' })
export class OrderLine {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number & Opt;

  @ManyToOne({ entity: 'Order', ref: true, deleteRule: 'cascade', index: true })
  order!: Ref<Order>;

  /** Order of the lines as the customer put them in the cart. */
  @Property({ type: 'smallint' })
  position!: number;

  @ManyToOne(() => Product, { ref: true, deleteRule: 'restrict' })
  product!: Ref<Product>;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  brand!: string;

  @Property({ type: 'string', length: 64 })
  sku!: string;

  @Property({ type: 'string', length: 300 })
  imageUrl!: string;

  @Property({ type: 'string', length: 16, nullable: true })
  size?: string | null;

  @Property({ type: 'integer' })
  quantity!: number;

  /** The price paid per item when the order was placed (the sale price while on sale). */
  @Property({ type: 'integer' })
  unitPricePence!: number;

  @Property({ type: 'integer' })
  lineTotalPence!: number;

  /** How many of this line have been refunded so far (0..quantity). */
  @Property({ type: 'integer', default: 0 })
  refundedQuantity: number & Opt = 0;
}
