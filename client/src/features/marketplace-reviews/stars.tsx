import { css } from '@emotion/react';
import { StarIcon } from '../../components/ui';
import { starFills, starsText } from './review-rules';

/** Five stars filled to `rating` (halves and all), read as "4.5 out of 5 stars". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span role="img" aria-label={starsText(rating)} css={css`display: inline-flex; gap: 2px; color: var(--accent); vertical-align: middle;`}>
      {starFills(rating).map((filled, index) => (
        <StarIcon key={index} size={size} filled={filled} />
      ))}
    </span>
  );
}
