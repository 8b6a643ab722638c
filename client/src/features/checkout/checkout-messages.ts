import { CART_MESSAGES } from '@aurum/rules/orders/cart-messages';

/** storefront.md §8: the checkout's toasts; a cart the server refuses in the server's own words (CART_MESSAGES). */
export const CHECKOUT_TOASTS = {
  emptyCart: { title: 'Empty Cart', description: CART_MESSAGES.empty },
  invalidTotal: { title: 'Checkout Error', description: CART_MESSAGES.invalidTotal },
  paymentSystem: { title: 'Payment System Error', description: 'Could not load payment system. Please try again.' },
  setupFailed: { title: 'Payment Setup Failed', description: 'Could not set up payment. Please try again.' },
  paymentFailed: { title: 'Payment Failed', description: 'An error occurred during payment' },
} as const;

/** The inline message under Pay Now when a payment fails without a message of its own. */
export const INLINE_PAYMENT_FAILED = 'Payment failed';

/** storefront.md §7: raised when the config or the intent answer lacks what the checkout needs. */
export const MISSING_PUBLISHABLE_KEY = 'Stripe publishable key not found';
export const MISSING_CLIENT_SECRET = 'No client secret returned from server';

export const PAYMENTS_UNAVAILABLE = 'Card payments are unavailable right now: the secure payment form could not be loaded. Please check your connection and try again later.';
