import { css, useTheme } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextAreaField } from './text-area';

/** The server's bounds for a staff reason (5 to 1,000 characters); it checks them again. */
export const REASON_LENGTH = { min: 5, max: 1000 } as const;

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in words and figures, shown before anything is applied. */
  effect: ReactNode;
  /** The button that applies it, e.g. "Put on sale". */
  confirmLabel: string;
  busy?: boolean;
  /** Applies the action with the reason given; the dialog stays open (and shows why) when it rejects. */
  onConfirm: (reason: string) => Promise<void> | void;
}

/**
 * A risky staff action's second look: states the effect, asks why (required,
 * kept in the staff audit trail), and only then applies it. Built on Dialog,
 * so focus is trapped inside and returns to the button that opened it.
 */
export function ReasonDialog({ open, onClose, title, effect, confirmLabel, busy = false, onConfirm }: ReasonDialogProps) {
  const theme = useTheme();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) (setReason(''), setError(undefined));
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={onClose}>
            Keep as it is
          </Button>
          <Button type="submit" form="reason-dialog-form" disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div data-testid="reason-dialog-effect" css={css`display: grid; gap: ${theme.space[2]}; margin-bottom: ${theme.space[4]};`}>
        {effect}
      </div>
      <form
        id="reason-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          if (trimmed.length < REASON_LENGTH.min || trimmed.length > REASON_LENGTH.max) {
            setError('Give a reason of 5 to 1,000 characters; it is kept in the staff audit trail.');
            return;
          }
          setError(undefined);
          void Promise.resolve(onConfirm(trimmed)).catch((failure: unknown) => setError(failure instanceof Error ? failure.message : 'The change could not be saved.'));
        }}
      >
        <TextAreaField
          label="Reason (kept in the staff audit trail)"
          required
          rows={3}
          maxLength={REASON_LENGTH.max}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
      </form>
    </Dialog>
  );
}
