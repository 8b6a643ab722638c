import { z } from 'zod';
import { AppError } from '../../common/errors';

/** Texts of the shipping-details form; the client shows the same words beside the fields. */
export const DETAIL_MESSAGES = {
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  nameRequired: 'Name is required',
  name: 'Name must be at least 2 characters',
  address: 'Address must be at least 5 characters',
  city: 'City must be at least 2 characters',
  postalCodeUk: 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
  postalCode: 'Please enter a valid postcode',
  country: 'Please choose a country',
} as const;

export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** International (+44 20 7946 0958) or UK national (020 7946 0958) numbers, once spaces, dashes, dots and brackets are gone. */
const PHONE = /^(\+?[1-9]\d{6,14}|0\d{9,10})$/;

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' });

/** An ISO 3166-1 alpha-2 code that names a real country or territory. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  const name = regionNames.of(code);
  return Boolean(name) && name !== code && name !== 'Unknown Region';
}

export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

const text = (max: number) => z.string().trim().max(max);

const detailsSchema = z
  .object({
    email: text(254).toLowerCase().regex(EMAIL, DETAIL_MESSAGES.email),
    phone: z
      .string()
      .max(32)
      .transform((value) => value.replace(/[\s().-]/g, ''))
      .pipe(z.string().regex(PHONE, DETAIL_MESSAGES.phone)),
    name: text(120).min(1, { message: DETAIL_MESSAGES.nameRequired, abort: true }).min(2, DETAIL_MESSAGES.name),
    address: text(200).min(5, DETAIL_MESSAGES.address),
    city: text(100).min(2, DETAIL_MESSAGES.city),
    postalCode: text(16).toUpperCase(),
    country: text(2).toUpperCase().refine(isCountryCode, DETAIL_MESSAGES.country),
  })
  .superRefine((details, context) => {
    const uk = details.country === 'GB';
    const valid = uk ? UK_POSTCODE.test(details.postalCode) : /^[A-Z\d][A-Z\d -]{1,14}$/.test(details.postalCode);
    if (!valid) context.addIssue({ code: 'custom', path: ['postalCode'], message: uk ? DETAIL_MESSAGES.postalCodeUk : DETAIL_MESSAGES.postalCode });
  });

export type CheckoutDetails = z.output<typeof detailsSchema>;
export type CheckoutDetailsInput = z.input<typeof detailsSchema>;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= 254;
}

/** Checks the contact and shipping details; a 400 listing each field's message when any is wrong. */
export function parseCheckoutDetails(input: CheckoutDetailsInput): CheckoutDetails {
  const parsed = detailsSchema.safeParse(input);
  if (parsed.success) {
    const postalCode = parsed.data.postalCode.replace(/\s+/g, ' ');
    return { ...parsed.data, postalCode: parsed.data.country === 'GB' ? formatUkPostcode(postalCode) : postalCode };
  }
  const fields = new Map<string, string[]>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'details');
    fields.set(field, [...(fields.get(field) ?? []), issue.message]);
  }
  throw new AppError('BAD_USER_INPUT', 'Please check your shipping details.', {
    fields: [...fields].map(([field, messages]) => ({ field, messages })),
  });
}

/** "sw1a1aa" → "SW1A 1AA". */
function formatUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
