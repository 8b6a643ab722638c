import { css, useTheme } from '@emotion/react';
import { formatPence } from '../../lib/money';
import { isOnSale } from './card-rules';

export interface PriceDisplayProps {
  price: { amount: number };
  salePrice: { amount: number } | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** The price paid, with the struck original price while on sale. */
export function PriceDisplay({ price, salePrice, size = 'md', className }: PriceDisplayProps) {
  const theme = useTheme();
  const onSale = isOnSale({ price, salePrice });
  return (
    <p
      className={className}
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        column-gap: ${theme.space[2]};
        font-size: ${size === 'lg' ? theme.fontSizes.xl : '0.9375rem'};
        font-weight: 500;
        font-variant-numeric: tabular-nums;
      `}
    >
      {onSale && salePrice ? (
        <>
          <span className="visually-hidden">Sale price</span>
          <span css={css`color: var(--accent);`}>{formatPence(salePrice.amount)}</span>
          <span className="visually-hidden">, was</span>
          <s css={css`color: var(--fg-muted); font-weight: 400; font-size: 0.8em;`}>{formatPence(price.amount)}</s>
        </>
      ) : (
        <span>{formatPence(price.amount)}</span>
      )}
    </p>
  );
}
