import { css } from '@emotion/react';
import { theme } from '../ui';
import { formatPence } from '../../lib/money';
import { isOnSale } from './card-rules';

export interface PriceDisplayProps {
  price: { amount: number };
  salePrice: { amount: number } | null;
  size?: 'md' | 'lg';
  className?: string;
}

const price = (fontSize: string) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${theme.space[2]};
  font-size: ${fontSize};
  font-weight: 500;
  font-variant-numeric: tabular-nums;
`;
const styles = {
  md: price('0.9375rem'),
  lg: price(theme.fontSizes.xl),
  sale: css`color: var(--accent);`,
  was: css`color: var(--fg-muted); font-weight: 400; font-size: 0.8em;`,
};

/** The price paid, with the struck original price while on sale. */
export function PriceDisplay({ price, salePrice, size = 'md', className }: PriceDisplayProps) {
  const onSale = isOnSale({ price, salePrice });
  return (
    <p
      className={className}
      css={styles[size]}
    >
      {onSale && salePrice ? (
        <>
          <span className="visually-hidden">Sale price</span>
          <span css={styles.sale}>{formatPence(salePrice.amount)}</span>
          <span className="visually-hidden">, was</span>
          <s css={styles.was}>{formatPence(price.amount)}</s>
        </>
      ) : (
        <span>{formatPence(price.amount)}</span>
      )}
    </p>
  );
}
