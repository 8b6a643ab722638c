import { classificationLabel } from '../../components/signals-table/signal-format.js';
import type { ListingCondition, ListingStatus, MarketPosition, SellerType } from '../../gql/graphql.js';

const CONDITION_LABELS: Record<ListingCondition, string> = {
  NEW: 'New',
  EXCELLENT: 'Excellent',
  VERY_GOOD: 'Very Good',
  GOOD: 'Good',
  FAIR: 'Fair',
};

const SELLER_TYPE_LABELS: Record<SellerType, string> = { PRIVATE: 'Private seller', DEALER: 'Dealer' };

/** The label of a condition enum name from the facets ("VERY_GOOD" → "Very Good"); unknown names are shown as they are. */
export function conditionLabel(value: string): string {
  return CONDITION_LABELS[value as ListingCondition] ?? value;
}

export function sellerTypeLabel(value: string): string {
  return SELLER_TYPE_LABELS[value as SellerType] ?? value;
}

/** What comes with the watch, in the words a card and the detail page show. */
export function boxAndPapersLabel(hasBox: boolean, hasPapers: boolean): string {
  if (hasBox && hasPapers) return 'Box and papers';
  if (hasBox) return 'Box only';
  if (hasPapers) return 'Papers only';
  return 'Watch only';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 2024" (UTC), written by hand: a page's first Intl formatter costs a phone ~100 ms (issue 17). */
export const formatMonthYear = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** "Member since March 2024"; an unreadable date leaves the line out. */
export function memberSinceText(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : `Member since ${formatMonthYear(date)}`;
}

/** "4.8 out of 5 (12 reviews)", or "No reviews yet" until a seller has one. */
export function ratingText(rating: number | null, reviewCount: number): string {
  if (rating === null || reviewCount <= 0) return 'No reviews yet';
  return `${rating.toFixed(1)} out of 5 (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`;
}


export const POSITION_TEXT: Record<MarketPosition, string> = {
  BELOW_BAND: 'Below the market band',
  WITHIN_BAND: 'Within the market band',
  ABOVE_BAND: 'Above the market band',
};

export interface BandScale {
  /** Percentages along the bar, 0–100. */
  low: number;
  median: number;
  high: number;
  marker: number;
}

/**
 * Where the band and the asking price sit on the bar. The bar reaches half
 * the band's width beyond each end (10 % of the price for a band of one
 * price), so a price just outside the band is still seen outside it; a price
 * further out is pinned to the bar's end.
 */
export function bandScale(band: { low: number; median: number; high: number }, price: number): BandScale {
  const width = band.high - band.low;
  const pad = width > 0 ? width / 2 : Math.max(band.median * 0.1, 1);
  const start = band.low - pad;
  const span = band.high + pad - start;
  const at = (value: number) => Math.round(Math.min(100, Math.max(0, ((value - start) / span) * 100)) * 10) / 10;
  return { low: at(band.low), median: at(band.median), high: at(band.high), marker: at(price) };
}

const STATUS_LABELS: Record<ListingStatus, string> = {
  DRAFT: 'Draft',
  PENDING_REVIEW: 'Pending review',
  LIVE: 'Live',
  REJECTED: 'Rejected',
  RESERVED: 'Reserved',
  SOLD: 'Sold',
  WITHDRAWN: 'Withdrawn',
};

/** Owners and staff also see listings that are not live; the page says which state it is in. */
export function listingStatusLabel(status: ListingStatus): string {
  return STATUS_LABELS[status];
}

/** "Strong Buy · score 82 of 100" (the server words it "strong-buy"), from whichever of the two the signal has; null without a signal. */
export function signalText(classification: string | null, score: number | null): string | null {
  const parts = [classification ? classificationLabel(classification) : null, score === null ? null : `score ${score} of 100`].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The phone drawer's Apply button: the live count of the drafted filters, or the spec's words until it is known. */
export function drawerApplyLabel(total: number | null): string {
  if (total === null) return 'Apply Filters';
  return `Show ${total} ${total === 1 ? 'listing' : 'listings'}`;
}
