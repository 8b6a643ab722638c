/**
 * Staff type prices in pounds ("1,250" or "1250.50"); the server holds pence.
 * Returns null for blank, NaN for text that is not an amount.
 */
export function poundsToPence(text: string | undefined | null): number | null {
  const cleaned = (text ?? '').replace(/[£,\s]/g, '');
  if (!cleaned) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Pence as the form shows them: 125000 → "1250.00". */
export function penceToPounds(pence: number | null | undefined): string {
  if (pence == null) return '';
  return (pence / 100).toFixed(2);
}
