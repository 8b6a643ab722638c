import { LISTING_CONDITIONS, type ListingCondition } from './listing-status';

export const LISTING_PHOTOS = { min: 3, max: 12 } as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PRICE_LIMITS_PENCE = { min: 100_00, max: 5_000_000_00 } as const;
export const CASE_SIZE_MM = { min: 20, max: 60 } as const;
export const EARLIEST_YEAR = 1900;
/** A listing this far from the reference's median sale is flagged for staff. */
export const PRICE_FLAG_RATIO = 0.4;

export const LISTING_MESSAGES = {
  correctErrors: 'Please correct the errors above before submitting.',
  notSeller: 'Only approved sellers can list watches. Apply to sell first.',
  brand: 'Brand is required',
  model: 'Model is required',
  reference: 'Reference is required',
  year: (latest: number) => `Year must be between ${EARLIEST_YEAR} and ${latest}`,
  condition: 'Please choose a condition',
  serviceHistory: 'Service history must be 1000 characters or fewer',
  caseSize: `Case size must be between ${CASE_SIZE_MM.min} and ${CASE_SIZE_MM.max} mm`,
  caseMaterial: 'Case material is required',
  movement: 'Movement is required',
  description: 'Description must be between 30 and 5000 characters',
  price: 'Enter an asking price between £100 and £5,000,000',
  serial: 'Serial number must be 4 to 40 letters or digits',
  photos: `Add between ${LISTING_PHOTOS.min} and ${LISTING_PHOTOS.max} photos`,
  photoType: 'Photos must be images (PNG, JPEG, GIF or WebP).',
  photoSize: 'Each photo must be 10 MB or smaller.',
  proof: 'A proof-of-ownership photo is required',
  stolen: 'This serial number has been reported stolen. The listing cannot be accepted.',
  notFound: 'Listing not found.',
  ownListing: 'You cannot review your own listing.',
  reason: 'Please give a reason (at least 5 characters).',
} as const;

export interface ListingFields {
  brand: string;
  model: string;
  reference: string;
  year: string;
  condition: string;
  hasBox: boolean;
  hasPapers: boolean;
  serviceHistory: string;
  caseSizeMm: string;
  caseMaterial: string;
  movement: string;
  description: string;
  priceGbp: string;
  serialNumber: string;
}

export interface CleanListing {
  brand: string;
  model: string;
  reference: string;
  year: number;
  condition: ListingCondition;
  hasBox: boolean;
  hasPapers: boolean;
  serviceHistory: string;
  caseSizeMm: number;
  caseMaterial: string;
  movement: string;
  description: string;
  pricePence: number;
  serialNumber: string;
}

/** Upper case letters and digits only: "ab-12 345" and "AB12345" are one serial. */
export const normaliseSerial = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** "£12,500", "12500" or "12500.50" in pounds → pence; null when not a price. */
export function parsePoundsToPence(value: string): number | null {
  const text = value.trim().replace(/^£/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [pounds, pence = ''] = text.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

const wholeNumber = (value: string) => (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : null);
const text = (value: string, min: number, max: number) => {
  const trimmed = value.trim();
  return trimmed.length >= min && trimmed.length <= max ? trimmed : null;
};

/** Field errors by name and, when there are none, the values kept. */
export function validateListing(fields: ListingFields, today = new Date()): { errors: Record<string, string>; clean: CleanListing | null } {
  const errors: Record<string, string> = {};
  const latestYear = today.getUTCFullYear();
  const brand = text(fields.brand, 1, 100);
  if (!brand) errors.brand = LISTING_MESSAGES.brand;
  const model = text(fields.model, 1, 120);
  if (!model) errors.model = LISTING_MESSAGES.model;
  const reference = text(fields.reference, 1, 64);
  if (!reference) errors.reference = LISTING_MESSAGES.reference;
  const year = wholeNumber(fields.year);
  if (year === null || year < EARLIEST_YEAR || year > latestYear) errors.year = LISTING_MESSAGES.year(latestYear);
  const condition = LISTING_CONDITIONS.find((c) => c === fields.condition.trim());
  if (!condition) errors.condition = LISTING_MESSAGES.condition;
  const serviceHistory = fields.serviceHistory.trim();
  if (serviceHistory.length > 1000) errors.serviceHistory = LISTING_MESSAGES.serviceHistory;
  const caseSizeMm = wholeNumber(fields.caseSizeMm);
  if (caseSizeMm === null || caseSizeMm < CASE_SIZE_MM.min || caseSizeMm > CASE_SIZE_MM.max) errors.caseSizeMm = LISTING_MESSAGES.caseSize;
  const caseMaterial = text(fields.caseMaterial, 1, 60);
  if (!caseMaterial) errors.caseMaterial = LISTING_MESSAGES.caseMaterial;
  const movement = text(fields.movement, 1, 60);
  if (!movement) errors.movement = LISTING_MESSAGES.movement;
  const description = text(fields.description, 30, 5000);
  if (!description) errors.description = LISTING_MESSAGES.description;
  const pricePence = parsePoundsToPence(fields.priceGbp);
  if (pricePence === null || pricePence < PRICE_LIMITS_PENCE.min || pricePence > PRICE_LIMITS_PENCE.max) errors.priceGbp = LISTING_MESSAGES.price;
  const serialNumber = normaliseSerial(fields.serialNumber);
  if (serialNumber.length < 4 || serialNumber.length > 40) errors.serialNumber = LISTING_MESSAGES.serial;
  if (Object.keys(errors).length > 0) return { errors, clean: null };
  return {
    errors,
    clean: { brand: brand!, model: model!, reference: reference!, year: year!, condition: condition!, hasBox: fields.hasBox, hasPapers: fields.hasPapers, serviceHistory, caseSizeMm: caseSizeMm!, caseMaterial: caseMaterial!, movement: movement!, description: description!, pricePence: pricePence!, serialNumber },
  };
}

/** The fields whose change sends a live listing back to review (everything but the price). */
export const REVIEWED_FIELDS = ['brand', 'model', 'reference', 'year', 'condition', 'hasBox', 'hasPapers', 'serviceHistory', 'caseSizeMm', 'caseMaterial', 'movement', 'description', 'serialNumber'] as const;

/** Whether the asking price is more than PRICE_FLAG_RATIO away from the median sale. */
export const priceFarFromMarket = (pricePence: number, medianPence: number | null) => medianPence !== null && Math.abs(pricePence - medianPence) / medianPence > PRICE_FLAG_RATIO;
