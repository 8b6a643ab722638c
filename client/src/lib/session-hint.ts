import { useSyncExternalStore } from 'react';

/**
 * The server sets a readable `aurum_signed_in=1` cookie next to the httpOnly
 * session cookie. It proves nothing (the server checks the real session); it
 * only lets the header show the user menu or Sign In without a request, and
 * tells pages whether asking for the current user is worth it.
 */
const HINT_COOKIE = 'aurum_signed_in';
const CHANGED = 'aurum:session-changed';

export function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(';').some((part) => part.trim() === `${HINT_COOKIE}=1`);
}

/** Call after signing in or out in this tab, so the header re-reads the cookie. */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** The server said nobody is signed in: drop a stale hint. */
export function clearSessionHint(): void {
  document.cookie = `${HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  announceSessionChange();
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('focus', onChange);
  };
}

export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, hasSessionHint, () => false);
}
