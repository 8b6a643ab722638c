import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { cartDrawerOpenAtom } from './cart-drawer-state';

const CartDrawer = lazy(() => import('./cart-drawer'));

/** Loads the drawer's code the first time it opens, keeping it out of the home page's first bytes. */
export function CartDrawerHost() {
  const open = useAtomValue(cartDrawerOpenAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
