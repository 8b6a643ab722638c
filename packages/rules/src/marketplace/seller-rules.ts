import { SELLER_TYPES, type SellerType } from './seller-status';

export const SELLER_MESSAGES = {
  correctErrors: 'Please correct the errors above before submitting.',
  verifyFirst: 'Please verify your email address and phone number before applying to sell.',
  alreadyApplied: 'You have already applied to sell on Aurum.',
  sellerType: 'Please choose private seller or professional dealer',
  legalName: 'Legal name must be at least 2 characters',
  businessName: 'Business name is required for dealers',
  companyNumber: 'Enter a valid UK company number (8 digits, or 2 letters and 6 digits)',
  addressLine: 'Address is required',
  city: 'Town or city is required',
  postcode: 'Enter a valid UK postcode',
  sortCode: 'Enter a valid UK sort code, e.g. 12-34-56',
  accountNumber: 'Enter a valid UK account number (8 digits)',
  acceptTerms: 'You must accept the seller terms',
  document: 'An identity document (photo ID or passport scan) is required',
  documentType: 'Identity documents must be an image (PNG, JPEG, GIF, WebP) or a PDF.',
  documentSize: 'The identity document must be 10 MB or smaller.',
  reason: 'Please give a reason (at least 5 characters).',
  notFound: 'Seller application not found.',
  stripeAccount: 'Enter the seller’s Stripe connected account id, e.g. acct_1Nv0FGQ9RKHgCVdK.',
  stripeAccountNotApproved: 'Only an approved seller can be given a payout account.',
} as const;

/** A Stripe connected account id: acct_ and 8 to 40 letters or digits. */
export const STRIPE_ACCOUNT_PATTERN = /^acct_[A-Za-z0-9]{8,40}$/;

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export interface SellerApplicationFields {
  sellerType: string;
  legalName: string;
  businessName: string;
  companyNumber: string;
  addressLine: string;
  city: string;
  postcode: string;
  sortCode: string;
  accountNumber: string;
  acceptTerms: boolean;
}

export interface CleanApplication {
  sellerType: SellerType;
  legalName: string;
  businessName: string | null;
  companyNumber: string | null;
  addressLine: string;
  city: string;
  postcode: string;
  accountLast4: string;
}

const UK_POSTCODE = /^(GIR 0AA|[A-PR-UWYZ][A-HK-Y]?[0-9][0-9A-HJKMNPR-Y]? [0-9][ABD-HJLNP-UW-Z]{2})$/;
const COMPANY_NUMBER = /^([0-9]{8}|[A-Z]{2}[0-9]{6})$/;

/** "sw1a1aa" → "SW1A 1AA": the inward code is always the last three characters. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** 12-34-56, 12 34 56 or 123456. */
export function parseSortCode(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d{2}([- ]?)\d{2}\1\d{2}$/.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

/** Eight digits (spaces allowed between groups). */
export function parseAccountNumber(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** Field errors by name (empty when valid) and, when valid, what is kept. */
export function validateApplication(fields: SellerApplicationFields): { errors: Record<string, string>; clean: CleanApplication | null } {
  const errors: Record<string, string> = {};
  const sellerType = fields.sellerType.trim() as SellerType;
  if (!SELLER_TYPES.includes(sellerType)) errors.sellerType = SELLER_MESSAGES.sellerType;
  const legalName = fields.legalName.trim();
  if (legalName.length < 2 || legalName.length > 200) errors.legalName = SELLER_MESSAGES.legalName;
  const businessName = fields.businessName.trim();
  const companyNumber = fields.companyNumber.replace(/\s+/g, '').toUpperCase();
  if (sellerType === 'dealer') {
    if (businessName.length < 2 || businessName.length > 200) errors.businessName = SELLER_MESSAGES.businessName;
    if (!COMPANY_NUMBER.test(companyNumber)) errors.companyNumber = SELLER_MESSAGES.companyNumber;
  }
  const addressLine = fields.addressLine.trim();
  if (addressLine.length < 3 || addressLine.length > 200) errors.addressLine = SELLER_MESSAGES.addressLine;
  const city = fields.city.trim();
  if (city.length < 2 || city.length > 100) errors.city = SELLER_MESSAGES.city;
  const postcode = normalisePostcode(fields.postcode);
  if (!UK_POSTCODE.test(postcode)) errors.postcode = SELLER_MESSAGES.postcode;
  if (!parseSortCode(fields.sortCode)) errors.sortCode = SELLER_MESSAGES.sortCode;
  const accountNumber = parseAccountNumber(fields.accountNumber);
  if (!accountNumber) errors.accountNumber = SELLER_MESSAGES.accountNumber;
  if (!fields.acceptTerms) errors.acceptTerms = SELLER_MESSAGES.acceptTerms;
  if (Object.keys(errors).length > 0) return { errors, clean: null };
  return {
    errors,
    clean: {
      sellerType,
      legalName,
      businessName: sellerType === 'dealer' ? businessName : null,
      companyNumber: sellerType === 'dealer' ? companyNumber : null,
      addressLine,
      city,
      postcode,
      accountLast4: accountNumber!.slice(-4),
    },
  };
}

/** A staff reason: trimmed, 5–1000 characters, or null when unusable. */
export function cleanReason(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  return text.length >= 5 && text.length <= 1000 ? text : null;
}
