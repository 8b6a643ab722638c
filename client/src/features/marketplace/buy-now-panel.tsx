import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, LockIcon } from '../../components/ui';

export const ESCROW_SOON_TEXT = 'Escrow checkout opens soon';

/** The price and Buy Now. Escrow checkout is the next part of the marketplace, so the button waits, disabled, and says why. */
export function BuyNowPanel({ price }: { price: string }) {
  const theme = useTheme();
  const noteId = useId();
  return (
    <div css={css`display: grid; gap: ${theme.space[4]}; padding-block: ${theme.space[5]}; border-block: 1px solid var(--hairline);`}>
      <p css={css`font-size: ${theme.fontSizes.xl}; font-weight: 500; font-variant-numeric: tabular-nums;`}>
        <span className="visually-hidden">Price: </span>
        {price}
      </p>
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[3]} ${theme.space[4]};`}>
        <Button size="lg" disabled aria-describedby={noteId}>
          Buy Now
        </Button>
        <p id={noteId} css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
          {ESCROW_SOON_TEXT}
        </p>
      </div>
      <p css={css`display: flex; gap: ${theme.space[2]}; align-items: flex-start; font-size: ${theme.fontSizes.sm}; svg { flex-shrink: 0; color: var(--accent); }`}>
        <LockIcon size={18} />
        Your payment will be held in escrow and released to the seller only when you accept the watch.
      </p>
    </div>
  );
}
