import { css, useTheme } from '@emotion/react';
import { lazy, useState } from 'react';
import { PRODUCT_REVIEWS_PAGE } from '@aurum/rules/catalog/product-review-rules';
import { Button, Skeleton, StarRow } from '../../components/ui';
import type { ProductReviewsQuery, ProductReviewsQueryVariables } from '../../gql/graphql';
import { ProductReviewsDocument } from '../../gql/hooks';
import { ApolloBoundary } from '../../lib/apollo-boundary';
import { formatLongDate } from '../../lib/dates';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { starsText } from '../marketplace-reviews/review-rules';
import { RatingSummary } from './rating-summary';

/** The form and its client code load only after "Write a Review": the product page's chunk stays as it was. */
const ReviewWriting = lazy(() => import('./review-writing').then((module) => ({ default: module.ReviewWriting })));

/** The spec's sentence, kept until a piece has a published review (storefront.md §2). */
export const NO_REVIEWS_TEXT = 'There are no reviews yet for this product.';

type Review = ProductReviewsQuery['productReviews']['items'][number];

interface Props {
  product: { id: string; name: string; reviewCount: number; averageRating: number | null };
  /** The Reviews tab is open: only then are reviews asked for. */
  active: boolean;
  /** Arrived from "Review this piece" on an order: the form opens at once. */
  writing?: boolean;
}

/**
 * The Reviews tab: the average and count of published reviews, the newest five and "Show more reviews"
 * (the next five after the last shown), and "Write a Review", which opens the form for a customer whose
 * order of the piece was dispatched and otherwise says why not.
 */
export function ProductReviewsPanel({ product, active, writing = false }: Props) {
  const theme = useTheme();
  const [asked, setAsked] = useState(writing);
  const variables: ProductReviewsQueryVariables = { productId: product.id, first: PRODUCT_REVIEWS_PAGE.default };
  const list = useFirstScreenQuery(ProductReviewsDocument, { variables, skip: !active || product.reviewCount === 0 });
  const [more, setMore] = useState<{ items: Review[]; hasMore: boolean | null; loading: boolean }>({ items: [], hasMore: null, loading: false });

  const first = list.dataState === 'complete' ? list.data.productReviews : null;
  const reviews = first ? [...first.items, ...more.items.filter((review) => !first.items.some((shown) => shown.id === review.id))] : [];
  const hasMore = more.hasMore ?? first?.hasMore ?? false;
  const showMore = async () => {
    setMore((current) => ({ ...current, loading: true }));
    try {
      const next = (await list.fetchMore({ variables: { after: reviews.at(-1)?.id } })).data?.productReviews;
      setMore((current) => ({ items: [...current.items, ...(next?.items ?? [])], hasMore: next?.hasMore ?? false, loading: false }));
    } catch {
      setMore((current) => ({ ...current, loading: false }));
    }
  };

  return (
    <div css={css`display: grid; gap: ${theme.space[5]}; justify-items: start; min-width: 0;`}>
      {product.reviewCount === 0 ? (
        <p>{NO_REVIEWS_TEXT}</p>
      ) : (
        <>
          <RatingSummary averageRating={product.averageRating} reviewCount={product.reviewCount} />
          {!first ? (
            list.error ? (
              <p role="alert" css={css`color: var(--fg-muted);`}>The reviews could not be loaded. Please try again later.</p>
            ) : (
              <div role="status" aria-label="Loading reviews" css={css`display: grid; gap: ${theme.space[3]}; width: 100%;`}>
                <Skeleton height="5rem" />
              </div>
            )
          ) : (
            <ul role="list" aria-label={`Reviews of the ${product.name}`} css={css`display: grid; gap: ${theme.space[2]}; width: 100%; max-width: 46rem; margin: 0; padding: 0; list-style: none;`}>
              {reviews.map((review) => (
                <li key={review.id} css={css`display: grid; gap: ${theme.space[2]}; padding: ${theme.space[4]} 0; border-top: 1px solid var(--hairline);`}>
                  <span role="img" aria-label={starsText(review.rating)} css={css`display: inline-flex; color: var(--accent);`}>
                    <StarRow value={review.rating} size={14} />
                  </span>
                  {/* h2: the tab panel sits right under the product name (h1). */}
                  <h2 css={css`margin: 0; font-size: ${theme.fontSizes.lg}; overflow-wrap: anywhere;`}>{review.title}</h2>
                  <p css={css`margin: 0; line-height: 1.6; overflow-wrap: anywhere; white-space: pre-line;`}>{review.text}</p>
                  <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
                    {review.buyerName} · Verified purchase · {formatLongDate(review.publishedAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {hasMore && (
            <Button variant="ghost" disabled={more.loading} onClick={() => void showMore()}>
              {more.loading ? 'Loading…' : 'Show more reviews'}
            </Button>
          )}
        </>
      )}
      {asked ? (
        <ApolloBoundary fallback={<Skeleton height="3rem" width="16rem" />}>
          <ReviewWriting productId={product.id} productName={product.name} />
        </ApolloBoundary>
      ) : (
        <Button variant="secondary" onClick={() => setAsked(true)}>
          Write a Review
        </Button>
      )}
    </div>
  );
}
