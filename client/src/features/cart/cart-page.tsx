import { css, useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { Button, ButtonLink, Container, Eyebrow } from '../../components/ui';
import { cartLines, cartTotal } from '../../lib/shop-lists/cart-actions';
import { useCartActions } from '../../lib/shop-lists/use-cart-actions';
import { cartAtom, cartCountAtom } from '../../lib/shop-lists';
import { CartEmptyState } from './cart-empty-state';
import { CartLineItem } from './cart-line-item';
import { CartTotals } from './cart-totals';
import { useProceedToCheckout } from './use-proceed-to-checkout';

/** /cart: the exact empty state of the spec, or the cart with its summary. */
export function CartPage() {
  const theme = useTheme();
  const items = cartLines(useAtomValue(cartAtom));
  const count = useAtomValue(cartCountAtom);
  const { empty } = useCartActions();
  const proceed = useProceedToCheckout();

  return (
    <Container>
      <title>Your Cart — Aurum</title>
      {items.length === 0 ? (
        <CartEmptyState headingLevel="h1" />
      ) : (
        <div css={css`padding-block: ${theme.space[7]} ${theme.space[9]};`}>
          <div css={css`display: grid; gap: ${theme.space[3]}; margin-bottom: ${theme.space[6]};`}>
            <Eyebrow>Shopping Bag</Eyebrow>
            <h1 css={css`font-size: ${theme.fontSizes['3xl']};`}>Your Cart</h1>
            <p css={css`color: var(--fg-muted);`}>
              {count} {count === 1 ? 'item' : 'items'}
            </p>
          </div>
          <div
            css={css`
              display: grid;
              gap: ${theme.space[7]};
              ${theme.mq.md} {
                grid-template-columns: minmax(0, 1fr) 22rem;
                align-items: start;
              }
            `}
          >
            <section aria-labelledby="cart-items-heading">
              <h2 id="cart-items-heading" className="visually-hidden">
                Items
              </h2>
              <ul role="list" css={css`margin: 0; padding: 0; list-style: none; border-top: 1px solid var(--hairline);`}>
                {items.map((item) => (
                  <CartLineItem key={`${item.id}|${item.size ?? ''}`} item={item} size="full" />
                ))}
              </ul>
              <div css={css`display: flex; justify-content: space-between; gap: ${theme.space[3]}; margin-top: ${theme.space[4]};`}>
                <ButtonLink to="/products" variant="ghost" size="sm">
                  Continue Shopping
                </ButtonLink>
                <Button variant="ghost" size="sm" onClick={empty}>
                  Empty Cart
                </Button>
              </div>
            </section>
            <aside
              aria-labelledby="cart-summary-heading"
              css={css`
                display: grid;
                gap: ${theme.space[5]};
                padding: ${theme.space[6]};
                background: ${theme.colors.white};
                border: 1px solid var(--hairline);
                ${theme.mq.md} {
                  position: sticky;
                  top: 7rem;
                }
              `}
            >
              <h2 id="cart-summary-heading" css={css`font-size: ${theme.fontSizes.xl};`}>
                Order Summary
              </h2>
              <CartTotals subtotal={cartTotal(items)} />
              <Button fullWidth size="lg" onClick={proceed}>
                Proceed to Checkout
              </Button>
              <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.xs}; text-align: center;`}>
                Secure payment · 30-day returns · Authenticity guaranteed
              </p>
            </aside>
          </div>
        </div>
      )}
    </Container>
  );
}
