import { useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { useAtom, useAtomValue } from 'jotai';
import { Button, ButtonLink, CloseIcon, Drawer } from '../../components/ui';
import { formatPence } from '../../lib/money';
import { cartLines, cartTotal } from '../../lib/shop-lists/cart-actions';
import { useCartActions } from '../../lib/shop-lists/use-cart-actions';
import { cartAtom, cartCountAtom } from '../../lib/shop-lists';
import { CartEmptyState } from './cart-empty-state';
import { cartDrawerOpenAtom } from './cart-drawer-state';
import { CartLineItem } from './cart-line-item';
import { includedVat } from './cart-totals';
import { useProceedToCheckout } from './use-proceed-to-checkout';

export const CART_DRAWER_ID = 'cart-drawer';

/** accounts-support-info.md §2: the cart drawer, opened from the header's cart icon. */
export default function CartDrawer() {
  const theme = useTheme();
  const [open, setOpen] = useAtom(cartDrawerOpenAtom);
  const items = cartLines(useAtomValue(cartAtom));
  const count = useAtomValue(cartCountAtom);
  const { empty } = useCartActions();
  const close = () => setOpen(false);
  const proceed = useProceedToCheckout(close);
  const closeRef = useRef<HTMLButtonElement>(null);
  const subtotal = cartTotal(items);

  return (
    <Drawer open={open} onClose={close} label="Shopping cart" id={CART_DRAWER_ID} width="min(28rem, 100vw)" initialFocusRef={closeRef}>
      <div css={css`display: flex; align-items: center; justify-content: space-between; padding: ${theme.space[5]}; border-bottom: 1px solid var(--hairline);`}>
        <h2 css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Your Cart{' '}
          {count > 0 && <span css={css`font-family: ${theme.fonts.text}; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>({count} {count === 1 ? 'item' : 'items'})</span>}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={close}
          aria-label="Close cart"
          css={css`display: grid; place-items: center; width: 2.75rem; height: 2.75rem; border: 0; background: transparent; color: var(--fg); cursor: pointer;`}
        >
          <CloseIcon size={22} />
        </button>
      </div>

      {items.length === 0 ? (
        <div css={css`padding: ${theme.space[5]};`}>
          <CartEmptyState onNavigate={close} />
        </div>
      ) : (
        <>
          <ul role="list" aria-label="Items in your cart" css={css`flex: 1; margin: 0; padding: 0 ${theme.space[5]}; list-style: none;`}>
            {items.map((item) => (
              <CartLineItem key={`${item.id}|${item.size ?? ''}`} item={item} onNavigate={close} />
            ))}
          </ul>
          <div
            css={css`
              position: sticky;
              bottom: 0;
              display: grid;
              gap: ${theme.space[3]};
              padding: ${theme.space[5]};
              border-top: 1px solid var(--hairline);
              background: ${theme.colors.ivory};
            `}
          >
            <div css={css`display: flex; justify-content: space-between; font-size: ${theme.fontSizes.lg}; font-weight: 600; font-variant-numeric: tabular-nums;`}>
              <span>Subtotal</span>
              <span data-testid="cart-drawer-subtotal">{formatPence(subtotal)}</span>
            </div>
            <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.xs};`}>
              Complimentary shipping. Prices include VAT ({formatPence(includedVat(subtotal))}).
            </p>
            <Button fullWidth size="lg" onClick={proceed}>
              Proceed to Checkout
            </Button>
            <div css={css`display: flex; justify-content: space-between; gap: ${theme.space[3]};`}>
              <ButtonLink to="/cart" variant="ghost" size="sm" onClick={close}>
                View Cart
              </ButtonLink>
              <Button variant="ghost" size="sm" onClick={empty}>
                Empty Cart
              </Button>
            </div>
          </div>
        </>
      )}
    </Drawer>
  );
}
