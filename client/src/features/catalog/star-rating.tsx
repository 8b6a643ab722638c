import { css, useTheme } from '@emotion/react';
import { StarIcon } from '../../components/ui';

/** Cards show a fixed 4.9 rating (spec: not derived from reviews). */
export const DISPLAY_RATING = 4.9;

export function StarRating({ rating = DISPLAY_RATING }: { rating?: number }) {
  const theme = useTheme();
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      css={css`display: inline-flex; align-items: center; gap: 0.125rem; color: ${theme.colors.goldDeep};`}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <StarIcon key={i} size={13} filled={Math.max(0, Math.min(1, rating - i))} />
      ))}
      <span aria-hidden="true" css={css`margin-left: ${theme.space[2]}; font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
