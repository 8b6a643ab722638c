import { lazy } from 'react';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import { useSessionHint } from '../../lib/session-hint';

const AccountWishlist = lazy(() => import('./account-wishlist'));

/** A signed-in customer's wishlist: the account's list, joined by what this browser kept as a visitor. Visitors load nothing for it. */
export function WishlistSyncHost() {
  const signedIn = useSessionHint();
  if (!signedIn) return null;
  return (
    <ApolloBoundary>
      <AccountWishlist />
    </ApolloBoundary>
  );
}
