import { LISTING_CONDITIONS, type ListingCondition } from '@aurum/rules/marketplace/listing-status';
import { SELLER_TYPES, type SellerType } from '@aurum/rules/marketplace/seller-status';
import { minutes, type RateLimit } from '../../common/rate-limit/rate-limiter';

/**
 * Saved marketplace searches (issue 38): what a customer may save, and when an
 * approved listing matches one. Pure functions, so the boundaries are tested
 * without a database.
 */

/** A customer keeps at most this many saved searches. */
export const SAVED_SEARCH_CAP = 20;
const MAX_BRANDS = 10;
const MAX_TEXT = 100;
const MAX_PENCE = 1_000_000_000;
/** The bounds the listings page's filter takes (browse-input.ts). */
const YEARS = { min: 1800, max: 3000 } as const;
const CASE_SIZES_MM = { min: 1, max: 100 } as const;

/** Saves and deletions a customer may make per hour, together, counted per account in PostgreSQL by the one rate limiter. */
export const SAVED_SEARCH_CHANGE_LIMIT: RateLimit = { bucket: 'saved_search_change', capacity: 30, windowSeconds: 60 * 60, refill: 'window' };

export function savedSearchQuotaMessage(retryAfterSeconds: number): string {
  const wait = minutes(retryAfterSeconds);
  return `You have saved or deleted ${SAVED_SEARCH_CHANGE_LIMIT.capacity} searches in the last hour. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`;
}

export const SAVED_SEARCH_MESSAGES = {
  cap: `You can save up to ${SAVED_SEARCH_CAP} searches. Delete one to save another.`,
  empty: 'Choose a brand, a model or reference, a price, a condition, box and papers, a seller type, a year or a case size before saving a search.',
  brands: `Choose at most ${MAX_BRANDS} brands, each 100 characters or fewer.`,
  text: `Model or reference must be ${MAX_TEXT} characters or fewer.`,
  price: 'Prices must be whole pence from 0 to £10,000,000.',
  priceOrder: 'The lowest price must not be above the highest.',
  conditions: 'Choose conditions from New, Excellent, Very Good, Good and Fair.',
  sellerTypes: 'Choose seller types from private sellers and dealers.',
  year: `Years must be whole numbers from ${YEARS.min} to ${YEARS.max}.`,
  yearOrder: 'The earliest year must not be after the latest.',
  caseSize: `Case sizes must be whole millimetres from ${CASE_SIZES_MM.min} to ${CASE_SIZES_MM.max}.`,
  caseSizeOrder: 'The smallest case size must not be above the largest.',
  duplicate: 'You have already saved this search.',
  notFound: 'Saved search not found',
} as const;

/** What a saved search asks for; an empty list or null means "any". */
export interface SavedSearchCriteria {
  brands: string[];
  modelOrReference: string | null;
  minPricePence: number | null;
  maxPricePence: number | null;
  conditions: ListingCondition[];
  /** True: only listings with both the box and the papers. */
  boxAndPapers: boolean;
  sellerTypes: SellerType[];
  minYear: number | null;
  maxYear: number | null;
  minCaseSizeMm: number | null;
  maxCaseSizeMm: number | null;
}

export interface SavedSearchDraft {
  brands?: readonly string[] | null;
  modelOrReference?: string | null;
  minPricePence?: number | null;
  maxPricePence?: number | null;
  conditions?: readonly string[] | null;
  boxAndPapers?: boolean | null;
  sellerTypes?: readonly string[] | null;
  minYear?: number | null;
  maxYear?: number | null;
  minCaseSizeMm?: number | null;
  maxCaseSizeMm?: number | null;
}

export type Cleaned = { ok: true; criteria: SavedSearchCriteria } | { ok: false; message: string };

const orNull = (value: number | null | undefined) => (value === null || value === undefined ? null : value);
const validPence = (value: number | null) => value === null || (Number.isInteger(value) && value >= 0 && value <= MAX_PENCE);
const within = (value: number | null, { min, max }: { min: number; max: number }) => value === null || (Number.isInteger(value) && value >= min && value <= max);

