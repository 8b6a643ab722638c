import { css, useTheme } from '@emotion/react';
import { ratingSummary, ratingSummaryLabel } from '@aurum/rules/catalog/product-review-rules';
import { StarRow } from '../../components/ui';

/**
 * "4.7 ★ (12 reviews)" from published reviews only, read as "Rated 4.7 out of 5 from 12 reviews";
 * nothing at all without a published review (no stars no review stands behind; DMCC Act 2024, issue 37).
 */
export function RatingSummary({ averageRating, reviewCount, size = 16 }: { averageRating: number | null; reviewCount: number; size?: number }) {
  const theme = useTheme();
  const text = ratingSummary(averageRating, reviewCount);
  if (text === null || averageRating === null) return null;
  return (
    <p
      role="img"
      aria-label={ratingSummaryLabel(averageRating, reviewCount)}
      data-testid="rating-summary"
      css={css`display: inline-flex; align-items: center; gap: ${theme.space[2]}; margin: 0; font-size: ${theme.fontSizes.sm};`}
    >
      <span css={css`display: inline-flex; color: var(--accent);`}>
        <StarRow value={averageRating} size={size} />
      </span>
      <span aria-hidden="true">{text}</span>
    </p>
  );
}
