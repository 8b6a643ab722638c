/** Spec: the home page shows at most 4 featured products. */
export const FEATURED_LIMIT = 4;
