import { useCallback, useMemo } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import { STORAGE_PREFIX, localJsonStorage, persistentAtom } from '../storage';
import type { ListProduct, WishlistItem } from './list-product';
import { migrateWishlist, normaliseWishlist, removeFromList, toggleWishlist } from './wishlist-rules';
import { NOTHING_STORED, useStoredValue } from '../hydration';

const LEGACY_KEY = `${STORAGE_PREFIX}wishlist`;
const CURRENT_NAME = 'wishlist_v1';

/** Folds the unversioned list into v1 once, before the atom first reads storage. */
function migrateLegacyWishlist() {
  if (typeof window === 'undefined') return;
  const storage = localJsonStorage<unknown>();
  const legacy = storage.getItem(LEGACY_KEY, null);
  if (legacy === null) return;
  const current = storage.getItem(`${STORAGE_PREFIX}${CURRENT_NAME}`, []);
  storage.setItem(`${STORAGE_PREFIX}${CURRENT_NAME}`, migrateWishlist(current, legacy));
  storage.removeItem(LEGACY_KEY);
}
migrateLegacyWishlist();

export const wishlistAtom = persistentAtom<WishlistItem[]>(CURRENT_NAME, NOTHING_STORED);

/**
 * Set when joining this browser's list to the account's failed (offline, not
 * signed in after all): the account's list is then shown without waiting for it.
 */
export const wishlistMergeFailedAtom = atom(false);

/**
 * Signed in with pieces still in this browser: they are being joined to the account's list
 * (features/wishlist/wishlist-merge.tsx) unless that failed. Meanwhile the account's list is neither read
 * (an answer from before the merge could land last) nor shown.
 */
export function useJoiningBrowserWishlist(signedIn: boolean, browserItems: readonly WishlistItem[]): boolean {
  const mergeFailed = useAtomValue(wishlistMergeFailedAtom);
  return signedIn && browserItems.length > 0 && !mergeFailed;
}

/**
 * A signed-in customer's list, kept in their account: read and changed through GraphQL by
 * features/wishlist/account-wishlist.tsx, which loads with the Apollo client once signed in and publishes
 * it here, so the heart buttons need no client of their own (issue 17).
 */
export interface AccountWishlist {
  /** The account's pieces; undefined while its list loads. */
  items: WishlistItem[] | undefined;
  /** The server says the session has ended (a stale hint): the browser's list applies. */
  signedOut: boolean;
  /** `size`: the clothing size to follow for back-in-stock alerts, when adding. */
  toggle(product: ListProduct, size?: string | null): Promise<'added' | 'removed'>;
  remove(id: string): Promise<void>;
}

export const accountWishlistAtom = atom<AccountWishlist | null>(null);

/** The visitor's wishlist, kept in this browser (storefront.md §3). Signed-in customers use the account's (components/product/use-wishlist). */
export function useLocalWishlist() {
  const store = useStore();
  const raw = useStoredValue(useAtomValue(wishlistAtom), NOTHING_STORED);
  // Memoised so the list keeps its identity between renders (safe in effect dependencies).
  const items = useMemo(() => normaliseWishlist(raw), [raw]);
  // Reads the store at call time so two toggles in one tick both see the latest list.
  const toggle = useCallback(
    (p: ListProduct) => {
      const { items: next, result } = toggleWishlist(normaliseWishlist(store.get(wishlistAtom)), p);
      store.set(wishlistAtom, next);
      return result;
    },
    [store],
  );
  const remove = useCallback(
    (id: string) => store.set(wishlistAtom, removeFromList(normaliseWishlist(store.get(wishlistAtom)), id)),
    [store],
  );
  const has = useCallback((id: string) => items.some((item) => item.id === id), [items]);
  return { items, has, toggle, remove };
}
