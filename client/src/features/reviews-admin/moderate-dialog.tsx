import { ReasonDialog } from '../../components/admin/reason-dialog';
import { useToast } from '../../components/ui';
import type { ReviewDecision, StaffSellerReviewFieldsFragment } from '../../gql/graphql';
import { useModerateSellerReviewMutation } from '../../gql/hooks';
import { apiError } from '../../lib/api-error';

/** Publish (no reason needed) or hide (a reason the buyer is emailed) one review; focus is trapped in the dialog and returns to the button. */
export function ModerateDialog({ review, decision, onClose }: { review: StaffSellerReviewFieldsFragment; decision: ReviewDecision; onClose: () => void }) {
  const { toast } = useToast();
  const [moderate] = useModerateSellerReviewMutation({ refetchQueries: ['StaffSellerReviews', 'ReviewModerationLog'] });
  const hiding = decision === 'HIDE';

  const confirm = async (reason: string | null) => {
    try {
      await moderate({ variables: { id: review.id, decision, reason } });
      toast({ title: hiding ? 'Review hidden' : 'Review published', description: `${review.sellerName} · ${review.orderNumber}`, variant: 'success' });
      onClose();
      return null;
    } catch (error) {
      return apiError(error, 'Nothing has changed: the decision did not reach the shop. Please try again.').message;
    }
  };

  return (
    <ReasonDialog
      title={`${hiding ? 'Hide' : 'Publish'} the review of ${review.sellerName}`}
      consequence={
        hiding
          ? 'The review disappears from the seller’s page and no longer counts in their rating. The buyer is emailed your reason.'
          : 'The review appears on the seller’s page at once and counts in their rating.'
      }
      confirmLabel={hiding ? 'Hide review' : 'Publish review'}
      needsReason={hiding}
      reasonLabel="Reason (the buyer reads it)"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