/** A range's problem in words, or null: each end in bounds, the low end not above the high one (equal is one value). */
function rangeProblem(low: number | null, high: number | null, bounds: { min: number; max: number }, messages: { bounds: string; order: string }): string | null {
  if (!within(low, bounds) || !within(high, bounds)) return messages.bounds;
  return low !== null && high !== null && low > high ? messages.order : null;
}

/** The search as stored (trimmed, brands deduplicated case-insensitively), or the first problem in words. */
export function cleanSavedSearch(draft: SavedSearchDraft): Cleaned {
  const brands: string[] = [];
  for (const raw of draft.brands ?? []) {
    const brand = String(raw).trim().replace(/\s+/g, ' ');
    if (brand.length === 0 || brand.length > MAX_TEXT) return { ok: false, message: SAVED_SEARCH_MESSAGES.brands };
    if (!brands.some((kept) => kept.toLowerCase() === brand.toLowerCase())) brands.push(brand);
  }
  if (brands.length > MAX_BRANDS) return { ok: false, message: SAVED_SEARCH_MESSAGES.brands };
  const text = (draft.modelOrReference ?? '').trim().replace(/\s+/g, ' ');
  if (text.length > MAX_TEXT) return { ok: false, message: SAVED_SEARCH_MESSAGES.text };
  const minPricePence = orNull(draft.minPricePence);
  const maxPricePence = orNull(draft.maxPricePence);
  if (!validPence(minPricePence) || !validPence(maxPricePence)) return { ok: false, message: SAVED_SEARCH_MESSAGES.price };
  if (minPricePence !== null && maxPricePence !== null && minPricePence > maxPricePence) return { ok: false, message: SAVED_SEARCH_MESSAGES.priceOrder };
  const conditions: ListingCondition[] = [];
  for (const condition of draft.conditions ?? []) {
    if (!(LISTING_CONDITIONS as readonly string[]).includes(condition)) return { ok: false, message: SAVED_SEARCH_MESSAGES.conditions };
    if (!conditions.includes(condition as ListingCondition)) conditions.push(condition as ListingCondition);
  }
  const sellerTypes: SellerType[] = [];
  for (const sellerType of draft.sellerTypes ?? []) {
    if (!(SELLER_TYPES as readonly string[]).includes(sellerType)) return { ok: false, message: SAVED_SEARCH_MESSAGES.sellerTypes };
    if (!sellerTypes.includes(sellerType as SellerType)) sellerTypes.push(sellerType as SellerType);
  }
  // Both kinds of seller is every seller: kept as "any", so it is the same search as none chosen.
  if (sellerTypes.length === SELLER_TYPES.length) sellerTypes.length = 0;
  const [minYear, maxYear] = [orNull(draft.minYear), orNull(draft.maxYear)];
  const yearProblem = rangeProblem(minYear, maxYear, YEARS, { bounds: SAVED_SEARCH_MESSAGES.year, order: SAVED_SEARCH_MESSAGES.yearOrder });
  if (yearProblem) return { ok: false, message: yearProblem };
  const [minCaseSizeMm, maxCaseSizeMm] = [orNull(draft.minCaseSizeMm), orNull(draft.maxCaseSizeMm)];
  const caseProblem = rangeProblem(minCaseSizeMm, maxCaseSizeMm, CASE_SIZES_MM, { bounds: SAVED_SEARCH_MESSAGES.caseSize, order: SAVED_SEARCH_MESSAGES.caseSizeOrder });
  if (caseProblem) return { ok: false, message: caseProblem };
  const criteria: SavedSearchCriteria = {
    brands,
    modelOrReference: text || null,
    minPricePence,
    maxPricePence,
    conditions,
    boxAndPapers: draft.boxAndPapers === true,
    sellerTypes,
    minYear,
    maxYear,
    minCaseSizeMm,
    maxCaseSizeMm,
  };
  const ranges = [minPricePence, maxPricePence, minYear, maxYear, minCaseSizeMm, maxCaseSizeMm];
  const anything = brands.length > 0 || criteria.modelOrReference !== null || ranges.some((end) => end !== null) || conditions.length > 0 || criteria.boxAndPapers || sellerTypes.length > 0;
  return anything ? { ok: true, criteria } : { ok: false, message: SAVED_SEARCH_MESSAGES.empty };
}

