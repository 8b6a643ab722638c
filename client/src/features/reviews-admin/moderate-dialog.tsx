import { ReasonDialog } from '../../components/admin/reason-dialog';
import { useToast } from '../../components/ui';
import type { ReviewDecision } from '../../gql/graphql';
import { apiError } from '../../lib/api-error';

/** What the dialog tells staff for one kind of review (of sellers, of pieces). */
export interface ModerationTexts {
  /** What hiding does, the reviewer's email included. */
  hideConsequence: string;
  publishConsequence: string;
  /** Names who reads the reason. */
  reasonLabel: string;
}

export interface ModerateDialogProps {
  /** What the review is of, as the title and toast name it (the seller, the piece). */
  subjectName: string;
  orderNumber: string;
  decision: ReviewDecision;
  texts: ModerationTexts;
  /** Sends the decision; rejects with the server's refusal. */
  moderate: (decision: ReviewDecision, reason: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** Publish (no reason needed) or hide (a reason the reviewer is emailed) one review, of any kind; focus is trapped in the dialog and returns to the button. */
export function ModerateDialog({ subjectName, orderNumber, decision, texts, moderate, onClose }: ModerateDialogProps) {
  const { toast } = useToast();
  const hiding = decision === 'HIDE';

  const confirm = async (reason: string | null) => {
    try {
      await moderate(decision, reason);
      toast({ title: hiding ? 'Review hidden' : 'Review published', description: `${subjectName} · ${orderNumber}`, variant: 'success' });
      onClose();
      return null;
    } catch (error) {
      return apiError(error, 'Nothing has changed: the decision did not reach the shop. Please try again.').message;
    }
  };

  return (
    <ReasonDialog
      title={`${hiding ? 'Hide' : 'Publish'} the review of ${subjectName}`}
      consequence={hiding ? texts.hideConsequence : texts.publishConsequence}
      confirmLabel={hiding ? 'Hide review' : 'Publish review'}
      needsReason={hiding}
      reasonLabel={texts.reasonLabel}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
