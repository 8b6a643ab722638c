import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { STAFF_REASON } from '@aurum/rules/staff/staff-reason';
import { Button, Dialog } from '../ui';
import { TextAreaField } from '../ui/text-area';

export interface ReasonDialogProps {
  title: string;
  /** What confirming does, said before staff confirm. */
  consequence: string;
  confirmLabel: string;
  /** Ask for the reason the customer will read (reject, suspend). */
  needsReason: boolean;
  reasonLabel?: string;
  /** Resolves to null when done, or to the server's refusal in its own words. */
  onConfirm: (reason: string | null) => Promise<string | null>;
  onClose: () => void;
}

/** Confirms one staff decision; a refusal from the server is shown in the dialog (under the reason when there is one). */
export function ReasonDialog({ title, consequence, confirmLabel, needsReason, reasonLabel = 'Reason (the customer reads it)', onConfirm, onClose }: ReasonDialogProps) {
  const theme = useTheme();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailure(await onConfirm(needsReason ? reason : null));
    setBusy(false);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={consequence}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Saving…' : confirmLabel}
          </Button>
        </>
      }
    >
      {needsReason ? (
        <TextAreaField label={reasonLabel} value={reason} rows={4} maxLength={STAFF_REASON.max} hint={`At least ${STAFF_REASON.min} characters.`} onChange={(event) => setReason(event.target.value)} error={failure ?? undefined} announceError />
      ) : (
        failure && (
          <p role="alert" css={css`margin: 0; color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
            {failure}
          </p>
        )
      )}
    </Dialog>
  );
}