/** What the rules need of a listing. */
export interface ListingFacts {
  brand: string;
  model: string;
  reference: string;
  pricePence: number;
  condition: string;
  hasBox: boolean;
  hasPapers: boolean;
  sellerType: string;
  year: number;
  caseSizeMm: number;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A listing matches when every criterion holds: one of the brands (any case),
 * every word of the model-or-reference text inside the listing's model or
 * reference, the price within the range (both ends included), one of the
 * conditions, both box and papers when asked, one of the seller types, and the year and case size within
 * their ranges (both ends included), as the listings page filters them.
 */
export function matchesSavedSearch(search: SavedSearchCriteria, listing: ListingFacts): boolean {
  if (search.brands.length > 0 && !search.brands.some((brand) => brand.toLowerCase() === listing.brand.trim().toLowerCase())) return false;
  if (search.modelOrReference) {
    const haystack = words(`${listing.model} ${listing.reference}`).join(' ');
    if (!words(search.modelOrReference).every((word) => haystack.includes(word))) return false;
  }
  if (search.minPricePence !== null && listing.pricePence < search.minPricePence) return false;
  if (search.maxPricePence !== null && listing.pricePence > search.maxPricePence) return false;
  if (search.conditions.length > 0 && !search.conditions.includes(listing.condition as ListingCondition)) return false;
  if (search.boxAndPapers && !(listing.hasBox && listing.hasPapers)) return false;
  if (search.sellerTypes.length > 0 && !search.sellerTypes.includes(listing.sellerType as SellerType)) return false;
  if (!inRange(listing.year, search.minYear, search.maxYear)) return false;
  if (!inRange(listing.caseSizeMm, search.minCaseSizeMm, search.maxCaseSizeMm)) return false;
  return true;
}

const inRange = (value: number, low: number | null, high: number | null) => (low === null || value >= low) && (high === null || value <= high);

const SELLER_WORDS: Record<SellerType, string> = { private: 'private sellers', dealer: 'dealers' };

/** "1990–2005", "1990" (both ends one year), "from 1990", "up to 2005", or nothing; each end written by `write`. */
function rangeWords(low: number | null, high: number | null, write: (value: number) => string): string | null {
  if (low !== null && high !== null) return low === high ? write(low) : `${write(low)}–${write(high)}`;
  if (low !== null) return `from ${write(low)}`;
  if (high !== null) return `up to ${write(high)}`;
  return null;
}

/**
 * A short description of the search, for the account's list and the alert:
 * "Rolex · 126610 · £5,000–£12,000 · Excellent · box and papers · dealers · 1990–2005 · 38–41 mm".
 */
export function describeSavedSearch(search: SavedSearchCriteria, formatPence: (pence: number) => string): string {
  const parts: string[] = [];
  if (search.brands.length) parts.push(search.brands.join(' or '));
  if (search.modelOrReference) parts.push(`“${search.modelOrReference}”`);
  if (search.minPricePence !== null && search.maxPricePence !== null) parts.push(`${formatPence(search.minPricePence)}–${formatPence(search.maxPricePence)}`);
  else if (search.minPricePence !== null) parts.push(`from ${formatPence(search.minPricePence)}`);
  else if (search.maxPricePence !== null) parts.push(`up to ${formatPence(search.maxPricePence)}`);
  if (search.conditions.length) parts.push(search.conditions.join(' or '));
  if (search.boxAndPapers) parts.push('box and papers');
  if (search.sellerTypes.length) parts.push(search.sellerTypes.map((type) => SELLER_WORDS[type]).join(' or '));
  const years = rangeWords(search.minYear, search.maxYear, String);
  if (years) parts.push(years);
  const caseSizes = rangeWords(search.minCaseSizeMm, search.maxCaseSizeMm, String);
  if (caseSizes) parts.push(`${caseSizes} mm`);
  return parts.join(' · ');
}
