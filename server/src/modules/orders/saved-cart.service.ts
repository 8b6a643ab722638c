import type { EntityManager } from '@mikro-orm/postgresql';
import { Product } from '../catalog/product.entity';
import { CART_LIMITS } from '@aurum/rules/orders/cart-limits';
import { assertSizeFits, type CartItemRequest } from './cart-pricing';
import { currentPricePence } from '../catalog/product-price';
import { type SavedCartLine, SavedCart } from './saved-cart.entity';

/** A cart line as shown to the customer: the catalogue's current name, brand, image and price. */
export interface CartLineView {
  productId: number;
  name: string;
  brand: string;
  imageUrl: string;
  /** Price paid now (sale price while on sale), pence. */
  unitPricePence: number;
  size: string | null;
  quantity: number;
}

const lineKey = (line: { productId: number; size?: string | null }) => `${line.productId}|${line.size ?? ''}`;

/** Whole quantities from 1 to 99, one line per product and size, at most 50 lines. */
export function cleanLines(items: CartItemRequest[]): SavedCartLine[] {
  const lines = new Map<string, SavedCartLine>();
  for (const item of items) {
    if (!Number.isInteger(item.productId) || item.productId <= 0 || !Number.isFinite(item.quantity)) continue;
    const quantity = Math.min(CART_LIMITS.maxQuantity, Math.floor(item.quantity));
    if (quantity < 1) continue;
    const line = { productId: item.productId, size: item.size?.trim() || null, quantity };
    const existing = lines.get(lineKey(line));
    lines.set(lineKey(line), existing ? { ...line, quantity: Math.max(existing.quantity, quantity) } : line);
  }
  return [...lines.values()].slice(0, CART_LIMITS.maxLines);
}

/**
 * Signing in on a device that has its own cart: lines on both sides are
 * kept once, with the larger quantity (the same cart synced earlier must not
 * double); lines on one side only are kept as they are.
 */
export function mergeLines(saved: SavedCartLine[], browser: SavedCartLine[]): SavedCartLine[] {
  const merged = new Map(saved.map((line) => [lineKey(line), line]));
  for (const line of browser) {
    const existing = merged.get(lineKey(line));
    merged.set(lineKey(line), existing ? { ...existing, quantity: Math.max(existing.quantity, line.quantity) } : line);
  }
  return [...merged.values()].slice(0, CART_LIMITS.maxLines);
}

/** The signed-in customer's cart on the server. */
export class SavedCartService {
  constructor(private readonly em: EntityManager) {}

  async get(userId: number): Promise<CartLineView[]> {
    const cart = await this.em.findOne(SavedCart, { userId });
    return this.view(cart?.lines ?? []);
  }

  /**
   * Merges the browser's cart into the saved one (at sign-in) and returns the result. A line of a
   * sized product without one of its sizes is refused (BAD_USER_INPUT), as at checkout.
   */
  async merge(userId: number, items: CartItemRequest[]): Promise<CartLineView[]> {
    const browserLines = cleanLines(items);
    await this.assertSizes(browserLines);
    return this.em.transactional(async (tx) => {
      await tx.execute(`insert into saved_cart (user_id, lines, updated_at) values (?, '[]', now()) on conflict (user_id) do nothing`, [userId]);
      const [row] = await tx.execute<{ lines: SavedCartLine[] }[]>('select lines from saved_cart where user_id = ? for update', [userId]);
      const lines = mergeLines(row?.lines ?? [], browserLines);
      await tx.execute('update saved_cart set lines = ?, updated_at = now() where user_id = ?', [JSON.stringify(lines), userId]);
      return this.view(lines, tx);
    });
  }

  /** Replaces the saved cart with the browser's (after each change while signed in). */
  async replace(userId: number, items: CartItemRequest[]): Promise<void> {
    await this.em.execute(
      `insert into saved_cart (user_id, lines, updated_at) values (?, ?, now())
       on conflict (user_id) do update set lines = excluded.lines, updated_at = now()`,
      [userId, JSON.stringify(cleanLines(items))],
    );
  }

  private async assertSizes(lines: SavedCartLine[]): Promise<void> {
    if (lines.length === 0) return;
    const products = await this.em.find(Product, { id: { $in: [...new Set(lines.map((line) => line.productId))] } }, { fields: ['id', 'name', 'sizes'] });
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const line of lines) {
      const product = byId.get(line.productId);
      if (product) assertSizeFits(product, line.size);
    }
  }

  /** Lines of products that still exist, with their current details; sizes that no longer exist, and sized products without one, are dropped. */
  private async view(lines: SavedCartLine[], em: EntityManager = this.em): Promise<CartLineView[]> {
    if (lines.length === 0) return [];
    const products = await em.find(Product, { id: { $in: [...new Set(lines.map((line) => line.productId))] } });
    const byId = new Map(products.map((product) => [product.id, product]));
    return lines.flatMap((line) => {
      const product = byId.get(line.productId);
      if (!product || (line.size ? !product.sizes.includes(line.size) : product.sizes.length > 0)) return [];
      return [{
        productId: product.id,
        name: product.name,
        brand: product.brand,
        imageUrl: product.imageUrl,
        unitPricePence: currentPricePence(product),
        size: line.size,
        quantity: line.quantity,
      }];
    });
  }
}
