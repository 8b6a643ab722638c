import { LISTING_CONDITIONS, type ListingCondition } from '@aurum/rules/marketplace/listing-status';

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

export const SAVED_SEARCH_MESSAGES = {
  cap: `You can save up to ${SAVED_SEARCH_CAP} searches. Delete one to save another.`,
  empty: 'Choose a brand, a model or reference, a price, a condition or box and papers before saving a search.',
  brands: `Choose at most ${MAX_BRANDS} brands, each 100 characters or fewer.`,
  text: `Model or reference must be ${MAX_TEXT} characters or fewer.`,
  price: 'Prices must be whole pence from 0 to £10,000,000.',
  priceOrder: 'The lowest price must not be above the highest.',
  conditions: 'Choose conditions from New, Excellent, Very Good, Good and Fair.',
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
}

export interface SavedSearchDraft {
  brands?: readonly string[] | null;
  modelOrReference?: string | null;
  minPricePence?: number | null;
  maxPricePence?: number | null;
  conditions?: readonly string[] | null;
  boxAndPapers?: boolean | null;
}

export type Cleaned = { ok: true; criteria: SavedSearchCriteria } | { ok: false; message: string };

const price = (value: number | null | undefined) => (value === null || value === undefined ? null : value);
const validPence = (value: number | null) => value === null || (Number.isInteger(value) && value >= 0 && value <= MAX_PENCE);

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
  const minPricePence = price(draft.minPricePence);
  const maxPricePence = price(draft.maxPricePence);
  if (!validPence(minPricePence) || !validPence(maxPricePence)) return { ok: false, message: SAVED_SEARCH_MESSAGES.price };
  if (minPricePence !== null && maxPricePence !== null && minPricePence > maxPricePence) return { ok: false, message: SAVED_SEARCH_MESSAGES.priceOrder };
  const conditions: ListingCondition[] = [];
  for (const condition of draft.conditions ?? []) {
    if (!(LISTING_CONDITIONS as readonly string[]).includes(condition)) return { ok: false, message: SAVED_SEARCH_MESSAGES.conditions };
    if (!conditions.includes(condition as ListingCondition)) conditions.push(condition as ListingCondition);
  }
  const criteria: SavedSearchCriteria = { brands, modelOrReference: text || null, minPricePence, maxPricePence, conditions, boxAndPapers: draft.boxAndPapers === true };
  const anything = brands.length > 0 || criteria.modelOrReference !== null || minPricePence !== null || maxPricePence !== null || conditions.length > 0 || criteria.boxAndPapers;
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
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A listing matches when every criterion holds: one of the brands (any case),
 * every word of the model-or-reference text inside the listing's model or
 * reference, the price within the range (both ends included), one of the
 * conditions, and both box and papers when asked.
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
  return true;
}

/** A short description of the search, for the account's list and the alert: "Rolex · 126610 · £5,000–£12,000 · Excellent · box and papers". */
export function describeSavedSearch(search: SavedSearchCriteria, formatPence: (pence: number) => string): string {
  const parts: string[] = [];
  if (search.brands.length) parts.push(search.brands.join(' or '));
  if (search.modelOrReference) parts.push(`“${search.modelOrReference}”`);
  if (search.minPricePence !== null && search.maxPricePence !== null) parts.push(`${formatPence(search.minPricePence)}–${formatPence(search.maxPricePence)}`);
  else if (search.minPricePence !== null) parts.push(`from ${formatPence(search.minPricePence)}`);
  else if (search.maxPricePence !== null) parts.push(`up to ${formatPence(search.maxPricePence)}`);
  if (search.conditions.length) parts.push(search.conditions.join(' or '));
  if (search.boxAndPapers) parts.push('box and papers');
  return parts.join(' · ');
}
