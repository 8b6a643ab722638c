import type { CartItem } from './cart-state';
import type { ListProduct } from './list-product';

/**
 * Adds a line, or raises the quantity of the line with the same product and
 * size (storefront.md §4: the chosen size for clothing, default quantity 1).
 */
export function addToCartItems(items: unknown, p: ListProduct, options: { size?: string; quantity?: number } = {}): CartItem[] {
  const current: CartItem[] = Array.isArray(items) ? items.filter((item) => item && typeof item === 'object') : [];
  const quantity = Math.max(1, Math.floor(Number(options.quantity ?? 1)) || 1);
  const size = options.size || undefined;
  const index = current.findIndex((item) => String(item.id) === p.id && (item.size || undefined) === size);
  if (index >= 0) {
    return current.map((item, i) => (i === index ? { ...item, quantity: (Number(item.quantity) || 0) + quantity } : item));
  }
  const line: CartItem = { id: p.id, name: p.name, brand: p.brand, price: p.price, imageUrl: p.imageUrl, quantity };
  if (size) line.size = size;
  return [...current, line];
}
