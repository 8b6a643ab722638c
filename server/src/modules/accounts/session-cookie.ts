import type { CookieOptions, Request, Response } from 'express';
import { writeDeviceCookie, type DeviceCookie } from './device-cookie';

export const SESSION_COOKIE = 'aurum_session';
/**
 * A readable companion of the httpOnly session cookie, holding nothing
 * secret: it lets the header choose between "Sign In" and the user menu
 * without a request, keeping the home page's JavaScript small.
 */
export const SIGNED_IN_COOKIE = 'aurum_signed_in';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

/** The session token from the Cookie header, if any. */
export function readSessionToken(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

function options(secure: boolean, persistent: boolean, httpOnly: boolean): CookieOptions {
  // Without maxAge the cookie ends with the browser session (Remember me unchecked).
  return { httpOnly, secure, sameSite: 'lax', path: '/', ...(persistent ? { maxAge: REMEMBER_ME_MS } : {}) };
}

/** The session, and this browser's device cookie for the account (it has now signed in to it). */
export function writeSessionCookies(res: Response, token: string, { persistent, secure, device }: { persistent: boolean; secure: boolean; device: DeviceCookie }) {
  res.cookie(SESSION_COOKIE, token, options(secure, persistent, true));
  res.cookie(SIGNED_IN_COOKIE, '1', options(secure, persistent, false));
  writeDeviceCookie(res, device, secure);
  res.set('Cache-Control', 'no-store');
}

export function clearSessionCookies(res: Response, secure: boolean) {
  res.clearCookie(SESSION_COOKIE, options(secure, false, true));
  res.clearCookie(SIGNED_IN_COOKIE, options(secure, false, false));
}
