import { cartLineKey, cartLines } from './shop-lists/cart-actions';
import { CHECKOUT_DATA_KEY, type CheckoutData, readCheckoutData } from './checkout-data';
import { STORAGE_PREFIX } from './storage';

/*
 * Issue 32: the checkout charges the cart on screen. The checkout data kept in
 * session storage is a copy of the cart taken when the shopper proceeded; it
 * is used only while its lines equal the cart's, and it is cleared after
 * payment and whenever the cart changes. The unpaid checkout it started is
 * remembered apart (number and token), so the next checkout can give its
 * stock back rather than hold it twice.
 */

/** The unpaid checkout this tab started last: the server releases its stock when it is replaced. */
export const PENDING_CHECKOUT_KEY = `${STORAGE_PREFIX}pending_checkout`;

export interface PendingCheckout {
  number: string;
  token: string;
}

const lineSignature = (items: unknown) =>
  cartLines(items)
    .map((item) => `${cartLineKey(item)}|${item.quantity}|${item.price}`)
    .sort()
    .join(',');

/** Same products, sizes, quantities and prices, in any order. */
export function sameLines(a: unknown, b: unknown): boolean {
  return lineSignature(a) === lineSignature(b);
}

/** The stored checkout data, only when it still describes this cart. */
export function checkoutDataFor(cart: unknown): CheckoutData | null {
  const stored = readCheckoutData();
  return stored.status === 'ok' && sameLines(stored.data.cartItems, cart) ? stored.data : null;
}

export function readPendingCheckout(): PendingCheckout | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(PENDING_CHECKOUT_KEY) ?? 'null') as Partial<PendingCheckout> | null;
    return value && typeof value.number === 'string' && typeof value.token === 'string' ? { number: value.number, token: value.token } : null;
  } catch {
    return null;
  }
}

export function rememberPendingCheckout(pending: PendingCheckout): void {
  try {
    window.sessionStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(pending));
  } catch (error) {
    console.warn('Could not write the pending checkout to sessionStorage', error);
  }
}

/**
 * Removes the checkout data: when the cart changes, keeping its unpaid checkout's number and token to replace it later;
 * with forgetPending (paid, or replaced by a new checkout), forgetting that too.
 */
export function clearCheckoutData(options: { forgetPending?: boolean } = {}): void {
  try {
    const stored = readCheckoutData();
    if (!options.forgetPending && stored.status === 'ok' && stored.data.orderNumber && stored.data.orderToken) {
      rememberPendingCheckout({ number: stored.data.orderNumber, token: stored.data.orderToken });
    }
    window.sessionStorage.removeItem(CHECKOUT_DATA_KEY);
    if (options.forgetPending) window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch (error) {
    console.warn('Could not clear checkout data in sessionStorage', error);
  }
}

/** The cart changed: checkout data taken from another cart is cleared. */
export function forgetCheckoutDataUnlessFor(cart: unknown): void {
  const stored = readCheckoutData();
  if (stored.status === 'missing' || (stored.status === 'ok' && sameLines(stored.data.cartItems, cart))) return;
  clearCheckoutData();
}
