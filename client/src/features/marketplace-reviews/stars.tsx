import { css } from '@emotion/react';
import { StarRow } from '../../components/ui';
import { starsText } from './review-rules';

/** Five stars filled to `rating` (halves and all), read as "4.5 out of 5 stars". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span role="img" aria-label={starsText(rating)} css={css`display: inline-flex; color: var(--accent); vertical-align: middle;`}>
      <StarRow value={rating} size={size} />
    </span>
  );
}
