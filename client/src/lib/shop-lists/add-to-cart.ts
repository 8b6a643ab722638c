import { useCallback } from 'react';
import { useStore } from 'jotai';
import { forgetCheckoutDataUnlessFor } from '../checkout-session-state';
import { CART_UPDATED_EVENT, cartAtom } from './cart-state';
import { addToCartItems } from './cart-rules';
import { useProductInteractions } from './interactions';
import type { ListProduct } from './list-product';

/**
 * Writes aurum_cart (same id and size merge) and broadcasts the cart-updated
 * event. Throws if the cart cannot be updated, so callers can show their own
 * failure toast (the texts differ per page, storefront.md §4).
 */
export function useAddToCart() {
  const store = useStore();
  const { recordCartAdd } = useProductInteractions();
  return useCallback(
    (p: ListProduct, options?: { size?: string; quantity?: number }) => {
      store.set(cartAtom, addToCartItems(store.get(cartAtom), p, options));
      forgetCheckoutDataUnlessFor(store.get(cartAtom));
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
      recordCartAdd(p.id);
    },
    [store, recordCartAdd],
  );
}
