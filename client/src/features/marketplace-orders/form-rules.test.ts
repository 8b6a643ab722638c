import { describe, expect, it } from 'vitest';
import { DISPUTE_MESSAGES, validateDispute } from '@aurum/rules/marketplace/dispute-rules';
import { validateDelivery } from './form-rules';

const ADDRESS = { name: 'Oliver Grant', phone: '07700 900123', address: '4 Albemarle Street', city: 'London', postalCode: 'W1S 4HB', country: 'GB' };
const photo = (type = 'image/png', size = 10) => new File([new Uint8Array(size)], 'photo', { type });

describe('the delivery address', () => {
  it('takes the shop checkout’s rules without asking for an email', () => {
    expect(validateDelivery(ADDRESS)).toEqual({});
    expect(validateDelivery({ ...ADDRESS, postalCode: 'NOPE', city: 'L' })).toEqual({ postalCode: 'Please enter a valid UK postcode (e.g., SW1A 1AA)', city: 'City must be at least 2 characters' });
    expect(validateDelivery({ country: 'GB' })).toEqual({
      phone: 'Please enter a valid phone number',
      name: 'Name is required',
      address: 'Address must be at least 5 characters',
      city: 'City must be at least 2 characters',
      postalCode: 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
    });
  });
});

describe('a dispute', () => {
  it('needs 10 to 1,000 characters of reason, as the server does', () => {
    expect(DISPUTE_MESSAGES.reason).toBe('Please describe the problem in 10 to 1,000 characters.');
    expect(validateDispute({ reason: '123456789' })).toEqual({ reason: DISPUTE_MESSAGES.reason });
    expect(validateDispute({ reason: '  123456789  ' })).toEqual({ reason: DISPUTE_MESSAGES.reason });
    expect(validateDispute({ reason: '1234567890' })).toEqual({});
    expect(validateDispute({ reason: 'x'.repeat(1_000) })).toEqual({});
    expect(validateDispute({ reason: 'x'.repeat(1_001) })).toEqual({ reason: DISPUTE_MESSAGES.reason });
  });

  it('takes up to five images of at most 10 MB each', () => {
    const reason = 'The crown does not screw down.';
    expect(validateDispute({ reason, photos: Array.from({ length: 5 }, () => photo()) })).toEqual({});
    expect(validateDispute({ reason, photos: Array.from({ length: 6 }, () => photo()) })).toEqual({ photos: 'Add up to 5 photos.' });
    expect(validateDispute({ reason, photos: [photo('application/pdf')] })).toEqual({ photos: 'Dispute photos must be images (PNG, JPEG, GIF or WebP).' });
    expect(validateDispute({ reason, photos: [photo('image/webp', 10 * 1024 * 1024)] })).toEqual({});
    expect(validateDispute({ reason, photos: [photo('image/jpeg', 10 * 1024 * 1024 + 1)] })).toEqual({ photos: 'Each photo may be at most 10 MB.' });
  });
});
