import { useCallback, useMemo } from 'react';
import { useStore } from 'jotai';
import { removeCartLine, setCartQuantity } from './cart-actions';
import { forgetCheckoutDataUnlessFor } from '../checkout-session-state';
import { CART_UPDATED_EVENT, cartAtom, type CartItem } from './cart-state';

/** Changes the stored cart and broadcasts the cart-updated event after each change (storefront.md §4); checkout data of another cart is cleared. */
export function useCartActions() {
  const store = useStore();
  const write = useCallback(
    (next: CartItem[]) => {
      store.set(cartAtom, next);
      forgetCheckoutDataUnlessFor(next);
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    },
    [store],
  );
  return useMemo(
    () => ({
      setQuantity: (key: string, quantity: number) => write(setCartQuantity(store.get(cartAtom), key, quantity)),
      remove: (key: string) => write(removeCartLine(store.get(cartAtom), key)),
      empty: () => write([]),
    }),
    [store, write],
  );
}
