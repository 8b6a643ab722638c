/**
 * Controlled vocabularies of the catalogue: the exact filter strings of
 * storefront.md §9 plus the generator's business constants.
 */

export const CASE_MATERIALS = [
  'Stainless Steel',
  'Titanium',
  'Gold',
  'Platinum',
  'Ceramic',
  'Bronze',
  'Carbon Fiber',
] as const;
export type CaseMaterial = (typeof CASE_MATERIALS)[number];

export const DIAL_COLORS = ['Black', 'Blue', 'White', 'Silver', 'Green', 'Gold', 'Brown', 'Gray'] as const;
export type DialColor = (typeof DIAL_COLORS)[number];

export const STRAP_MATERIALS = [
  'Leather',
  'Metal Bracelet',
  'Rubber',
  'NATO',
  'Fabric',
  'Alligator',
  'Silicone',
] as const;
export type StrapMaterial = (typeof STRAP_MATERIALS)[number];

export const MOVEMENTS = ['Automatic', 'Manual', 'Quartz', 'Spring Drive', 'Kinetic', 'Solar'] as const;
export type Movement = (typeof MOVEMENTS)[number];

/** Water-resistance filter buckets (§9) with the depth range each one covers. */
export const WATER_RESISTANCE_BUCKETS = [
  { label: '30m', min: 0, max: 49 },
  { label: '50m', min: 50, max: 99 },
  { label: '100m', min: 100, max: 199 },
  { label: '200m', min: 200, max: 299 },
  { label: '300m', min: 300, max: 499 },
  { label: '500m', min: 500, max: 999 },
  { label: '1000m+', min: 1000, max: Number.POSITIVE_INFINITY },
] as const;

export function waterResistanceBucket(metres: number): string {
  for (const bucket of WATER_RESISTANCE_BUCKETS) {
    if (metres >= bucket.min && metres <= bucket.max) return bucket.label;
  }
  return '30m';
}

export const COMPLICATIONS = [
  'Date',
  'Day-Date',
  'Chronograph',
  'GMT',
  'Moon Phase',
  'Power Reserve',
  'Annual Calendar',
  'Perpetual Calendar',
  'Tourbillon',
] as const;
export type Complication = (typeof COMPLICATIONS)[number];

export const GENDERS = ['Men', 'Women', 'Unisex'] as const;
export type Gender = (typeof GENDERS)[number];

/** Condition order of §9. Everything except 'New' is pre-owned. */
export const CONDITIONS = ['New', 'Excellent', 'Very Good', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];
export type PreOwnedCondition = Exclude<Condition, 'New'>;

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const;
export type ClothingSize = (typeof CLOTHING_SIZES)[number];
export const ONE_SIZE = 'One Size';

export const CLOTHING_COLORS = ['Black', 'Blue', 'Gray', 'White', 'Brown', 'Green', 'Red', 'Beige', 'Navy'] as const;
export type ClothingColor = (typeof CLOTHING_COLORS)[number];

export const STYLES = ['Formal', 'Casual', 'Business', 'Evening', 'Sport', 'Outerwear', 'Accessories'] as const;
export type Style = (typeof STYLES)[number];

export const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter', 'All-Season'] as const;
export type Season = (typeof SEASONS)[number];

export const FITS = ['Slim', 'Regular', 'Relaxed', 'Tailored', 'Oversized', 'Athletic'] as const;
export type Fit = (typeof FITS)[number];

export const PRODUCT_TAGS = ['New Arrivals', 'Men', 'Women', 'Luxury', 'Vintage', 'Designer'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

/** Products created less than this many days before `now` carry "New Arrivals". */
export const NEW_ARRIVAL_DAYS = 60;
/** createdAt is spread over this many days before `now`. */
export const CATALOGUE_SPAN_DAYS = 540;
/** Exactly this many featured products in any catalogue (fewer only if count < 8). */
export const FEATURED_COUNT = 8;
/** Watches listed at or above £10,000 are tagged Luxury. */
export const LUXURY_WATCH_PENCE = 1_000_000;
/** Clothing listed at or above £2,000 is tagged Luxury. */
export const LUXURY_CLOTHING_PENCE = 200_000;

export const DAY_MS = 86_400_000;
