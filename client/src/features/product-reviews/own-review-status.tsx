import { css, useTheme } from '@emotion/react';
import type { OwnProductReview_ReviewFragment } from '../../gql/graphql';

export const OWN_REVIEW_TEXT = {
  PENDING: 'Thank you. Your review is awaiting moderation; it will appear here once approved.',
  PUBLISHED: 'Your review is published on this page.',
  HIDDEN: 'Our moderators decided not to publish your review.',
} as const;

/** The customer's own review of the piece: where it stands in moderation (and why it was hidden). */
export function OwnReviewStatus({ review }: { review: OwnProductReview_ReviewFragment }) {
  const theme = useTheme();
  const edge = review.status === 'HIDDEN' ? 'var(--danger)' : review.status === 'PUBLISHED' ? theme.colors.success : 'var(--accent)';
  return (
    <p role="status" css={css`margin: 0; padding: ${theme.space[3]} ${theme.space[4]}; border-left: 2px solid ${edge}; background: rgba(198, 161, 91, 0.08); font-size: ${theme.fontSizes.sm};`}>
      {OWN_REVIEW_TEXT[review.status]}
      {review.status === 'HIDDEN' && review.hiddenReason && <> Reason: {review.hiddenReason}</>}
    </p>
  );
}
