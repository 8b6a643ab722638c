/** storefront.md §8: the checkout's words for a cart it cannot take (the client's toasts say the same). */
export const CART_MESSAGES = {
  empty: 'Your cart is empty. Please add items before checking out.',
  invalidTotal: 'Your cart total is invalid. Please add items to your cart and try again.',
  unavailable: 'Some items in your cart are no longer available. Please review your cart.',
} as const;
