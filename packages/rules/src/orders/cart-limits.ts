/** How much one cart may hold: lines, and units of one line. */
export const CART_LIMITS = { maxLines: 50, maxQuantity: 99 } as const;
