import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { WishlistDocument } from '../../gql/hooks';
import type { WishlistEntry_ItemFragment } from '../../gql/graphql';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation, useWishlistQuery } from '../../gql/hooks';
import { useSessionHint } from '../../lib/session-hint';
import { type ListProduct, useLocalWishlist, type WishlistItem, wishlistMergeFailedAtom } from '../../lib/shop-lists';
import { fromEntry } from './wishlist-entry';

export type WishlistToggleResult = 'added' | 'removed';

export interface Wishlist {
  /** 'account': the signed-in customer's list on the server; 'browser': a visitor's list in localStorage. */
  mode: 'account' | 'browser';
  items: WishlistItem[];
  /** False while the account's list is still loading. */
  ready: boolean;
  has(id: string): boolean;
  /** Adds when absent, removes when present; resolves once the change is kept (rejects when it could not be). */
  toggle(product: ListProduct): Promise<WishlistToggleResult>;
  remove(id: string): Promise<void>;
}

const isUnauthenticated = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/** One change per product at a time: a double click waits for the first instead of undoing it. */
const inFlight = new Map<string, Promise<WishlistToggleResult>>();

/**
 * The wishlist behind every heart button and the /wishlist page. Signed in,
 * it is the account's list in PostgreSQL, read and changed through GraphQL
 * (the Apollo cache keeps one copy for every card); a visitor keeps a list in
 * the browser, which joins the account's at sign-in (features/wishlist).
 */
export function useWishlist(): Wishlist {
  const hinted = useSessionHint();
  const local = useLocalWishlist();
  const mergeFailed = useAtomValue(wishlistMergeFailedAtom);
  // Signed in with pieces still in this browser: they are being joined to the account's list
  // (features/wishlist/wishlist-merge), whose answer fills the cache. Asking for the list at the
  // same time could let an answer from before the merge land last.
  const merging = hinted && local.items.length > 0 && !mergeFailed;
  const client = useApolloClient();
  const query = useWishlistQuery({ skip: !hinted || merging, fetchPolicy: 'cache-first' });
  const writeList = useCallback(
    (list: WishlistEntry_ItemFragment[]) => client.writeQuery({ query: WishlistDocument, data: { wishlist: list } }),
    [client],
  );
  const [addEntry] = useAddToWishlistMutation();
  const [removeEntry] = useRemoveFromWishlistMutation();
  // A stale hint (the session ended elsewhere): the browser's list, as for any visitor.
  const account = hinted && !merging && !isUnauthenticated(query.error);
  const entries = query.dataState === 'complete' ? query.data.wishlist : undefined;
  const accountItems = useMemo(() => (entries ?? []).map(fromEntry), [entries]);

  const change = useCallback(
    (id: string, wanted: WishlistToggleResult): Promise<WishlistToggleResult> => {
      const pending = inFlight.get(id);
      if (pending) return pending;
      const run = (async () => {
        if (wanted === 'added') {
          const { data } = await addEntry({ variables: { productId: id } });
          if (data) writeList(data.addToWishlist);
        } else {
          const { data } = await removeEntry({ variables: { productId: id } });
          if (data) writeList(data.removeFromWishlist);
        }
        return wanted;
      })().finally(() => inFlight.delete(id));
      inFlight.set(id, run);
      return run;
    },
    [addEntry, removeEntry, writeList],
  );

  const accountToggle = useCallback(
    (product: ListProduct) => {
      const current = client.readQuery({ query: WishlistDocument })?.wishlist ?? [];
      return change(product.id, current.some((entry) => entry.product.id === product.id) ? 'removed' : 'added');
    },
    [client, change],
  );
  const accountRemove = useCallback(async (id: string) => void (await change(id, 'removed')), [change]);
  const accountHas = useCallback((id: string) => accountItems.some((item) => item.id === id), [accountItems]);

  const localToggle = useCallback(async (product: ListProduct) => local.toggle(product), [local]);
  const localRemove = useCallback(async (id: string) => local.remove(id), [local]);

  return useMemo<Wishlist>(
    () =>
      account
        ? { mode: 'account', items: accountItems, ready: entries !== undefined, has: accountHas, toggle: accountToggle, remove: accountRemove }
        : { mode: 'browser', items: local.items, ready: !merging, has: local.has, toggle: localToggle, remove: localRemove },
    [account, merging, accountItems, entries, accountHas, accountToggle, accountRemove, local.items, local.has, localToggle, localRemove],
  );
}
