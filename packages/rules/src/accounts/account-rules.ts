import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The validation rules and messages of accounts-support-info.md §5, written
 * once: the server checks every payload with these schemas and the client's
 * forms import this file (it has no server dependencies), so a message can
 * never differ between the two.
 */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  emailAddressRequired: 'Email address is required.',
  emailProperDomain: 'Please provide a valid email address with a proper domain.',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordDigit: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character (@$!%*?&)',
  passwordsMatch: 'Passwords do not match',
  passwordRequired: 'Password is required',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  phone: (example: string) => `Please enter a valid phone number with country code (e.g., ${example})`,
  address: 'Address must be at least 5 characters',
  city: 'City must be at least 2 characters',
  county: 'County must be at least 2 characters',
  postcode: 'Postcode must be at least 4 characters',
  country: 'Country must be at least 2 characters',
  username: 'Username must be at least 3 characters',
  terms: 'You must accept the terms and conditions',
  otpRequired: 'Please enter the verification code.',
  otpInvalid: 'Invalid verification code',
  tokenRequired: 'Verification token is required.',
  tooLong: (limit: number) => `Must be at most ${limit} characters`,
} as const;

/** The example in the phone message when no country is chosen (the picker defaults to the United States). */
export const DEFAULT_PHONE_EXAMPLE = '+12015550123';

/** Spec §5: an optional plus, a first digit 1-9, then 9 to 14 more digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{9,14}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const SPECIAL_CHARACTERS = /[@$!%*?&]/;
/** Long enough for any real password, short enough that hashing stays cheap. */
export const MAX_PASSWORD_LENGTH = 128;
const MAX_EMAIL_LENGTH = 254;

const text = (message: string) => z.string({ error: message }).trim();
const bounded = (schema: z.ZodString, limit: number) => schema.max(limit, MESSAGES.tooLong(limit));

/** Trimmed and lower-cased: addresses are unique regardless of case. */
export const emailSchema = bounded(text(MESSAGES.email), MAX_EMAIL_LENGTH).pipe(z.email(MESSAGES.email)).transform((email) => email.toLowerCase());

const password6 = z.string({ error: MESSAGES.passwordMin6 }).min(6, MESSAGES.passwordMin6).max(MAX_PASSWORD_LENGTH, MESSAGES.tooLong(MAX_PASSWORD_LENGTH));

export const strongPasswordSchema = z
  .string({ error: MESSAGES.passwordMin8 })
  .min(8, MESSAGES.passwordMin8)
  .max(MAX_PASSWORD_LENGTH, MESSAGES.tooLong(MAX_PASSWORD_LENGTH))
  .regex(/[A-Z]/, MESSAGES.passwordUppercase)
  .regex(/[a-z]/, MESSAGES.passwordLowercase)
  .regex(/\d/, MESSAGES.passwordDigit)
  .regex(SPECIAL_CHARACTERS, MESSAGES.passwordSpecial);

/** The spec's pattern, and a number that exists in its country's numbering plan (libphonenumber-js). */
export function phoneSchema(example: string = DEFAULT_PHONE_EXAMPLE) {
  const message = MESSAGES.phone(example);
  return text(message)
    .min(10, message)
    .refine((phone) => PHONE_PATTERN.test(phone), message)
    .refine((phone) => isValidPhoneNumber(phone.startsWith('+') ? phone : `+${phone}`), message)
    .transform((phone) => (phone.startsWith('+') ? phone : `+${phone}`));
}

export const loginSchema = z.object({
  email: emailSchema,
  password: password6,
  rememberMe: z.boolean().optional().default(false),
});

/** The address fields the full form sends (payload names of §3: state is the county, zipCode the postcode). */
const addressShape = {
  address: bounded(text(MESSAGES.address).min(5, MESSAGES.address), 200),
  city: bounded(text(MESSAGES.city).min(2, MESSAGES.city), 100),
  state: bounded(text(MESSAGES.county).min(2, MESSAGES.county), 100),
  zipCode: bounded(text(MESSAGES.postcode).min(4, MESSAGES.postcode), 16),
  country: bounded(text(MESSAGES.country).min(2, MESSAGES.country), 100),
};

const nameShape = {
  firstName: bounded(text(MESSAGES.firstName).min(2, MESSAGES.firstName), 100),
  lastName: bounded(text(MESSAGES.lastName).min(2, MESSAGES.lastName), 100),
};

/** What the server accepts from the full registration form (confirmPassword and terms are form-only). */
export function fullRegistrationPayloadSchema(phoneExample?: string) {
  return z.object({
    ...nameShape,
    email: emailSchema,
    phone: phoneSchema(phoneExample),
    ...addressShape,
    password: strongPasswordSchema,
  });
}

/** What the server accepts from the short form of the slide-over panel. */
export const shortRegistrationPayloadSchema = z.object({
  username: bounded(text(MESSAGES.username).min(3, MESSAGES.username), 100),
  email: emailSchema,
  password: password6,
});

const termsField = z.literal(true, { error: MESSAGES.terms });

function passwordsMatch<T extends { password: string; confirmPassword: string }>(values: T, ctx: z.RefinementCtx) {
  if (values.password !== values.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsMatch });
  }
}

