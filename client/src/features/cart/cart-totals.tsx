import { css, useTheme } from '@emotion/react';
import { formatPence } from '../../lib/money';

/** VAT at 20 % contained in a VAT-inclusive amount (accounts-support-info.md §9). */
export const includedVat = (pence: number) => Math.round(pence / 6);

/** Subtotal, complimentary shipping, total and the VAT it includes. */
export function CartTotals({ subtotal }: { subtotal: number }) {
  const theme = useTheme();
  const row = css`display: flex; justify-content: space-between; gap: ${theme.space[3]}; font-variant-numeric: tabular-nums;`;
  return (
    <dl css={css`display: grid; gap: ${theme.space[3]}; font-size: ${theme.fontSizes.sm};`}>
      <div css={row}>
        <dt>Subtotal</dt>
        <dd>{formatPence(subtotal)}</dd>
      </div>
      <div css={row}>
        <dt>Shipping</dt>
        <dd>Complimentary</dd>
      </div>
      <div css={[row, css`padding-top: ${theme.space[3]}; border-top: 1px solid var(--hairline); font-size: ${theme.fontSizes.md}; font-weight: 600;`]}>
        <dt>Total</dt>
        <dd>{formatPence(subtotal)}</dd>
      </div>
      <div css={[row, css`color: var(--fg-muted); font-size: ${theme.fontSizes.xs};`]}>
        <dt>Includes VAT (20%)</dt>
        <dd>{formatPence(includedVat(subtotal))}</dd>
      </div>
    </dl>
  );
}
