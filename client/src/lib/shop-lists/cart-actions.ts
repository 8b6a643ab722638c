import type { CartItem } from './cart-state';

/** A cart line is one product in one size. */
export function cartLineKey(item: Pick<CartItem, 'id' | 'size'>): string {
  return `${item.id}|${item.size ?? ''}`;
}

/** The usable lines of whatever is stored: objects with an id, a price and a positive whole quantity. */
export function cartLines(items: unknown): CartItem[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter((item): item is CartItem => Boolean(item) && typeof item === 'object' && item.id != null && Number.isFinite(Number(item.price)))
    .map((item) => ({ ...item, id: String(item.id), price: Number(item.price), quantity: Math.floor(Number(item.quantity)) }))
    .filter((item) => item.quantity > 0);
}

/** accounts-support-info.md §2: a quantity at 0 or below removes the line. */
export function setCartQuantity(items: unknown, key: string, quantity: number): CartItem[] {
  const whole = Math.floor(quantity);
  const lines = cartLines(items);
  if (!Number.isFinite(whole) || whole <= 0) return lines.filter((item) => cartLineKey(item) !== key);
  return lines.map((item) => (cartLineKey(item) === key ? { ...item, quantity: whole } : item));
}

export function removeCartLine(items: unknown, key: string): CartItem[] {
  return cartLines(items).filter((item) => cartLineKey(item) !== key);
}

/** Sum of price × quantity, in pence. */
export function cartTotal(items: unknown): number {
  return cartLines(items).reduce((sum, item) => sum + item.price * item.quantity, 0);
}
