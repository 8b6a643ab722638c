/**
 * Ordering and bucketing rules of the listing pages
 * (accounts-support-info.md §9, "Listing pages").
 */

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
/** The catalogue writes XXXL as 3XL. */
const SIZE_ALIASES: Record<string, string> = { '3XL': 'XXXL', '2XL': 'XXL' };

function sizeRank(size: string): [number, number] {
  const key = size.trim().toUpperCase();
  const letter = LETTER_SIZES.indexOf(SIZE_ALIASES[key] ?? key);
  if (letter >= 0) return [0, letter];
  const number = Number(key);
  if (key !== '' && Number.isInteger(number) && number >= 0 && number <= 20) return [1, number];
  return [2, 0];
}

/** Size order: XXS to XXXL, then 0 to 20; anything else last, alphabetically. */
export function compareSizes(a: string, b: string): number {
  const [groupA, rankA] = sizeRank(a);
  const [groupB, rankB] = sizeRank(b);
  return groupA - groupB || rankA - rankB || a.localeCompare(b);
}

const SEASONS = ['spring', 'summer', 'fall', 'winter', 'all season'];
const seasonRank = (season: string) => {
  const rank = SEASONS.indexOf(season.trim().toLowerCase().replace(/-/g, ' '));
  return rank < 0 ? SEASONS.length : rank;
};

/** Season order: Spring, Summer, Fall, Winter, All Season ('All-Season' counts as All Season). */
export function compareSeasons(a: string, b: string): number {
  return seasonRank(a) - seasonRank(b) || a.localeCompare(b);
}

const CONDITIONS = ['new', 'excellent', 'very good', 'good', 'fair'];
const conditionRank = (condition: string) => {
  const rank = CONDITIONS.indexOf(condition.trim().toLowerCase());
  return rank < 0 ? CONDITIONS.length : rank;
};

/** Condition order: New, Excellent, Very Good, Good, Fair. */
export function compareConditions(a: string, b: string): number {
  return conditionRank(a) - conditionRank(b) || a.localeCompare(b);
}

export const sortedBy = <T>(values: readonly T[], compare: (a: T, b: T) => number): T[] => [...values].sort(compare);

/** Watch diameter buckets, as case size ranges (mm) inside the 30–50 slider. */
export const DIAMETER_BUCKETS = [
  { label: 'Under 36mm', min: 30, max: 35 },
  { label: '36-39mm', min: 36, max: 39 },
  { label: '40-41mm', min: 40, max: 41 },
  { label: '42-43mm', min: 42, max: 43 },
  { label: '44mm+', min: 44, max: 50 },
] as const;

export function diameterBucket(mm: number): string {
  if (mm < 36) return 'Under 36mm';
  if (mm < 40) return '36-39mm';
  if (mm < 42) return '40-41mm';
  if (mm < 44) return '42-43mm';
  return '44mm+';
}

/** Water resistance buckets: Splash resistant (<50), 50m Swimming, 100m Snorkeling, 200m Diving, 300m+ Pro Diving. */
export function waterResistanceBucket(metres: number): string {
  if (metres < 50) return 'Splash resistant';
  if (metres < 100) return '50m Swimming';
  if (metres < 200) return '100m Snorkeling';
  if (metres < 300) return '200m Diving';
  return '300m+ Pro Diving';
}

/** What a filter value such as '100m' or '1000m+' is good for: 'Snorkeling', 'Pro Diving'. */
export function waterResistanceUse(value: string): string {
  const metres = Number.parseInt(value, 10);
  if (!Number.isFinite(metres)) return '';
  return waterResistanceBucket(metres).replace(/^\d+m\+? /, '');
}
