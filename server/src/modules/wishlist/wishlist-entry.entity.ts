import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Product } from '../catalog/product.entity';

/**
 * One saved piece of a signed-in customer's wishlist. Kept on the server so
 * the list follows them across devices; names, images and prices are read
 * from the catalogue whenever it is shown. Gone with the account or product.
 */
@Entity({ tableName: 'wishlist_entry' })
@Unique({ name: 'wishlist_entry_user_product_unique', properties: ['userId', 'productId'] })
@Index({ name: 'wishlist_entry_product_index', properties: ['productId'] })
export class WishlistEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { fieldName: 'user_id', mapToPk: true, deleteRule: 'cascade' })
  userId!: number;

  @ManyToOne(() => Product, { fieldName: 'product_id', mapToPk: true, deleteRule: 'cascade' })
  productId!: number;

  /** The size followed for back-in-stock (clothing); null follows the piece. */
  @Property({ type: 'string', length: 40, nullable: true })
  size: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  addedAt: Date & Opt = new Date();
}
