import { cartLines, cartTotal } from './shop-lists/cart-actions';
import type { CartItem } from './shop-lists/cart-state';
import { STORAGE_PREFIX } from './storage';

/** storefront.md §3: checkout data lives in session storage, under the shop's prefix. */
export const CHECKOUT_DATA_KEY = `${STORAGE_PREFIX}checkout_data`;

export interface ShippingAddress {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 code, e.g. GB. */
  country: string;
}

/**
 * storefront.md §3: cartItems, cartTotal, timestamp, then email, phone,
 * orderNumber and shippingAddress once known; the confirmation also reads
 * items and orderTotal. orderToken is the server's key to the order. Money in pence.
 */
export interface CheckoutData {
  cartItems: CartItem[];
  cartTotal: number;
  timestamp: number;
  email?: string;
  phone?: string;
  orderNumber?: string;
  orderToken?: string;
  shippingAddress?: ShippingAddress;
  items?: CartItem[];
  orderTotal?: number;
}

export type CheckoutDataRead = { status: 'missing' } | { status: 'unreadable' } | { status: 'ok'; data: CheckoutData };

export function checkoutDataFromCart(items: unknown, now = Date.now()): CheckoutData {
  const lines = cartLines(items);
  return { cartItems: lines, cartTotal: cartTotal(lines), timestamp: now };
}

/** Parses the stored text: absent, unreadable (not JSON, or not the expected shape), or the data. */
export function parseCheckoutData(raw: string | null): CheckoutDataRead {
  if (raw === null) return { status: 'missing' };
  try {
    const value = JSON.parse(raw) as Partial<CheckoutData> | null;
    if (!value || typeof value !== 'object' || !Array.isArray(value.cartItems)) return { status: 'unreadable' };
    return { status: 'ok', data: { ...value, cartItems: cartLines(value.cartItems), cartTotal: Number(value.cartTotal) } as CheckoutData };
  } catch {
    return { status: 'unreadable' };
  }
}

export function readCheckoutData(): CheckoutDataRead {
  try {
    return parseCheckoutData(window.sessionStorage.getItem(CHECKOUT_DATA_KEY));
  } catch (error) {
    console.warn('Could not read checkout data from sessionStorage', error);
    return { status: 'missing' };
  }
}

export function writeCheckoutData(data: CheckoutData): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_DATA_KEY, JSON.stringify(data));
  } catch (error) {
    console.warn('Could not write checkout data to sessionStorage', error);
  }
}

/** Adds to what is stored (or to a fresh record from the cart when nothing readable is). */
export function updateCheckoutData(patch: Partial<CheckoutData>, cart: unknown = []): CheckoutData {
  const current = readCheckoutData();
  const next = { ...(current.status === 'ok' ? current.data : checkoutDataFromCart(cart)), ...patch };
  writeCheckoutData(next);
  return next;
}
