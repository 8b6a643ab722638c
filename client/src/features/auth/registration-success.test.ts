import { describe, expect, it } from 'vitest';
import { nextVerificationStep } from './registration-success';

describe('registration result routing (§4)', () => {
  it("'email' goes to /verify-email?email=, anything else to /verify-phone?phone=&email=", () => {
    expect(nextVerificationStep({ requiresVerification: 'email', email: 'a+b@c.co', phone: '+447400123456' })).toBe('/verify-email?email=a%2Bb%40c.co');
    expect(nextVerificationStep({ requiresVerification: 'phone', email: 'a@c.co', phone: '+447400123456' })).toBe('/verify-phone?phone=%2B447400123456&email=a%40c.co');
    expect(nextVerificationStep({ requiresVerification: '', email: 'a@c.co', phone: '' })).toBe('/account/profile');
  });
});
