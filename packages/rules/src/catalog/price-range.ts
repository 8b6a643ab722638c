/** The filter panel's price input default ceiling (clothing's; watches pass 100000). */
export const PANEL_DEFAULT_PRICE_CEILING = 50_000;

export interface PriceRange {
  /** Pounds. */
  min: number;
  /** Pounds. */
  max: number;
}

type PriceInput = string | number | null | undefined;

function parse(value: PriceInput): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/[£,\s]/g, '');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? Math.round(number) : null;
}

/**
 * The dedicated-listing price rules (storefront.md §5): blank values fall back
 * to 0 and the ceiling, min floors at 0, max caps at the ceiling, and a min
 * above the max resets min to 0.
 */
export function normalisePriceRange(min: PriceInput, max: PriceInput, ceiling = PANEL_DEFAULT_PRICE_CEILING): PriceRange {
  const low = Math.max(0, parse(min) ?? 0);
  const high = Math.max(0, Math.min(ceiling, parse(max) ?? ceiling));
  return { min: low > high ? 0 : low, max: high };
}

export const isFullPriceRange = (range: PriceRange, ceiling: number) => range.min <= 0 && range.max >= ceiling;
