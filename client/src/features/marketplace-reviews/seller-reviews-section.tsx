import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { sellerReviewsVariables } from '@aurum/rules/marketplace/review-rules';
import { Button, Skeleton } from '../../components/ui';
import type { SellerReviewsQuery } from '../../gql/graphql';
import { SellerReviewsDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { Stars } from './stars';
import { formatLongDate } from '../../lib/dates';

type ReviewsPage = SellerReviewsQuery['sellerReviews'];

/** The pages after the first, as "Show more reviews" brings them: their reviews (no repeats) and the latest total. */
interface MoreReviews {
  items: ReviewsPage['items'];
  total: number | null;
  loading: boolean;
  failed: boolean;
}

const NO_MORE: MoreReviews = { items: [], total: null, loading: false, failed: false };

/**
 * A seller's published reviews on their page: the average, then the newest five (they come with the page), and
 * "Show more reviews" asks for the next five only (offset = reviews shown), so a seller with hundreds of reviews
 * costs the page no more than one with five.
 */
export function SellerReviewsSection({ sellerId, sellerName, rating, reviewCount }: { sellerId: string; sellerName: string; rating: number | null; reviewCount: number }) {
  const theme = useTheme();
  const result = useFirstScreenQuery(SellerReviewsDocument, { variables: sellerReviewsVariables(sellerId, 0) });
  const [more, setMore] = useState<MoreReviews>(NO_MORE);
  const first = result.dataState === 'complete' ? result.data.sellerReviews : null;
  const page = first && { items: [...first.items, ...more.items.filter((review) => !first.items.some((shown) => shown.id === review.id))], total: more.total ?? first.total };

  const showMore = async (offset: number) => {
    setMore((current) => ({ ...current, loading: true, failed: false }));
    try {
      const next = (await result.fetchMore({ variables: sellerReviewsVariables(sellerId, offset) })).data?.sellerReviews;
      if (!next) throw new Error('No reviews in the answer');
      setMore((current) => ({ items: [...current.items, ...next.items.filter((review) => !current.items.some((shown) => shown.id === review.id))], total: next.total, loading: false, failed: false }));
    } catch {
      setMore((current) => ({ ...current, loading: false, failed: true }));
    }
  };

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
          {more.failed && <p role="alert" css={css`color: var(--fg-muted);`}>More reviews could not be loaded. Please try again.</p>}
          {page.items.length < page.total && (
            <Button variant="secondary" size="sm" disabled={more.loading} onClick={() => void showMore(page.items.length)} css={css`justify-self: start;`}>
              {more.loading ? 'Loading…' : `Show more reviews (${page.total - page.items.length} more)`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
