import { css, useTheme } from '@emotion/react';
import { StarRow } from '../ui';

/** Cards show a fixed 4.9 rating (storefront.md §1: not derived from reviews). */
export const CARD_RATING = 4.9;

export function CardStarRating() {
  const theme = useTheme();
  return (
    <span
      role="img"
      aria-label={`Rated ${CARD_RATING} out of 5`}
      css={css`display: inline-flex; align-items: center; gap: ${theme.space[1]}; color: ${theme.colors.goldDeep};`}
    >
      <StarRow value={CARD_RATING} size={12} />
      <span aria-hidden="true" css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
        {CARD_RATING.toFixed(1)}
      </span>
    </span>
  );
}
