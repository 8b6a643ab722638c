/** Where the explorer keeps a partner key: this tab's session only, never localStorage, never the URL's query. */
export const EXPLORER_KEY_STORAGE = 'aurum_explorer_key';

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The key from a `#key=…` fragment (as the developer guide links it), or null. */
export function keyFromFragment(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key')?.trim();
  return key ? key : null;
}

/**
 * The key to start with: a fragment's wins and is kept for the session (the page then drops the fragment from the
 * address bar); otherwise the one kept earlier in this tab; otherwise none.
 */
export function initialKey(hash: string, storage: KeyStorage): string {
  const fromFragment = keyFromFragment(hash);
  if (fromFragment) {
    rememberKey(fromFragment, storage);
    return fromFragment;
  }
  try {
    return storage.getItem(EXPLORER_KEY_STORAGE) ?? '';
  } catch {
    return '';
  }
}

/** Keeps a key for this tab, or forgets it when empty. Storage failures (private mode, quota) leave the key in memory only. */
export function rememberKey(key: string, storage: KeyStorage): void {
  try {
    if (key) storage.setItem(EXPLORER_KEY_STORAGE, key);
    else storage.removeItem(EXPLORER_KEY_STORAGE);
  } catch {
    // The key still works for this page; it is just not kept.
  }
}

/** The key's last four characters, to show which key is in use without showing the key. */
export function keyHint(key: string): string {
  return key.length > 8 ? `…${key.slice(-4)}` : '';
}
