import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useMergeCartMutation, useSaveCartMutation } from '../../gql/hooks';
import { forgetCheckoutDataUnlessFor } from '../../lib/checkout-session-state';
import { cartLines } from '../../lib/shop-lists/cart-actions';
import { CART_UPDATED_EVENT, cartAtom, type CartItem } from '../../lib/shop-lists';
import { cartItemOf } from '../../lib/shop-lists/cart-state';
import { mergeLeavingOutRefused } from './merge-refused-lines';

const SAVE_DELAY_MS = 600;

const toItems = (items: unknown) => cartLines(items).map((item) => ({ productId: item.id, quantity: item.quantity, size: item.size ?? null }));

/**
 * For a signed-in customer: once per page load the browser's cart is merged
 * with the one kept on the server (so it follows them across devices, with
 * current prices), and every later change is saved back.
 */
export default function CartServerSync() {
  const store = useStore();
  const [mergeCart] = useMergeCartMutation();
  const [saveCart] = useSaveCartMutation();

  useEffect(() => {
    let merged = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const local = cartLines(store.get(cartAtom));
    void mergeLeavingOutRefused(async (items) => (await mergeCart({ variables: { items } })).data, toItems(local))
      .then(({ merged: data, leftOut }) => {
        if (!data) return;
        const items: CartItem[] = data.mergeCart.map(cartItemOf);
        // Lines the server would not merge (no size) stay in this browser; checkout asks for a size.
        const cart = [...items, ...local.filter((line) => leftOut.includes(line.id))];
        store.set(cartAtom, cart);
        forgetCheckoutDataUnlessFor(cart);
        window.dispatchEvent(new Event(CART_UPDATED_EVENT));
      })
      .catch(() => undefined)
      .finally(() => {
        merged = true;
      });
    const unsubscribe = store.sub(cartAtom, () => {
      if (!merged) return;
      clearTimeout(timer);
      timer = setTimeout(() => void saveCart({ variables: { items: toItems(store.get(cartAtom)) } }).catch(() => undefined), SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, mergeCart, saveCart]);

  return null;
}
