import { atom } from 'jotai';
import { persistentAtom } from '../storage';

/** A line of the locally stored cart (storefront.md §3); price in pence. */
export interface CartItem {
  id: string;
  name: string;
  brand: string;
  price: number;
  imageUrl: string;
  size?: string;
  quantity: number;
}

/** A line of the account's cart as the server answers it (`mergeCart`, `saveCart`). */
export interface ServerCartLine {
  productId: string;
  name: string;
  brand: string;
  price: { amount: number };
  imageUrl: string;
  quantity: number;
  size?: string | null;
}

/** The browser's cart line for a line of the account's cart. */
export function cartItemOf(line: ServerCartLine): CartItem {
  return { id: line.productId, name: line.name, brand: line.brand, price: line.price.amount, imageUrl: line.imageUrl, quantity: line.quantity, ...(line.size ? { size: line.size } : {}) };
}

/**
 * Broadcast after any cart change (storefront.md §4). Listening to it as well
 * keeps the header in step with code that writes the cart without this atom.
 */
export const CART_UPDATED_EVENT = 'aurum:cart-updated';

export const cartAtom = persistentAtom<CartItem[]>('cart', [], [CART_UPDATED_EVENT]);

/** Sum of quantities; tolerant of hand-edited or legacy values in storage. */
export const cartCountAtom = atom((get) => {
  const items = get(cartAtom);
  if (!Array.isArray(items)) return 0;
  return items.reduce((sum, item) => {
    const quantity = Number(item?.quantity);
    return Number.isFinite(quantity) && quantity > 0 ? sum + Math.floor(quantity) : sum;
  }, 0);
});

/** The badge caps at '99+'. */
export function formatCartCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
