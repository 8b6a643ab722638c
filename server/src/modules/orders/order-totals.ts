/** accounts-support-info.md §9: prices include VAT at 20 %. */
export const VAT_RATE_PERCENT = 20;

/** storefront.md §9: the checkout shows shipping 0 for every order; the total equals the subtotal. */
export const CHECKOUT_SHIPPING_PENCE = 0;

export interface PricedLine {
  unitPricePence: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalPence: number;
  shippingPence: number;
  /** The VAT contained in the total: total × 20/120, to the nearest penny. */
  vatPence: number;
  totalPence: number;
}

export function lineTotal(line: PricedLine): number {
  return line.unitPricePence * line.quantity;
}

/** The VAT included in a VAT-inclusive amount. */
export function includedVat(grossPence: number): number {
  return Math.round((grossPence * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

export function orderTotals(lines: PricedLine[]): OrderTotals {
  const subtotalPence = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const totalPence = subtotalPence + CHECKOUT_SHIPPING_PENCE;
  return { subtotalPence, shippingPence: CHECKOUT_SHIPPING_PENCE, vatPence: includedVat(totalPence), totalPence };
}
