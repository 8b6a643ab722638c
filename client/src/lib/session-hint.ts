import { useSyncExternalStore } from 'react';

/**
 * The server sets a readable `aurum_signed_in=1` cookie next to the httpOnly
 * session cookie. It proves nothing (the server checks the real session); it
 * only lets the header show the user menu or Sign In without a request, and
 * tells pages whether asking for the current user is worth it.
 */
const HINT_COOKIE = 'aurum_signed_in';
const CHANGED = 'aurum:session-changed';

function readHintCookie(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(';').some((part) => part.trim() === `${HINT_COOKIE}=1`);
}

// Reading document.cookie is not free and every product card asks (through the wishlist): the value is read
// once and again only when this tab signs in or out or the window regains focus (another tab may have).
let cached: boolean | undefined;
const forget = () => {
  cached = undefined;
};
if (typeof window !== 'undefined') {
  window.addEventListener(CHANGED, forget, { capture: true });
  window.addEventListener('focus', forget, { capture: true });
}

export function hasSessionHint(): boolean {
  cached ??= readHintCookie();
  return cached;
}

/** Call after signing in or out in this tab, so the header re-reads the cookie. */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** The server said nobody is signed in: drop a stale hint. */
export function clearSessionHint(): void {
  cached = undefined;
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
