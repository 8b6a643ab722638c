import type { EntityManager } from '@mikro-orm/postgresql';
import { CART_LIMITS } from '@aurum/rules/orders/cart-limits';
import { CART_MESSAGES } from '@aurum/rules/orders/cart-messages';
import { AppError } from '../../common/errors';
import { Product } from '../catalog/product.entity';
import { currentPricePence } from '../catalog/product-price';
import { orderTotals, type OrderTotals } from './order-totals';

/** What the browser may say about a cart line: which product, which size, how many. Never a price. */
export interface CartItemRequest {
  productId: number;
  quantity: number;
  size?: string | null;
}

export interface PricedCartLine {
  productId: number;
  name: string;
  brand: string;
  sku: string;
  imageUrl: string;
  size: string | null;
  quantity: number;
  unitPricePence: number;
  lineTotalPence: number;
}

/**
 * A product with sizes is bought in one of them; one without sizes takes none. The shop's
 * pages always choose one (the first available), so only a hand-made request meets this.
 */
export function assertSizeFits(product: { id: number; name: string; sizes: readonly string[] }, size: string | null | undefined): void {
  if (!size && product.sizes.length > 0) {
    throw new AppError('BAD_USER_INPUT', `Please choose a size for ${product.name}.`, { reason: 'SIZE_REQUIRED', productId: String(product.id) });
  }
  if (size && !product.sizes.includes(size)) {
    throw new AppError('BAD_USER_INPUT', `Size ${size} does not exist for ${product.name}.`, { reason: 'UNAVAILABLE', productId: String(product.id) });
  }
}

/** Same product and size → one line; quantities must be whole numbers from 1 to 99. */
export function normaliseCartItems(items: CartItemRequest[]): CartItemRequest[] {
  if (items.length === 0) throw new AppError('BAD_USER_INPUT', CART_MESSAGES.empty, { reason: 'EMPTY_CART' });
  if (items.length > CART_LIMITS.maxLines) throw new AppError('BAD_USER_INPUT', `A cart holds at most ${CART_LIMITS.maxLines} lines.`);
  const merged = new Map<string, CartItemRequest>();
  for (const item of items) {
    if (!Number.isInteger(item.productId) || item.productId <= 0) throw new AppError('BAD_USER_INPUT', CART_MESSAGES.unavailable, { reason: 'UNAVAILABLE' });
    if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new AppError('BAD_USER_INPUT', 'Each quantity must be a whole number of at least 1.');
    const size = item.size?.trim() || null;
    const key = `${item.productId}|${size ?? ''}`;
    const existing = merged.get(key);
    merged.set(key, { productId: item.productId, size, quantity: (existing?.quantity ?? 0) + item.quantity });
  }
  for (const item of merged.values()) {
    if (item.quantity > CART_LIMITS.maxQuantity) throw new AppError('BAD_USER_INPUT', `At most ${CART_LIMITS.maxQuantity} of one item per order.`);
  }
  return [...merged.values()];
}

/** Prices a cart from the catalogue: the price paid is the sale price while on sale. */
export async function priceCart(em: EntityManager, items: CartItemRequest[]): Promise<{ lines: PricedCartLine[]; totals: OrderTotals }> {
  const wanted = normaliseCartItems(items);
  const products = await em.find(Product, { id: { $in: [...new Set(wanted.map((item) => item.productId))] }, archivedAt: null });
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines = wanted.map((item): PricedCartLine => {
    const product = byId.get(item.productId);
    if (!product) throw new AppError('BAD_USER_INPUT', CART_MESSAGES.unavailable, { reason: 'UNAVAILABLE' });
    assertSizeFits(product, item.size);
    if (item.size && !product.availableSizes.includes(item.size)) {
      throw new AppError('CONFLICT', `Sorry, ${product.name} in size ${item.size} is sold out.`, { reason: 'OUT_OF_STOCK' });
    }
    const unitPricePence = currentPricePence(product);
    return {
      productId: product.id,
      name: product.name,
      brand: product.brand,
      sku: product.sku,
      imageUrl: product.imageUrl,
      size: item.size ?? null,
      quantity: item.quantity,
      unitPricePence,
      lineTotalPence: unitPricePence * item.quantity,
    };
  });
  return { lines, totals: orderTotals(lines) };
}
