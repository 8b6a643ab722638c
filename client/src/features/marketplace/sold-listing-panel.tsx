import { css, useTheme } from '@emotion/react';

export const SOLD_TEXT = 'This watch has been sold through the Aurum Marketplace.';

/**
 * In place of Buy Now on a sold listing: "Sold" and the last asking price.
 * As on Chrono24, a sold watch keeps its page and details but the price it
 * changed hands at is the buyer's and seller's business; the asking price
 * was public and is labelled as such (here a sale is at the asking price).
 */
export function SoldListingPanel({ price }: { price: string }) {
  const theme = useTheme();
  return (
    <div css={css`display: grid; gap: ${theme.space[3]}; padding-block: ${theme.space[5]}; border-block: 1px solid var(--hairline);`}>
      <p css={css`margin: 0; font-size: ${theme.fontSizes.xl}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`}>Sold</p>
      <p css={css`margin: 0;`}>{SOLD_TEXT}</p>
      <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted); font-variant-numeric: tabular-nums;`}>Last asking price: {price}</p>
    </div>
  );
}
