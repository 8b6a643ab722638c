import { describe, expect, it } from 'vitest';
import { routeLoginFailure, safeRedirect } from './login-routing';

describe('login error routing (§4)', () => {
  it('email verification messages open the resend dialog', () => {
    expect(routeLoginFailure('Email not verified. Please verify your email address using the link we sent you.', 'a@b.co')).toEqual({ kind: 'resend-dialog' });
    expect(routeLoginFailure('Please complete email verification', 'a@b.co')).toEqual({ kind: 'resend-dialog' });
  });

  it("'Phone number not verified' and phone verification messages go to /verify-phone?email=", () => {
    expect(routeLoginFailure('Phone number not verified', 'a+b@c.co')).toEqual({ kind: 'navigate', to: '/verify-phone?email=a%2Bb%40c.co' });
    expect(routeLoginFailure('Phone verification required', 'a@b.co')).toEqual({ kind: 'navigate', to: '/verify-phone?email=a%40b.co' });
    expect(routeLoginFailure('Phone number not verified', 'a@b.co', 'PHONE_NOT_VERIFIED')).toEqual({ kind: 'navigate', to: '/verify-phone?email=a%40b.co' });
  });

  it('an account without a phone (short form) lands on /verify-phone ready to add one', () => {
    expect(routeLoginFailure('Phone number not verified', 'a@b.co', 'PHONE_MISSING')).toEqual({ kind: 'navigate', to: '/verify-phone?email=a%40b.co&addPhone=true' });
  });

  it('other verification messages go to /verification-reminder?email=', () => {
    expect(routeLoginFailure('Account verification incomplete', 'a@b.co')).toEqual({ kind: 'navigate', to: '/verification-reminder?email=a%40b.co' });
  });

  it("anything else is a 'Login failed' toast with the server message", () => {
    expect(routeLoginFailure('Invalid email or password', 'a@b.co')).toEqual({ kind: 'toast', title: 'Login failed', description: 'Invalid email or password' });
  });
});

describe('redirect targets', () => {
  it('keep same-site paths and refuse everything else', () => {
    expect(safeRedirect('/account/orders?page=2')).toBe('/account/orders?page=2');
    expect(safeRedirect(null)).toBe('/');
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) expect(safeRedirect(target)).toBe('/');
  });
});
