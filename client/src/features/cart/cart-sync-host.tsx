import { lazy } from 'react';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import { useSessionHint } from '../../lib/session-hint';

const CartServerSync = lazy(() => import('./cart-server-sync'));

/** Keeps a signed-in customer's cart on the server; guests load nothing for it. */
export function CartSyncHost() {
  const signedIn = useSessionHint();
  if (!signedIn) return null;
  return (
    <ApolloBoundary>
      <CartServerSync />
    </ApolloBoundary>
  );
}
