/** The marketplace's terms, exported so the pages show the same numbers the server applies. */

/** The marketplace's commission on the asking price, in basis points (1,000 = 10 %). */
export const MARKETPLACE_COMMISSION_BASIS_POINTS = 1_000;

/** Insured, signed-for delivery, added to every marketplace order (pence). */
export const INSURED_DELIVERY_PENCE = 4_500;

/** How long a started checkout holds the listing for its buyer. */
export const RESERVATION_MINUTES = 15;

/** The seller ships within this many business days of payment, or the order is cancelled and refunded. */
export const SHIP_WITHIN_BUSINESS_DAYS = 5;

/** After delivery the buyer has this long to accept or open a dispute; then the funds are released. */
export const INSPECTION_DAYS = 3;

export const commissionOn = (pricePence: number) => Math.round((pricePence * MARKETPLACE_COMMISSION_BASIS_POINTS) / 10_000);

const DAY_MS = 24 * 3600_000;

/** `days` business days after `from` (Saturdays and Sundays skipped, UTC), at the same time of day. */
export function addBusinessDays(from: Date, days: number): Date {
  let date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);
export const addMinutes = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);
