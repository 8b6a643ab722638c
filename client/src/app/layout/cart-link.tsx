import { useAtomValue } from 'jotai';
import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { BagIcon } from '../../components/ui';
import { cartCountAtom, formatCartCount } from '../../lib/shop-lists';
import { iconButton } from './header-styles';

export function CartLink() {
  const theme = useTheme();
  const count = useAtomValue(cartCountAtom);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <Link to="/cart" aria-label={label} css={[iconButton(theme), css`position: relative;`]}>
      <BagIcon size={22} />
      {count > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          css={css`
            position: absolute;
            top: 0.25rem;
            right: 0.125rem;
            min-width: 1.125rem;
            height: 1.125rem;
            padding: 0 0.25rem;
            border-radius: ${theme.radii.pill};
            background: ${theme.colors.gold};
            color: ${theme.colors.black};
            font-size: 0.625rem;
            font-weight: 700;
            line-height: 1.125rem;
            text-align: center;
          `}
        >
          {formatCartCount(count)}
        </span>
      )}
    </Link>
  );
}
