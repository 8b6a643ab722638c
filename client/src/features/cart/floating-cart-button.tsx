import { css, useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router';
import { BagIcon, FLOATING_CONTROL, inFloatingStrip } from '../../components/ui';
import { cartCountAtom } from '../../lib/shop-lists';
import { CartCountBadge } from './cart-count-badge';
import { useStoredValue } from '../../lib/hydration';

/** Pages where a shortcut to /cart would only get in the way. */
const HIDDEN_ON = [/^\/cart$/, /^\/checkout$/, /^\/order[/-]confirmation$/];

/** accounts-support-info.md §2: shown while the cart holds something; count capped at 99+; links to /cart. */
export function FloatingCartButton() {
  const theme = useTheme();
  const count = useStoredValue(useAtomValue(cartCountAtom), 0);
  const { pathname } = useLocation();
  if (count === 0 || HIDDEN_ON.some((pattern) => pattern.test(pathname))) return null;
  return (
    <Link
      to="/cart"
      aria-label={count === 1 ? 'Your cart has 1 item' : `Your cart has ${count} items`}
      data-testid="floating-cart"
      {...{ [FLOATING_CONTROL]: '' }}
      css={[
        inFloatingStrip('3.5rem'),
        css`
        right: ${theme.space[5]};
        z-index: ${theme.zIndices.sticky};
        display: grid;
        place-items: center;
        width: 3.5rem;
        height: 3.5rem;
        border-radius: 50%;
        background: ${theme.colors.black};
        color: ${theme.colors.gold};
        border: 1px solid ${theme.colors.gold};
        box-shadow: ${theme.shadows.raised};
        transition: transform ${theme.durations.fast} ${theme.easing};
        &:hover {
          transform: translateY(-2px);
        }
        &:focus-visible {
          outline: 2px solid ${theme.colors.gold};
          outline-offset: 3px;
        }
        ${theme.mq.belowMd} {
          right: ${theme.space[3]};
        }
      `,
      ]}
    >
      <BagIcon size={24} />
      <CartCountBadge count={count} size="md" />
    </Link>
  );
}
