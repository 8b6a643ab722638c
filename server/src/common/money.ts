/** Money is held as integer pence everywhere; pounds appear only at the REST edge and in formatted text. */
export const CURRENCY = 'GBP';

const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY });

export function formatPence(pence: number): string {
  return formatter.format(pence / 100);
}

export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}
