import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { TrashIcon } from '../../components/ui';
import { formatPence } from '../../lib/money';
import { cartLineKey } from '../../lib/shop-lists/cart-actions';
import { useCartActions } from '../../lib/shop-lists/use-cart-actions';
import type { CartItem } from '../../lib/shop-lists';
import { CartQuantity } from './cart-quantity';

const sized = (url: string, width: number) => (url ? `${url}${url.includes('?') ? '&' : '?'}w=${width}` : '');

/** One cart line: image, brand, name, size, price in pounds, quantity − / +, remove. */
export function CartLineItem({ item, size = 'compact', onNavigate }: { item: CartItem; size?: 'compact' | 'full'; onNavigate?: () => void }) {
  const theme = useTheme();
  const { setQuantity, remove } = useCartActions();
  const key = cartLineKey(item);
  const imageWidth = size === 'full' ? '7.5rem' : '5.5rem';
  return (
    <li
      data-testid="cart-line"
      css={css`
        display: grid;
        grid-template-columns: ${imageWidth} 1fr;
        gap: ${theme.space[4]};
        padding-block: ${theme.space[5]};
        border-bottom: 1px solid var(--hairline);
      `}
    >
      <Link to={`/product/${item.id}`} onClick={onNavigate} tabIndex={-1} aria-hidden="true" css={css`display: block; background: ${theme.colors.parchment};`}>
        {item.imageUrl ? (
          <img
            src={sized(item.imageUrl, 320)}
            alt=""
            width={240}
            height={300}
            loading="lazy"
            css={css`display: block; width: 100%; height: auto; aspect-ratio: 4 / 5; object-fit: cover;`}
          />
        ) : (
          <div css={css`aspect-ratio: 4 / 5;`} />
        )}
      </Link>
      <div css={css`display: grid; gap: ${theme.space[2]}; align-content: start; min-width: 0;`}>
        <div css={css`display: flex; justify-content: space-between; gap: ${theme.space[3]};`}>
          <div css={css`min-width: 0;`}>
            {item.brand && (
              <p css={css`color: var(--accent); font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`}>
                {item.brand}
              </p>
            )}
            <h3 css={css`font-family: ${theme.fonts.display}; font-size: ${size === 'full' ? theme.fontSizes.xl : theme.fontSizes.lg}; line-height: 1.25;`}>
              <Link to={`/product/${item.id}`} onClick={onNavigate} css={css`color: inherit; text-decoration: none; &:hover { color: var(--accent); }`}>
                {item.name}
              </Link>
            </h3>
          </div>
          <p css={css`font-variant-numeric: tabular-nums; font-weight: 500; white-space: nowrap;`}>
            <span className="visually-hidden">Price </span>
            {formatPence(item.price)}
          </p>
        </div>
        {item.size && <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>Size: {item.size}</p>}
        <div css={css`display: flex; align-items: center; justify-content: space-between; gap: ${theme.space[3]}; margin-top: ${theme.space[1]};`}>
          <CartQuantity name={item.name} value={item.quantity} onChange={(quantity) => setQuantity(key, quantity)} />
          <button
            type="button"
            onClick={() => remove(key)}
            aria-label={`Remove ${item.name}${item.size ? `, size ${item.size},` : ''} from cart`}
            css={css`
              display: inline-flex;
              align-items: center;
              gap: ${theme.space[2]};
              min-height: 2.25rem;
              padding: 0 ${theme.space[2]};
              border: 0;
              background: transparent;
              color: var(--fg-muted);
              font-size: ${theme.fontSizes.xs};
              letter-spacing: ${theme.letterSpacing.caps};
              text-transform: uppercase;
              cursor: pointer;
              &:hover {
                color: var(--danger);
              }
            `}
          >
            <TrashIcon size={16} /> Remove
          </button>
        </div>
      </div>
    </li>
  );
}
