/** The two prices a product row carries (pence). */
interface Priced {
  pricePence: number;
  salePricePence?: number | null;
}

/** On sale: a sale price is set and below the list price (the SALE badge). */
export function isOnSale(product: Priced): boolean {
  return product.salePricePence != null && product.salePricePence < product.pricePence;
}

/**
 * What a shopper pays for the product now: the sale price while it is on sale, else the list price. The one rule
 * for the price shown (`currentPrice`) and the price checkout charges, so the two cannot differ.
 */
export function currentPricePence(product: Priced): number {
  return isOnSale(product) ? product.salePricePence! : product.pricePence;
}
