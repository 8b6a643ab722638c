import type { StaffSellerReviewFieldsFragment } from '../../gql/graphql';
import { useModerateSellerReviewMutation, useStaffSellerReviewsQuery } from '../../gql/hooks';
import { ReviewQueue, useReviewQueueState, type ReviewQueueKind } from './review-queue';

const SELLER_REVIEWS: ReviewQueueKind<StaffSellerReviewFieldsFragment> = {
  headingId: 'reviews-heading',
  caption: 'Reviews of sellers, oldest first',
  subjectColumn: 'Seller',
  reviewerColumn: 'Buyer',
  pagerLabel: 'Review pages',
  nameOf: (review) => review.sellerName,
  subjectCell: (review) => review.sellerName,
  texts: {
    hideConsequence: 'The review disappears from the seller’s page and no longer counts in their rating. The buyer is emailed your reason.',
    publishConsequence: 'The review appears on the seller’s page at once and counts in their rating.',
    reasonLabel: 'Reason (the buyer reads it)',
  },
};

/** /admin/reviews, Seller reviews tab: buyers' reviews of marketplace sellers. */
export function ReviewsScreen() {
  const state = useReviewQueueState();
  const result = useStaffSellerReviewsQuery({ variables: state.variables, fetchPolicy: 'cache-and-network' });
  const [moderate] = useModerateSellerReviewMutation({ refetchQueries: ['StaffSellerReviews', 'ReviewModerationLog'] });
  return (
    <ReviewQueue
      kind={SELLER_REVIEWS}
      state={state}
      page={result.dataState === 'complete' ? result.data.staffSellerReviews : null}
      error={result.error}
      onRetry={() => result.refetch()}
      moderate={(id, decision, reason) => moderate({ variables: { id, decision, reason } })}
    />
  );
}
