import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/catalog.service';
import { productColumns } from '../catalog/product-columns';
import { parseProductId } from '../catalog/product-id';
import type { ProductRow } from '../catalog/product.mapper';

/** Enough for any real shopper; keeps one account's list (and a merge) bounded. */
export const WISHLIST_LIMIT = 200;

export const WISHLIST_MESSAGES = {
  full: `Your wishlist holds at most ${WISHLIST_LIMIT} pieces. Remove one to add another.`,
  tooMany: `A wishlist of more than ${WISHLIST_LIMIT} pieces cannot be merged.`,
  unknownSize: 'This piece does not come in that size.',
} as const;

export interface WishlistItemData {
  product: ProductRow;
  addedAt: Date;
  /** The size followed for back-in-stock, if any. */
  size: string | null;
}

/** Product ids as the client sends them (strings of digits); unusable ones dropped, repeats kept once, order kept. */
function productIds(raw: readonly string[]): number[] {
  return [...new Set(raw.map((id) => parseProductId(String(id).trim())).filter((id): id is number => id !== null))];
}

/**
 * A signed-in customer's wishlist in PostgreSQL (wishlist_entry), so it follows
 * them across devices. Visitors keep theirs in the browser; it joins this one
 * when they sign in (merge). Each change answers with the whole list, oldest
 * first, read from the catalogue as it is now.
 */
export class WishlistService {
  constructor(private readonly em: EntityManager) {}

  async list(userId: number, em: EntityManager = this.em): Promise<WishlistItemData[]> {
    const rows = await em.execute<(ProductRow & { wishlistAddedAt: Date; wishlistSize: string | null })[]>(
      `select ${productColumns(em)}, w.added_at as "wishlistAddedAt", w.size as "wishlistSize"
         from wishlist_entry w join product p on p.id = w.product_id
        where w.user_id = ? order by w.added_at, w.id`,
      [userId],
    );
    return rows.map(({ wishlistAddedAt, wishlistSize, ...product }) => ({ product: product as ProductRow, addedAt: new Date(wishlistAddedAt), size: wishlistSize }));
  }

  /**
   * Adds a product (already there: no change, but a size given replaces the one
   * followed). Unknown products are NOT_FOUND; a full list is refused. `size`
   * (clothing) follows that size for back-in-stock alerts; it must be one the
   * piece comes in.
   */
  async add(userId: number, rawProductId: string, rawSize?: string | null): Promise<WishlistItemData[]> {
    const size = typeof rawSize === 'string' && rawSize.trim() !== '' ? rawSize.trim() : null;
    const productId = parseProductId(String(rawProductId).trim());
    if (productId === null) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
    return this.em.transactional(async (tx) => {
      await this.lockList(tx, userId);
      const [product] = await tx.execute<{ id: number; sizes: string[] }[]>('select id, sizes from product where id = ?', [productId]);
      if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
      if (size !== null && !product.sizes.includes(size)) throw new AppError('BAD_USER_INPUT', WISHLIST_MESSAGES.unknownSize);
      const [state] = await tx.execute<{ count: number; present: boolean }[]>(
        'select count(*)::int as count, bool_or(product_id = ?) as present from wishlist_entry where user_id = ?',
        [productId, userId],
      );
      if (!state.present) {
        if (state.count >= WISHLIST_LIMIT) throw new AppError('BAD_USER_INPUT', WISHLIST_MESSAGES.full);
        await tx.execute('insert into wishlist_entry (user_id, product_id, size, added_at) values (?, ?, ?, clock_timestamp())', [userId, productId, size]);
      } else if (size !== null) {
        await tx.execute('update wishlist_entry set size = ? where user_id = ? and product_id = ?', [size, userId, productId]);
      }
      return this.list(userId, tx);
    });
  }

  /** Removes a product; one that is not on the list is no error (a second click, another device). */
  async remove(userId: number, rawProductId: string): Promise<WishlistItemData[]> {
    const productId = parseProductId(String(rawProductId).trim());
    if (productId !== null) await this.em.execute('delete from wishlist_entry where user_id = ? and product_id = ?', [userId, productId]);
    return this.list(userId);
  }

  /**
   * At sign-in: the browser's list joins the account's. Pieces on both are
   * kept once (with the account's date); the browser's others are added in
   * their order, while there is room; products that no longer exist are skipped.
   */
  async merge(userId: number, rawProductIds: readonly string[]): Promise<WishlistItemData[]> {
    if (rawProductIds.length > WISHLIST_LIMIT) throw new AppError('BAD_USER_INPUT', WISHLIST_MESSAGES.tooMany);
    const ids = productIds(rawProductIds);
    return this.em.transactional(async (tx) => {
      await this.lockList(tx, userId);
      if (ids.length > 0) {
        await tx.execute(
          `insert into wishlist_entry (user_id, product_id, added_at)
           select ?, p.id, clock_timestamp() + make_interval(secs => wanted.position / 1000000.0)
             from unnest(?::int[]) with ordinality as wanted(id, position)
             join product p on p.id = wanted.id
            where not exists (select 1 from wishlist_entry w where w.user_id = ? and w.product_id = p.id)
            order by wanted.position
            limit greatest(0, ? - (select count(*) from wishlist_entry w where w.user_id = ?))
           on conflict (user_id, product_id) do nothing`,
          [userId, `{${ids.join(',')}}`, userId, WISHLIST_LIMIT, userId],
        );
      }
      return this.list(userId, tx);
    });
  }

  /** One change to a customer's list at a time, so the limit holds under parallel requests. */
  private async lockList(tx: EntityManager, userId: number): Promise<void> {
    await tx.execute('select id from app_user where id = ? for update', [userId]);
  }
}
