/**
 * The size a sized product starts with wherever it can be put in the cart (product page, quick view,
 * a listing card's button): the first available size, else the first size. A product with sizes always
 * has one chosen — the spec's "choosing one is not enforced" means the shopper is never stopped with an
 * error, not that a line goes without a size (the server refuses one: cart-pricing.ts). None for products
 * without sizes.
 */
export function defaultSize(product: { sizes?: readonly string[] | null; availableSizes?: readonly string[] | null }): string | undefined {
  return product.availableSizes?.[0] ?? product.sizes?.[0] ?? undefined;
}
