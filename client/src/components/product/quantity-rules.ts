/** Quantity is a whole number from 1 (storefront.md §5) up to `max`; anything unreadable becomes 1. */
export function clampQuantity(value: number, max: number): number {
  const whole = Math.floor(value);
  if (!Number.isFinite(whole) || whole < 1) return 1;
  return Math.min(whole, Math.max(1, max));
}
