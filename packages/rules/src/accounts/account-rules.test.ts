import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  forgotPasswordSchema,
  fullRegistrationFormSchema,
  loginSchema,
  MESSAGES,
  otpSchema,
  resendEmailSchema,
  resendVerificationSchema,
  resetPasswordFormSchema,
  resetPasswordPayloadSchema,
  sanitizeOtpInput,
  strongPasswordSchema,
  shortRegistrationFormSchema,
  emailTokenSchema,
} from './account-rules';

const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: any } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

const fullForm = {
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia@example.co.uk',
  phone: '+447400123456',
  address: '12 Mount Street',
  city: 'London',
  state: 'Greater London',
  zipCode: 'W1K 2RD',
  country: 'United Kingdom',
  password: 'Aurum!2026x',
  confirmPassword: 'Aurum!2026x',
  termsAccepted: true,
};

describe('login rules (§5)', () => {
  it('needs a valid email and a password of at least 6 characters', () => {
    expect(errorsOf(loginSchema, { email: 'nope', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '123456' })).toEqual({});
  });
});

describe('full registration form (§5)', () => {
  const schema = fullRegistrationFormSchema('+447400123456');

  it('accepts a complete, valid form', () => {
    expect(errorsOf(schema, fullForm)).toEqual({});
  });

  it.each([
    ['firstName', 'A', MESSAGES.firstName],
    ['lastName', 'H', MESSAGES.lastName],
    ['email', 'amelia@', 'Please enter a valid email address'],
    ['address', '12 M', 'Address must be at least 5 characters'],
    ['city', 'L', 'City must be at least 2 characters'],
    ['state', 'G', 'County must be at least 2 characters'],
    ['zipCode', 'W1K', 'Postcode must be at least 4 characters'],
    ['country', 'U', 'Country must be at least 2 characters'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorsOf(schema, { ...fullForm, [field]: value })[field]).toBe(message);
  });

  it('checks the length boundaries exactly', () => {
    expect(errorsOf(schema, { ...fullForm, firstName: 'Al', lastName: 'Li', city: 'Ly', state: 'Kt', zipCode: 'W1K2', country: 'UK', address: '1 Rd.' })).toEqual({});
  });

  it('phone: at least 10 characters, optional plus, first digit 1-9, then 9 to 14 digits, with the country example in the message', () => {
    const message = 'Please enter a valid phone number with country code (e.g., +447400123456)';
    for (const phone of ['+44740012', '07400123456', '+0447400123456', '+44 7400 123456', '+4474001234567890', 'phone']) {
      expect(errorsOf(schema, { ...fullForm, phone }).phone).toBe(message);
    }
    expect(errorsOf(schema, { ...fullForm, phone: '447400123456' })).toEqual({});
    expect(errorsOf(fullRegistrationFormSchema(), { ...fullForm, phone: 'x' }).phone).toBe(
      'Please enter a valid phone number with country code (e.g., +12015550123)',
    );
  });

  it('password: 8+ characters with upper, lower, digit and one of @$!%*?&', () => {
    const password = (value: string) => errorsOf(schema, { ...fullForm, password: value, confirmPassword: value }).password;
    expect(password('Ab1!xyz')).toBe('Password must be at least 8 characters');
    expect(password('aurum!2026x')).toBe('Password must contain at least one uppercase letter');
    expect(password('AURUM!2026X')).toBe('Password must contain at least one lowercase letter');
    expect(password('Aurum!xxxx')).toBe('Password must contain at least one number');
    expect(password('Aurum#2026x')).toBe('Password must contain at least one special character (@$!%*?&)');
    expect(password('Ab1!xyzw')).toBeUndefined();
  });

  it('passwords must match and the terms must be accepted', () => {
    expect(errorsOf(schema, { ...fullForm, confirmPassword: 'Aurum!2026y' }).confirmPassword).toBe('Passwords do not match');
    expect(errorsOf(schema, { ...fullForm, termsAccepted: false }).termsAccepted).toBe('You must accept the terms and conditions');
  });
});

describe('short registration form (§5)', () => {
  const form = { username: 'amelia', email: 'amelia@example.co.uk', password: 'secret', confirmPassword: 'secret', termsAccepted: true };

  it('username 3+, valid email, passwords 6+ that match, terms', () => {
    expect(errorsOf(shortRegistrationFormSchema, form)).toEqual({});
    expect(errorsOf(shortRegistrationFormSchema, { ...form, username: 'am', email: 'x', password: '12345', confirmPassword: '12345', termsAccepted: false })).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password must be at least 6 characters',
      termsAccepted: 'You must accept the terms and conditions',
    });
    expect(errorsOf(shortRegistrationFormSchema, { ...form, confirmPassword: 'secrets' }).confirmPassword).toBe('Passwords do not match');
  });
});

describe('other auth forms (§5)', () => {
  it('resend verification needs a valid email: "Email is required"', () => {
    expect(errorsOf(resendVerificationSchema, { email: '' }).email).toBe('Email is required');
    expect(errorsOf(resendVerificationSchema, { email: 'nope' }).email).toBe('Email is required');
  });

  it('forgot password: a valid email whose domain contains a dot', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' }).email).toBe('Please enter a valid email address');
    expect(errorsOf(forgotPasswordSchema, { email: 'amelia@localhost' }).email).toBe('Please provide a valid email address with a proper domain.');
    expect(errorsOf(forgotPasswordSchema, { email: 'amelia@example.com' })).toEqual({});
  });

  it('reset password: the registration rule (8+, upper, lower, digit, special) and matching', () => {
    expect(resetPasswordFormSchema.shape.password).toBe(strongPasswordSchema);
    expect(errorsOf(resetPasswordFormSchema, { password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' })).toEqual({ password: 'Password must be at least 8 characters' });
    expect(errorsOf(resetPasswordFormSchema, { password: 'Ab1!wxyz', confirmPassword: 'Ab1!wxyz' })).toEqual({});
    expect(errorsOf(resetPasswordFormSchema, { password: 'Ab1!wxyz', confirmPassword: 'Ab1!wxyZ' }).confirmPassword).toBe('Passwords do not match');
    expect(errorsOf(resetPasswordPayloadSchema, { token: 't', password: 'ab1!wxyz' }).password).toBe('Password must contain at least one uppercase letter');
  });

  it('OTP: digits only, at most 6; empty asks for the code', () => {
    expect(sanitizeOtpInput('12a-34 5678')).toBe('123456');
    expect(otpSchema.safeParse('').error?.issues[0].message).toBe('Please enter the verification code.');
    expect(otpSchema.safeParse('12345').error?.issues[0].message).toBe('Invalid verification code');
    expect(otpSchema.safeParse('123456').success).toBe(true);
  });

  it('email token and the verify page resend form', () => {
    expect(emailTokenSchema.safeParse('').error?.issues[0].message).toBe('Verification token is required.');
    expect(emailTokenSchema.safeParse(undefined).error?.issues[0].message).toBe('Verification token is required.');
    expect(errorsOf(resendEmailSchema, { email: '' }).email).toBe('Email address is required.');
  });
});
