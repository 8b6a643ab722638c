import type { MouseEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { BagIcon } from '../../components/ui';
import { CartCountBadge, CartDrawerHost, cartDrawerOpenAtom, CartSyncHost } from '../../features/cart';
import { cartCountAtom } from '../../lib/shop-lists';
import { iconButton } from './header-styles';
import { useStoredValue } from '../../lib/hydration';

/**
 * The header's cart icon with its count. A plain click opens the cart drawer;
 * it stays a link to /cart, so a new tab (or no JavaScript yet) still works.
 */
export function CartLink() {
  const theme = useTheme();
  const count = useStoredValue(useAtomValue(cartCountAtom), 0);
  const [open, setOpen] = useAtom(cartDrawerOpenAtom);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link
        to="/cart"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openDrawer}
        css={[iconButton(theme), css`position: relative;`]}
      >
        <BagIcon size={22} />
        {count > 0 && <CartCountBadge count={count} testId="cart-count" />}
      </Link>
      <CartDrawerHost />
      <CartSyncHost />
    </>
  );
}
