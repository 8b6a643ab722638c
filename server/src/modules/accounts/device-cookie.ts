import type { Request, Response } from 'express';

/**
 * The device cookies of OWASP's "device cookie" pattern (issue 31): one per account this browser has signed in
 * to, named `aurum_device_<tag of the account>`, holding `<nonce>.<signature>` (known-devices.ts makes and checks
 * them). httpOnly, long-lived, and worth nothing without AUTH_SECRET.
 */
export const DEVICE_COOKIE_PREFIX = 'aurum_device_';
export const DEVICE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

export interface DeviceCookie {
  name: string;
  value: string;
}

const NAME = /^aurum_device_[0-9a-f]{16}$/;
const VALUE = /^[A-Za-z0-9_-]{22}\.[0-9a-f]{64}$/;
/** A browser sends at most this many (one per account it signed in to); more are ignored. */
const MAX_COOKIES = 20;

/** The well-formed device cookies of this request, by name. */
export function readDeviceCookies(req: Request): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (NAME.test(name) && VALUE.test(value) && Object.keys(found).length < MAX_COOKIES) found[name] = value;
  }
  return found;
}

export function writeDeviceCookie(res: Response, cookie: DeviceCookie, secure: boolean) {
  res.cookie(cookie.name, cookie.value, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: DEVICE_COOKIE_MS });
}
