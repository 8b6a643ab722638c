import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router';
import { checkoutDataFromCart, readCheckoutData, writeCheckoutData } from '../../lib/checkout-data';
import { cartAtom } from '../../lib/shop-lists';

/**
 * Proceed to Checkout: stores the cart items and total in session storage
 * (accounts-support-info.md §2) and goes to /checkout. An earlier unpaid
 * checkout's number and token are kept, so the server can give its stock back.
 */
export function useProceedToCheckout(onLeave?: () => void) {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(() => {
    const previous = readCheckoutData();
    const pending = previous.status === 'ok' ? { orderNumber: previous.data.orderNumber, orderToken: previous.data.orderToken } : {};
    writeCheckoutData({ ...checkoutDataFromCart(store.get(cartAtom)), ...pending });
    onLeave?.();
    navigate('/checkout');
  }, [store, navigate, onLeave]);
}
