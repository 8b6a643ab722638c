import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { Skeleton } from '../../components/ui';
import { useProductReviewEligibilityQuery } from '../../gql/hooks';
import { OwnReviewStatus } from './own-review-status';
import { ProductReviewForm } from './product-review-form';

/**
 * After "Write a Review" (inside an Apollo boundary: the client loads only then): the form for a customer
 * whose order of the piece was dispatched, their own review's standing once written, or why they may not.
 */
export function ReviewWriting({ productId, productName }: { productId: string; productName: string }) {
  const eligibility = useProductReviewEligibilityQuery({ variables: { productId }, fetchPolicy: 'network-only' });
  const state = eligibility.dataState === 'complete' ? eligibility.data.productReviewEligibility : null;
  const place = useRef<HTMLDivElement>(null);
  const known = state !== null;
  // Bring the form (or the reason there is none) into view once the answer is in.
  useEffect(() => {
    if (known) place.current?.scrollIntoView({ block: 'nearest' });
  }, [known]);

  return (
    <div ref={place} css={css`width: 100%; scroll-margin: 6rem 0 2rem;`}>
      {!state ? (
        eligibility.error ? (
          <p role="alert" css={css`margin: 0; color: var(--fg-muted);`}>We could not check whether you may review this piece. Please try again later.</p>
        ) : (
          <div role="status" aria-label="Checking whether you may review this piece">
            <Skeleton height="3rem" width="16rem" />
          </div>
        )
      ) : state.review ? (
        <OwnReviewStatus review={state.review} />
      ) : state.canReview ? (
        <ProductReviewForm productId={productId} productName={productName} />
      ) : (
        <p role="status" css={css`margin: 0; color: var(--fg-muted);`}>
          {state.blockedBy}
        </p>
      )}
    </div>
  );
}
