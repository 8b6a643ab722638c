/** What each overview figure means, shown beside it on hover and focus (the server's schema says the same). */
export const FIGURE_DEFINITIONS = {
  gross: 'Gross sales: the totals (VAT and delivery included) of the orders paid in the period.',
  refunds: 'Refunds: the sum of every refund made in the period — partial or whole, cancellations included — counted when it was made, whenever the order was paid.',
  net: 'Net sales: gross sales less refunds, both in the period.',
  gmv: 'GMV (gross merchandise value): what marketplace buyers paid in the period — asking price plus insured delivery — before refunds, from the ledger.',
  commission: 'Commission earned: the marketplace’s commission credited when escrow was released to sellers in the period, from the ledger.',
  escrow: 'Held in escrow: buyers’ payments the marketplace holds now, until each watch is accepted or refunded (the ledger’s funds-held balance).',
} as const;
