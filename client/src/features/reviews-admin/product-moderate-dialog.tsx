import { ReasonDialog } from '../../components/admin/reason-dialog';
import { useToast } from '../../components/ui';
import type { ReviewDecision, StaffProductReviewFieldsFragment } from '../../gql/graphql';
import { useModerateProductReviewMutation } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';

/** Publish or hide (with a reason the customer is emailed) one review of a piece; the piece's stars change at once. */
export function ProductModerateDialog({ review, decision, onClose }: { review: StaffProductReviewFieldsFragment; decision: ReviewDecision; onClose: () => void }) {
  const { toast } = useToast();
  const [moderate] = useModerateProductReviewMutation({ refetchQueries: ['StaffProductReviews'] });
  const hiding = decision === 'HIDE';

  const confirm = async (reason: string | null) => {
    try {
      await moderate({ variables: { id: review.id, decision, reason } });
      toast({ title: hiding ? 'Review hidden' : 'Review published', description: `${review.productName} · ${review.orderNumber}`, variant: 'success' });
      onClose();
      return null;
    } catch (error) {
      return apiError(error, 'Nothing has changed: the decision did not reach the shop. Please try again.').message;
    }
  };

  return (
    <ReasonDialog
      title={`${hiding ? 'Hide' : 'Publish'} the review of ${review.productName}`}
      consequence={
        hiding
          ? 'The review disappears from the product page and no longer counts in its rating. The customer is emailed your reason.'
          : 'The review appears on the product page at once and counts in its rating.'
      }
      confirmLabel={hiding ? 'Hide review' : 'Publish review'}
      needsReason={hiding}
      reasonLabel="Reason (the customer reads it)"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
