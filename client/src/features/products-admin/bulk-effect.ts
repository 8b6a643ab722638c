import { formatPence } from '../../lib/money';

export interface PricedRow {
  price: { amount: number };
  salePrice: { amount: number } | null;
  stock: number;
}

/** The server's sale price: `percent` off, rounded to the penny, always below the price. */
export const salePriceFor = (pricePence: number, percent: number) => Math.max(1, Math.min(pricePence - 1, Math.round((pricePence * (100 - percent)) / 100)));

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** "12 products, average −50 %, from £… to £…": what a bulk sale will do to the prices shoppers pay. */
export function saleEffect(rows: PricedRow[], percent: number): string {
  const now = rows.reduce((sum, row) => sum + (row.salePrice?.amount ?? row.price.amount), 0);
  const after = rows.reduce((sum, row) => sum + salePriceFor(row.price.amount, percent), 0);
  const average = now > 0 ? Math.round(((after - now) / now) * 100) : 0;
  return `${plural(rows.length, 'product')}, average ${average <= 0 ? '−' : '+'}${Math.abs(average)} %, from ${formatPence(now)} to ${formatPence(after)} in all.`;
}

/** "Shoppers will pay £3,500.00 instead of £5,000.00 (−30 %).": one product's price change, before it is saved. */
export function priceChangeEffect(fromPence: number, toPence: number): string {
  const percent = Math.round(((toPence - fromPence) / Math.max(1, fromPence)) * 100);
  const signed = `${percent < 0 ? '−' : percent > 0 ? '+' : ''}${Math.abs(percent)} %`;
  return `Shoppers will pay ${formatPence(toPence)} instead of ${formatPence(fromPence)} (${signed}).`;
}

/** "3 products, +5 units each: from 12 to 27 units in all." */
export function restockEffect(rows: PricedRow[], units: number): string {
  const now = rows.reduce((sum, row) => sum + row.stock, 0);
  return `${plural(rows.length, 'product')}, +${units} ${units === 1 ? 'unit' : 'units'} each: from ${now} to ${now + units * rows.length} units in all.`;
}
