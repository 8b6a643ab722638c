import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router';
import { checkoutDataFromCart, writeCheckoutData } from '../../lib/checkout-data';
import { clearCheckoutData } from '../../lib/checkout-session-state';
import { cartAtom } from '../../lib/shop-lists';

/**
 * Proceed to Checkout: stores the cart items and total in session storage
 * (accounts-support-info.md §2) and goes to /checkout. An earlier unpaid
 * checkout's number and token are kept apart (checkout-session-state.ts), so
 * the server can give its stock back.
 */
export function useProceedToCheckout(onLeave?: () => void) {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(() => {
    clearCheckoutData();
    writeCheckoutData(checkoutDataFromCart(store.get(cartAtom)));
    onLeave?.();
    navigate('/checkout');
  }, [store, navigate, onLeave]);
}
