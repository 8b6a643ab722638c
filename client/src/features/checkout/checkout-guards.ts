import type { CheckoutData } from '../../lib/checkout-data';
import { CHECKOUT_TOASTS } from './checkout-messages';
import type { ApiError } from '../../lib/api-error';

export type ToastText = { title: string; description: string };

/** storefront.md §5: the cart must hold something and its total must be above 0. */
export function checkoutDataProblem(data: CheckoutData): ToastText | null {
  if (data.cartItems.length === 0) return CHECKOUT_TOASTS.emptyCart;
  if (!Number.isFinite(data.cartTotal) || data.cartTotal <= 0) return CHECKOUT_TOASTS.invalidTotal;
  return null;
}

/** When starting the payment fails: a total the server disagrees with is the spec's Checkout Error, anything else Payment Setup Failed. */
export function setupFailureToast(error: ApiError | null, fallbackMessage?: string): ToastText {
  if (error?.reason === 'TOTAL_MISMATCH') return CHECKOUT_TOASTS.invalidTotal;
  if (error?.reason === 'EMPTY_CART') return CHECKOUT_TOASTS.emptyCart;
  const description = error?.code === 'INTERNAL_SERVER_ERROR' ? undefined : (error?.message ?? fallbackMessage);
  return { title: CHECKOUT_TOASTS.setupFailed.title, description: description || CHECKOUT_TOASTS.setupFailed.description };
}
