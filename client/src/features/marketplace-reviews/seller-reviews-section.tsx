import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, Skeleton } from '../../components/ui';
import { useSellerReviewsQuery } from '../../gql/hooks';
import { Stars } from './stars';
import { formatLongDate } from '../../lib/dates';

export const REVIEWS_PAGE_SIZE = 5;

/** A seller's published reviews on their page: the average, then the newest five, with "Show more reviews". */
export function SellerReviewsSection({ sellerId, sellerName, rating, reviewCount }: { sellerId: string; sellerName: string; rating: number | null; reviewCount: number }) {
  const theme = useTheme();
  const [shown, setShown] = useState(REVIEWS_PAGE_SIZE);
  const result = useSellerReviewsQuery({ variables: { sellerId, offset: 0, limit: shown } });
  const page = result.dataState === 'complete' ? result.data.sellerReviews : (result.previousData?.sellerReviews ?? null);

  return (
    <section aria-labelledby="seller-reviews-title" css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
      <div css={css`display: flex; flex-wrap: wrap; align-items: baseline; gap: ${theme.space[3]} ${theme.space[4]};`}>
        <h2 id="seller-reviews-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Reviews
        </h2>
        {rating !== null && reviewCount > 0 && (
          <p css={css`display: flex; align-items: center; gap: ${theme.space[2]}; font-size: ${theme.fontSizes.sm};`}>
            <Stars rating={rating} />
            <span>
              {rating.toFixed(1)} out of 5 · {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        )}
      </div>
      {!page ? (
        result.error ? (
          <p role="alert" css={css`color: var(--fg-muted);`}>The reviews could not be loaded. Please try again later.</p>
        ) : (
          <div role="status" aria-label="Loading reviews" css={css`display: grid; gap: ${theme.space[3]};`}>
            <Skeleton height="5rem" />
            <Skeleton height="5rem" />
          </div>
        )
      ) : page.total === 0 ? (
        <p css={css`color: var(--fg-muted);`}>{sellerName} has no reviews yet.</p>
      ) : (
        <>
          <ul role="list" aria-label={`Reviews of ${sellerName}`} css={css`display: grid; gap: ${theme.space[4]}; margin: 0; padding: 0; list-style: none;`}>
            {page.items.map((review) => (
              <li key={review.id} css={css`display: grid; gap: ${theme.space[2]}; padding: ${theme.space[4]} 0; border-top: 1px solid var(--hairline);`}>
                <Stars rating={review.rating} size={14} />
                <p css={css`margin: 0; line-height: 1.6; overflow-wrap: anywhere; white-space: pre-line;`}>{review.text}</p>
                <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
                  {review.buyerName} · Verified purchase · {formatLongDate(review.publishedAt)}
                </p>
              </li>
            ))}
          </ul>
          {page.items.length < page.total && (
            <Button variant="secondary" size="sm" disabled={result.loading} onClick={() => setShown((count) => count + REVIEWS_PAGE_SIZE)} css={css`justify-self: start;`}>
              {result.loading ? 'Loading…' : `Show more reviews (${page.total - page.items.length} more)`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
