import { css, useTheme } from '@emotion/react';
import { StarIcon } from '../ui';

/** Cards show a fixed 4.9 rating (storefront.md §1: not derived from reviews). */
export const CARD_RATING = 4.9;

export function CardStarRating() {
  const theme = useTheme();
  return (
    <span
      role="img"
      aria-label={`Rated ${CARD_RATING} out of 5`}
      css={css`display: inline-flex; align-items: center; gap: 0.125rem; color: ${theme.colors.goldDeep};`}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <StarIcon key={i} size={12} filled={Math.max(0, Math.min(1, CARD_RATING - i))} />
      ))}
      <span aria-hidden="true" css={css`margin-left: ${theme.space[1]}; font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
        {CARD_RATING.toFixed(1)}
      </span>
    </span>
  );
}
