import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, ButtonLink, LockIcon } from '../../components/ui';

export const NOT_FOR_SALE_TEXT = 'Only live listings can be bought.';

/** The price and Buy Now, which opens the escrow checkout of a live listing. */
export function BuyNowPanel({ listingId, price, live }: { listingId: string; price: string; live: boolean }) {
  const theme = useTheme();
  const noteId = useId();
  return (
    <div css={css`display: grid; gap: ${theme.space[4]}; padding-block: ${theme.space[5]}; border-block: 1px solid var(--hairline);`}>
      <p css={css`font-size: ${theme.fontSizes.xl}; font-weight: 500; font-variant-numeric: tabular-nums;`}>
        <span className="visually-hidden">Price: </span>
        {price}
      </p>
      <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[3]} ${theme.space[4]};`}>
        {live ? (
          <ButtonLink to={`/marketplace/checkout/${listingId}`} size="lg">
            Buy Now
          </ButtonLink>
        ) : (
          <>
            <Button size="lg" disabled aria-describedby={noteId}>
              Buy Now
            </Button>
            <p id={noteId} css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
              {NOT_FOR_SALE_TEXT}
            </p>
          </>
        )}
      </div>
      <p css={css`display: flex; gap: ${theme.space[2]}; align-items: flex-start; font-size: ${theme.fontSizes.sm}; svg { flex-shrink: 0; color: var(--accent); }`}>
        <LockIcon size={18} />
        Your payment will be held in escrow and released to the seller only when you accept the watch.
      </p>
    </div>
  );
}
