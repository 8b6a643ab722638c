import { useApolloClient } from '@apollo/client/react';
import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { fromEntry } from '../../components/product/wishlist-entry';
import type { WishlistEntry_ItemFragment } from '../../gql/graphql';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation, useWishlistQuery, WishlistDocument } from '../../gql/hooks';
import { hasErrorCode } from '../../lib/api-error';
import { accountWishlistAtom, type ListProduct, useJoiningBrowserWishlist, useLocalWishlist } from '../../lib/shop-lists';
import { WishlistSizeHost } from '../../components/product/wishlist-size-host';
import { WishlistMerge } from './wishlist-merge';

type Change = 'added' | 'removed';

const isUnauthenticated = (error: unknown) => hasErrorCode(error, 'UNAUTHENTICATED');

/** One change per product at a time: a double click waits for the first instead of undoing it. */
const inFlight = new Map<string, Promise<Change>>();

/**
 * The signed-in customer's wishlist in PostgreSQL, read and changed through GraphQL (the Apollo cache keeps
 * one copy for every card), published for the heart buttons (lib/shop-lists accountWishlistAtom).
 */
function AccountWishlistSource() {
  const store = useStore();
  const client = useApolloClient();
  const browser = useLocalWishlist();
  // WishlistMerge's answer fills the cache meanwhile.
  const merging = useJoiningBrowserWishlist(true, browser.items);
  const query = useWishlistQuery({ skip: merging, fetchPolicy: 'cache-first' });
  const [addEntry] = useAddToWishlistMutation();
  const [removeEntry] = useRemoveFromWishlistMutation();
  const entries = query.dataState === 'complete' ? query.data.wishlist : undefined;
  const items = useMemo(() => entries?.map(fromEntry), [entries]);
  const signedOut = isUnauthenticated(query.error);

  const writeList = useCallback(
    (list: WishlistEntry_ItemFragment[]) => client.writeQuery({ query: WishlistDocument, data: { wishlist: list } }),
    [client],
  );
  const change = useCallback(
    (id: string, wanted: Change, size?: string | null): Promise<Change> => {
      const pending = inFlight.get(id);
      if (pending) return pending;
      const run = (async () => {
        if (wanted === 'added') {
          const { data } = await addEntry({ variables: { productId: id, size: size ?? null } });
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
  const toggle = useCallback(
    (product: ListProduct, size?: string | null) => {
      const current = client.readQuery({ query: WishlistDocument })?.wishlist ?? [];
      return change(product.id, current.some((entry) => entry.product.id === product.id) ? 'removed' : 'added', size);
    },
    [client, change],
  );
  const remove = useCallback(async (id: string) => void (await change(id, 'removed')), [change]);

  useEffect(() => store.set(accountWishlistAtom, { items, signedOut, toggle, remove }), [store, items, signedOut, toggle, remove]);
  useEffect(() => () => store.set(accountWishlistAtom, null), [store]);
  return null;
}

/**
 * Everything a signed-in customer's wishlist needs from the server, and the question of which size to follow when a
 * clothing piece is added from a card (only the account's list follows sizes); loaded (with the Apollo client) only once signed in.
 */
export default function AccountWishlist() {
  return (
    <>
      <WishlistMerge />
      <AccountWishlistSource />
      <WishlistSizeHost />
    </>
  );
}
