import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, validateCard } from './card-rules';
import { shippingCountries } from './countries';
import { validateShipping } from './shipping-rules';

const valid = { email: 'ada@example.com', phone: '+44 20 7946 0958', name: 'Ada', address: '12 Mount St', city: 'London', postalCode: 'W1K 2AA', country: 'GB' };

describe('shipping details form', () => {
  it('accepts a complete UK address and a UK national phone number', () => {
    expect(validateShipping(valid)).toEqual({});
    expect(validateShipping({ ...valid, phone: '07700 900123' })).toEqual({});
  });

  it('says what is wrong with each field, in the server’s words', () => {
    expect(validateShipping({ country: 'GB' })).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      name: 'Name is required',
      address: 'Address must be at least 5 characters',
      city: 'City must be at least 2 characters',
      postalCode: 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
    });
    expect(validateShipping({ ...valid, name: 'A' }).name).toBe('Name must be at least 2 characters');
  });

  it('takes foreign postcodes outside the UK', () => {
    expect(validateShipping({ ...valid, country: 'FR', postalCode: '75008' })).toEqual({});
    expect(validateShipping({ ...valid, country: 'FR', postalCode: '' }).postalCode).toBe('Please enter a valid postcode');
  });
});

describe('card form', () => {
  const now = new Date('2026-11-21');

  it('formats the number in fours and the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242 999');
    expect(formatCardNumber('42a42')).toBe('4242');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('1')).toBe('1');
  });

  it('checks the number (Luhn), the expiry and the security code', () => {
    expect(validateCard({ cardNumber: '4242 4242 4242 4242', cardExpiry: '11 / 26', cardCvc: '123' }, now)).toEqual({});
    expect(validateCard({ cardNumber: '4242 4242 4242 4241', cardExpiry: '10 / 26', cardCvc: '12' }, now)).toEqual({
      cardNumber: 'Your card number is invalid.',
      cardExpiry: "Your card's expiration date is invalid.",
      cardCvc: "Your card's security code is incomplete.",
    });
  });
});

describe('countries', () => {
  it('start with the United Kingdom and name the rest in English', () => {
    const countries = shippingCountries();
    expect(countries[0]).toEqual({ code: 'GB', name: 'United Kingdom' });
    expect(countries.find((c) => c.code === 'FR')?.name).toBe('France');
  });
});
