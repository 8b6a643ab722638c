import { Entity, ManyToOne, type Opt, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';

export interface SavedCartLine {
  productId: number;
  size: string | null;
  quantity: number;
}

/**
 * A signed-in customer's cart, kept on the server so it follows them across
 * devices. Only product, size and quantity are kept: names and prices are
 * read from the catalogue whenever the cart is shown.
 */
@Entity({ tableName: 'saved_cart' })
export class SavedCart {
  /** app_user.id: one cart per customer, gone with the account. */
  @ManyToOne(() => User, { primary: true, fieldName: 'user_id', mapToPk: true, deleteRule: 'cascade' })
  userId!: number;

  @Property({ type: 'json' })
  lines: SavedCartLine[] & Opt = [];

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
