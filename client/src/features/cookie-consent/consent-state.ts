import { atom } from 'jotai';
import { persistentAtom } from '../../lib/storage';

/** Stored as-is under aurum_cookie_consent and kept indefinitely (storefront.md §3, §9). */
export interface CookieConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  timestamp: string;
}

export const cookieConsentAtom = persistentAtom<CookieConsent | null>('cookie_consent', null);

export function consentOf(choice: { analytics: boolean; marketing: boolean }): CookieConsent {
  return { essential: true, ...choice, timestamp: new Date().toISOString() };
}

/** Open state of the preferences dialog, shared by the banner and the footer's settings button. */
export const preferencesOpenAtom = atom(false);
