import { useApolloClient } from '@apollo/client/react';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { WishlistDocument } from '../../gql/hooks';
import { useMergeWishlistMutation } from '../../gql/hooks';
import { normaliseWishlist, wishlistAtom, wishlistMergeFailedAtom } from '../../lib/shop-lists';

/** The server keeps at most this many; a longer browser list sends its first ones. */
const MERGE_LIMIT = 200;

/**
 * Once signed in, the list this browser kept as a visitor joins the account's
 * (mergeWishlist), the cache gets the joined list for every heart button,
 * and the merged pieces leave the browser: from now on the list lives on the
 * server and follows the customer to every device. Runs again whenever the
 * browser list has pieces while signed in (another tab, a late sign-in).
 */
export function WishlistMerge() {
  const store = useStore();
  const client = useApolloClient();
  const [mergeWishlist] = useMergeWishlistMutation();

  useEffect(() => {
    let running = false;
    const merge = async () => {
      const local = normaliseWishlist(store.get(wishlistAtom)).slice(0, MERGE_LIMIT);
      if (running || local.length === 0) return;
      running = true;
      let joined = false;
      try {
        const { data } = await mergeWishlist({ variables: { productIds: local.map((item) => item.id) } });
        if (!data) throw new Error('mergeWishlist answered without data');
        client.writeQuery({ query: WishlistDocument, data: { wishlist: data.mergeWishlist } });
        const merged = new Set(local.map((item) => item.id));
        store.set(wishlistMergeFailedAtom, false);
        store.set(wishlistAtom, (current) => normaliseWishlist(current).filter((item) => !merged.has(item.id)));
        joined = true;
      } catch {
        // Not signed in after all, or offline: the browser keeps its list for the next try,
        // and the account's list is shown meanwhile.
        store.set(wishlistMergeFailedAtom, true);
      } finally {
        running = false;
      }
      // A piece hearted while this merge was under way joins in the next round.
      if (joined && normaliseWishlist(store.get(wishlistAtom)).length > 0) void merge();
    };
    void merge();
    return store.sub(wishlistAtom, () => void merge());
  }, [store, client, mergeWishlist]);

  return null;
}
