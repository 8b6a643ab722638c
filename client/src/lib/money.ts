/*
 * Pounds and counts written by hand in the en-GB style, not with Intl: the first Intl formatter a page creates
 * loads the browser's locale data, ~100 ms of a phone's main thread while the page becomes interactive
 * (issue 17). money.test.ts checks every format against Intl's.
 */

/** "1234567" → "1,234,567" (digits only). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole number as en-GB writes it: 12,345; -1,200. Non-integers are rounded. */
export function formatCount(value: number): string {
  const rounded = Math.round(value);
  return (rounded < 0 ? '-' : '') + groupThousands(String(Math.abs(rounded)));
}

/** Whole pounds, as filters show them: £12,500. */
export const formatPounds = (pounds: number) => `£${formatCount(pounds)}`;

/** A price slider's value: £12,500, and £100,000+ at its open top end `max`. */
export const formatSliderPounds = (pounds: number, max: number) => `${formatPounds(pounds)}${pounds === max ? '+' : ''}`;

/** Money is integer pence everywhere; this is the one place it becomes pounds: £1,234.50, -£5.00. */
export function formatPence(pence: number): string {
  const whole = Math.round(Math.abs(pence));
  const pounds = groupThousands(String(Math.floor(whole / 100)));
  const rest = String(whole % 100).padStart(2, '0');
  return `${pence < 0 && whole > 0 ? '-' : ''}£${pounds}.${rest}`;
}
