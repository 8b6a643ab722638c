import { Link } from 'react-router';
import type { StaffProductReviewFieldsFragment } from '../../gql/graphql';
import { useModerateProductReviewMutation, useStaffProductReviewsQuery } from '../../gql/hooks';
import { ReviewQueue, useReviewQueueState, type ReviewQueueKind } from './review-queue';

const PRODUCT_REVIEWS: ReviewQueueKind<StaffProductReviewFieldsFragment> = {
  headingId: 'product-reviews-heading',
  caption: 'Reviews of pieces, oldest first',
  subjectColumn: 'Piece',
  reviewerColumn: 'Customer',
  pagerLabel: 'Product review pages',
  nameOf: (review) => review.productName,
  subjectCell: (review) => <Link to={`/product/${review.productId}`}>{review.productName}</Link>,
  titleOf: (review) => review.title,
  texts: {
    hideConsequence: 'The review disappears from the product page and no longer counts in its rating. The customer is emailed your reason.',
    publishConsequence: 'The review appears on the product page at once and counts in its rating.',
    reasonLabel: 'Reason (the customer reads it)',
  },
};

/** /admin/reviews, Product reviews tab: customers' reviews of pieces they bought, moderated as the sellers' are. */
export function ProductReviewsScreen() {
  const state = useReviewQueueState();
  const result = useStaffProductReviewsQuery({ variables: state.variables, fetchPolicy: 'cache-and-network' });
  const [moderate] = useModerateProductReviewMutation({ refetchQueries: ['StaffProductReviews', 'ReviewModerationLog'] });
  return (
    <ReviewQueue
      kind={PRODUCT_REVIEWS}
      state={state}
      page={result.dataState === 'complete' ? result.data.staffProductReviews : null}
      error={result.error}
      onRetry={() => result.refetch()}
      moderate={(id, decision, reason) => moderate({ variables: { id, decision, reason } })}
    />
  );
}
