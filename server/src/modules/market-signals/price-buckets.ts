import { BUCKET_DAYS, HISTORY_BUCKETS } from './signal-rules';

/** One recorded sale of a reference: the price paid and, when known, the ask it sold against. */
export interface Sale {
  /** Calendar date, YYYY-MM-DD. */
  soldOn: string;
  pricePence: number;
  askPence: number | null;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date (UTC, so no daylight-saving drift). */
export function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Monthly prices, newest first: bucket k holds the sales made 30k to
 * 30k + 29 days before the as-of date. `median` is the median price paid in
 * the bucket (null when nothing sold); `price` carries the last known median
 * forward through months without sales (null before the first sale).
 */
export interface MonthlyPrices {
  median: (number | null)[];
  price: (number | null)[];
  count: number[];
}

export function monthlyPrices(sales: readonly Sale[], asOfDay: number): MonthlyPrices {
  const prices: number[][] = Array.from({ length: HISTORY_BUCKETS }, () => []);
  for (const sale of sales) {
    const daysBefore = asOfDay - dayNumber(sale.soldOn);
    if (daysBefore < 0) continue;
    const bucket = Math.floor(daysBefore / BUCKET_DAYS);
    if (bucket < HISTORY_BUCKETS) prices[bucket]!.push(sale.pricePence);
  }
  const medians = prices.map(median);
  const carried = new Array<number | null>(HISTORY_BUCKETS).fill(null);
  let last: number | null = null;
  for (let k = HISTORY_BUCKETS - 1; k >= 0; k -= 1) {
    last = medians[k] ?? last;
    carried[k] = last;
  }
  return { median: medians, price: carried, count: prices.map((bucket) => bucket.length) };
}
