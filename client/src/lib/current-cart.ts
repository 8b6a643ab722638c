import type { createStore } from 'jotai';
import { MergeCartText } from '../gql/texts/MergeCart';
import { requestGraphql } from './graphql-request';
import { hasSessionHint } from './session-hint';
import { cartLines } from './shop-lists/cart-actions';
import { CART_UPDATED_EVENT, cartAtom, cartItemOf, type CartItem } from './shop-lists/cart-state';

type Store = ReturnType<typeof createStore>;

/**
 * The cart the checkout prices (issue 32): for a signed-in customer the
 * account's cart on the server, merged with this browser's as at every page
 * load (cart-server-sync.tsx) and written back to the browser; for a guest
 * (or when the server cannot be asked) the browser's own cart.
 */
export async function currentCart(store: Store): Promise<CartItem[]> {
  const browser = cartLines(store.get(cartAtom));
  if (!hasSessionHint()) return browser;
  try {
    const items = browser.map((item) => ({ productId: item.id, quantity: item.quantity, size: item.size ?? null }));
    const merged = (await requestGraphql(MergeCartText, { items })).mergeCart.map(cartItemOf);
    store.set(cartAtom, merged);
    window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    return merged;
  } catch {
    return browser;
  }
}