/** The full form as the browser checks it: the payload plus confirmation and terms. */
export function fullRegistrationFormSchema(phoneExample?: string) {
  return fullRegistrationPayloadSchema(phoneExample)
    .extend({ confirmPassword: z.string({ error: MESSAGES.passwordsMatch }), termsAccepted: termsField })
    .superRefine(passwordsMatch);
}

export const shortRegistrationFormSchema = shortRegistrationPayloadSchema
  .extend({ confirmPassword: password6, termsAccepted: termsField })
  .superRefine(passwordsMatch);

/** Resend verification dialog: a valid email is required ('Email is required'). */
export const resendVerificationSchema = z.object({
  email: bounded(text(MESSAGES.emailRequired), MAX_EMAIL_LENGTH)
    .pipe(z.email(MESSAGES.emailRequired))
    .transform((email) => email.toLowerCase()),
});

/** Forgot password: address-shaped, and the domain must contain a dot. */
export const forgotPasswordSchema = z.object({
  email: bounded(text(MESSAGES.email), MAX_EMAIL_LENGTH)
    .regex(/^[^\s@]+@[^\s@]+$/, MESSAGES.email)
    .refine((email) => email.split('@')[1]?.includes('.') ?? false, MESSAGES.emailProperDomain)
    .transform((email) => email.toLowerCase()),
});

/** A new password set through a reset link follows the full registration form's rule (strongPasswordSchema). */
export const resetPasswordPayloadSchema = z.object({
  token: z.string({ error: 'Invalid or expired password reset token.' }).min(1, 'Invalid or expired password reset token.').max(200),
  password: strongPasswordSchema,
});

export const resetPasswordFormSchema = z
  .object({ password: strongPasswordSchema, confirmPassword: z.string({ error: MESSAGES.passwordsMatch }) })
  .superRefine(passwordsMatch);

export const otpSchema = z
  .string({ error: MESSAGES.otpRequired })
  .trim()
  .min(1, MESSAGES.otpRequired)
  .regex(OTP_PATTERN, MESSAGES.otpInvalid);

export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema });

/**
 * /verify-phone for an account without a phone (made with the short form):
 * the number to verify, with the password, because nobody is signed in yet.
 */
export function addPhoneSchema(phoneExample?: string) {
  return z.object({
    email: emailSchema,
    password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(MAX_PASSWORD_LENGTH),
    phone: phoneSchema(phoneExample),
  });
}

export const emailTokenSchema = z.string({ error: MESSAGES.tokenRequired }).trim().min(1, MESSAGES.tokenRequired).max(200, MESSAGES.tokenRequired);

/** The verify-email page's resend form. */
export const resendEmailSchema = z.object({
  email: bounded(text(MESSAGES.emailAddressRequired), MAX_EMAIL_LENGTH)
    .min(1, MESSAGES.emailAddressRequired)
    .pipe(z.email(MESSAGES.email))
    .transform((email) => email.toLowerCase()),
});

/** Digits only, at most 6: what the OTP input keeps of what is typed or pasted. */
export function sanitizeOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** Field → messages, in the order the schema reports them: the shape both the API and the forms use. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** An empty box means "not given"; otherwise the field's rule applies. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());

/** /account profile details: names required, address lines optional but checked when given. */
export const profileSchema = z.object({
  ...nameShape,
  address: optional(addressShape.address),
  city: optional(addressShape.city),
  state: optional(addressShape.state),
  zipCode: optional(addressShape.zipCode),
  country: optional(addressShape.country),
});

/** Changing the email or phone asks for the current password again. */
export function contactChangeSchema(phoneExample?: string) {
  return z
    .object({
      email: optional(emailSchema),
      phone: optional(phoneSchema(phoneExample)),
      currentPassword: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(MAX_PASSWORD_LENGTH),
    })
    .refine((values) => Boolean(values.email || values.phone), { message: 'Enter a new email address or phone number.', path: ['email'] });
}

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(MAX_PASSWORD_LENGTH),
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordsMatch }),
  })
  .superRefine(passwordsMatch);

export const RETURN_REASONS = ['Changed my mind', 'Wrong size', 'Item not as described', 'Arrived damaged', 'Other'] as const;
export const REPAIR_REASONS = ['Servicing', 'Not keeping time', 'Strap or bracelet', 'Crystal or case damage', 'Water damage', 'Other'] as const;

/** Return and repair request forms (/account/return-request, /account/repair-request). */
export const serviceRequestSchema = z
  .object({
    kind: z.enum(['return', 'repair'], { error: 'Choose a return or a repair.' }),
    orderNumber: bounded(text('Please enter your order number').min(3, 'Please enter your order number'), 40),
    itemName: bounded(text('Please enter the item').min(2, 'Please enter the item'), 200),
    reason: z.string({ error: 'Please choose a reason' }).min(1, 'Please choose a reason'),
    details: bounded(text('Please describe the request (minimum 10 characters)').min(10, 'Please describe the request (minimum 10 characters)'), 2000),
  })
  .superRefine((values, ctx) => {
    const reasons: readonly string[] = values.kind === 'return' ? RETURN_REASONS : REPAIR_REASONS;
    if (!reasons.includes(values.reason)) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please choose a reason' });
  });
