const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Money is integer pence everywhere; this is the one place it becomes pounds. */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}
