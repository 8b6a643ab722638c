export { cartDrawerOpenAtom } from './cart-drawer-state';
export { CartDrawerHost } from './cart-drawer-host';
export { FloatingCartButton } from './floating-cart-button';
export { CartSyncHost } from './cart-sync-host';
export { CartCountBadge } from './cart-count-badge';
