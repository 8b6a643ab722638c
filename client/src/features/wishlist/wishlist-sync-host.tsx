import { lazy } from 'react';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import { useSessionHint } from '../../lib/session-hint';

const WishlistMerge = lazy(() => import('./wishlist-merge'));

/** Joins a visitor's browser wishlist to the account's once they are signed in; visitors load nothing for it. */
export function WishlistSyncHost() {
  const signedIn = useSessionHint();
  if (!signedIn) return null;
  return (
    <ApolloBoundary>
      <WishlistMerge />
    </ApolloBoundary>
  );
}
