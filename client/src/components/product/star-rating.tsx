import { css } from '@emotion/react';
import { StarRow, theme } from '../ui';

/** Cards show a fixed 4.9 rating (storefront.md §1: not derived from reviews). */
export const CARD_RATING = 4.9;

const styles = {
  rating: css`display: inline-flex; align-items: center; gap: ${theme.space[1]}; color: ${theme.colors.goldDeep};`,
  value: css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`,
};

export function CardStarRating() {
  return (
    <span role="img" aria-label={`Rated ${CARD_RATING} out of 5`} css={styles.rating}>
      <StarRow value={CARD_RATING} size={12} />
      <span aria-hidden="true" css={styles.value}>
        {CARD_RATING.toFixed(1)}
      </span>
    </span>
  );
}
