import { css, useTheme } from '@emotion/react';
import type { OrderSellerReview_ReviewFragment } from '../../gql/graphql';
import { REVIEW_STATUS_TEXT } from './review-rules';
import { Stars } from './stars';

/** The buyer's review once written: where it stands in moderation (and why it was hidden), the stars and the words. */
export function ReviewOutcome({ review }: { review: OrderSellerReview_ReviewFragment }) {
  const theme = useTheme();
  const edge = review.status === 'HIDDEN' ? 'var(--danger)' : review.status === 'PUBLISHED' ? theme.colors.success : 'var(--accent)';
  return (
    <div css={css`display: grid; gap: ${theme.space[3]};`}>
      <p role="status" css={css`margin: 0; padding: ${theme.space[3]} ${theme.space[4]}; border-left: 2px solid ${edge}; background: rgba(198, 161, 91, 0.08); font-size: ${theme.fontSizes.sm};`}>
        {REVIEW_STATUS_TEXT[review.status]}
        {review.status === 'HIDDEN' && review.hiddenReason && <> Reason: {review.hiddenReason}</>}
      </p>
      <figure css={css`margin: 0; display: grid; gap: ${theme.space[2]};`}>
        <Stars rating={review.rating} />
        <blockquote css={css`margin: 0; font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.lg}; line-height: 1.5; overflow-wrap: anywhere; white-space: pre-line;`}>{review.text}</blockquote>
      </figure>
    </div>
  );
}
