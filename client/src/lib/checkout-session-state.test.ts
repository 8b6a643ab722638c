import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_DATA_KEY, checkoutDataFromCart, writeCheckoutData } from './checkout-data';
import { checkoutDataFor, clearCheckoutData, forgetCheckoutDataUnlessFor, PENDING_CHECKOUT_KEY, readPendingCheckout, sameLines } from './checkout-session-state';

const rolex = { id: '3', name: 'Submariner Date', brand: 'Rolex', price: 4_225_000, imageUrl: '/i/3', quantity: 2 };
const cartier = { id: '9', name: 'Santos', brand: 'Cartier', price: 715_000, imageUrl: '/i/9', quantity: 1 };

/** A session storage of this test's own (the tests run in Node). */
function fakeSessionStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

beforeEach(() => {
  (globalThis as { window?: unknown }).window = { sessionStorage: fakeSessionStorage() };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const stored = (key: string) => (globalThis as unknown as { window: { sessionStorage: Storage } }).window.sessionStorage.getItem(key);

describe('checkout data follows the cart (issue 32)', () => {
  it('lines are the same when product, size, quantity and price agree, in any order', () => {
    expect(sameLines([rolex, cartier], [cartier, rolex])).toBe(true);
    expect(sameLines([rolex], [{ ...rolex, quantity: 1 }])).toBe(false);
    expect(sameLines([rolex], [{ ...rolex, price: 1 }])).toBe(false);
    expect(sameLines([{ ...cartier, size: 'M' }], [{ ...cartier, size: 'L' }])).toBe(false);
    expect(sameLines([], [cartier])).toBe(false);
  });

  it('stored data is used only for the cart it was taken from', () => {
    writeCheckoutData(checkoutDataFromCart([rolex], 1));
    expect(checkoutDataFor([rolex])?.cartItems).toEqual([rolex]);
    expect(checkoutDataFor([cartier])).toBeNull();
  });

  it('a cart change clears it, keeping the unpaid checkout to replace; paying forgets both', () => {
    writeCheckoutData({ ...checkoutDataFromCart([rolex], 1), orderNumber: 'AUR-ABCDEFGH', orderToken: 'tok' });
    forgetCheckoutDataUnlessFor([rolex]);
    expect(stored(CHECKOUT_DATA_KEY)).not.toBeNull();
    forgetCheckoutDataUnlessFor([cartier]);
    expect(stored(CHECKOUT_DATA_KEY)).toBeNull();
    expect(readPendingCheckout()).toEqual({ number: 'AUR-ABCDEFGH', token: 'tok' });

    writeCheckoutData(checkoutDataFromCart([cartier], 2));
    clearCheckoutData({ forgetPending: true });
    expect(stored(CHECKOUT_DATA_KEY)).toBeNull();
    expect(stored(PENDING_CHECKOUT_KEY)).toBeNull();
  });
});
