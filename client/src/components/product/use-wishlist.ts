import { useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useSessionHint } from '../../lib/session-hint';
import {
  type AccountWishlist,
  accountWishlistAtom,
  type ListProduct,
  useLocalWishlist,
  useJoiningBrowserWishlist,
  type WishlistItem,
} from '../../lib/shop-lists';

export type WishlistToggleResult = 'added' | 'removed';

export interface Wishlist {
  /** 'account': the signed-in customer's list on the server; 'browser': a visitor's list in localStorage. */
  mode: 'account' | 'browser';
  items: WishlistItem[];
  /** False while the account's list is still loading. */
  ready: boolean;
  has(id: string): boolean;
  /**
   * Adds when absent, removes when present; resolves once the change is kept (rejects when it could not be).
   * `size`: the clothing size the account follows for back-in-stock alerts (a visitor's list keeps none).
   */
  toggle(product: ListProduct, size?: string | null): Promise<WishlistToggleResult>;
  remove(id: string): Promise<void>;
}

const NO_ITEMS: WishlistItem[] = [];

/** The account's list once features/wishlist/account-wishlist.tsx has loaded (it loads as soon as the customer is signed in). */
function accountList(store: ReturnType<typeof useStore>): Promise<AccountWishlist> {
  const loaded = store.get(accountWishlistAtom);
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve) => {
    const stop = store.sub(accountWishlistAtom, () => {
      const list = store.get(accountWishlistAtom);
      if (!list) return;
      stop();
      resolve(list);
    });
  });
}

/**
 * The wishlist behind every heart button and the /wishlist page. Signed in, it is the account's list in
 * PostgreSQL (features/wishlist/account-wishlist.tsx, with the Apollo client); a visitor keeps a list in the
 * browser, which joins the account's at sign-in. Nothing here needs the Apollo client, so a listing's cards
 * show and take taps without it (issue 17).
 */
export function useWishlist(): Wishlist {
  const store = useStore();
  const hinted = useSessionHint();
  const local = useLocalWishlist();
  const source = useAtomValue(accountWishlistAtom);
  const merging = useJoiningBrowserWishlist(hinted, local.items);
  // A stale hint (the session ended elsewhere): the browser's list, as for any visitor.
  const account = hinted && !merging && !source?.signedOut;
  const accountItems = source?.items ?? NO_ITEMS;

  const accountToggle = useCallback((product: ListProduct, size?: string | null) => accountList(store).then((list) => list.toggle(product, size)), [store]);
  const accountRemove = useCallback((id: string) => accountList(store).then((list) => list.remove(id)), [store]);
  const accountHas = useCallback((id: string) => accountItems.some((item) => item.id === id), [accountItems]);

  const localToggle = useCallback(async (product: ListProduct) => local.toggle(product), [local]);
  const localRemove = useCallback(async (id: string) => local.remove(id), [local]);

  return useMemo<Wishlist>(
    () =>
      account
        ? { mode: 'account', items: accountItems, ready: source?.items !== undefined, has: accountHas, toggle: accountToggle, remove: accountRemove }
        : { mode: 'browser', items: local.items, ready: !merging, has: local.has, toggle: localToggle, remove: localRemove },
    [account, merging, accountItems, source, accountHas, accountToggle, accountRemove, local.items, local.has, localToggle, localRemove],
  );
}
