import { css, useTheme } from '@emotion/react';
import { useRef, useState } from 'react';
import { Button, capsLabel, useToast } from '../../components/ui';
import { useUpdateSupportTicketStatusMutation } from '../../gql/hooks';
import { MOVE_LABELS } from './queue-rules';
import { refreshAfterChange } from './refetch';
import { nextStatuses, type TicketStatus } from '@aurum/rules/support/ticket-status';
import { mutedText } from '../../components/admin/admin-styles';
import { statusLabel } from './tags';
import { apiError } from '../../lib/api-error';

/** Only the moves the server allows from the current status; closing asks once more, as it ends the conversation. */
export function StatusActions({ number, status }: { number: string; status: string }) {
  const theme = useTheme();
  const { toast } = useToast();
  const groupRef = useRef<HTMLDivElement>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { loading }] = useUpdateSupportTicketStatusMutation(refreshAfterChange());
  const moves = nextStatuses(status);

  const move = async (to: TicketStatus) => {
    setFailure(null);
    try {
      await update({ variables: { number, status: to } });
      setConfirmingClose(false);
      toast({ title: `Ticket ${number} is now ${statusLabel(to).toLowerCase()}`, variant: 'success' });
      // The button pressed may be gone now: keep focus in the panel, on the status controls.
      groupRef.current?.focus();
    } catch (error) {
      setFailure(apiError(error, 'The status could not be changed. Please try again.').message);
    }
  };

  return (
    <div ref={groupRef} tabIndex={-1} role="group" aria-labelledby="status-actions-heading" css={css`display: grid; gap: ${theme.space[3]}; &:focus { outline: none; }`}>
      <h3 id="status-actions-heading" css={[capsLabel(theme), css`color: var(--accent);`]}>
        Status: {statusLabel(status)}
      </h3>
      {moves.length === 0 ? (
        <p css={mutedText(theme)}>Closed tickets stay closed; the customer can open a new one.</p>
      ) : confirmingClose ? (
        <div css={css`display: grid; gap: ${theme.space[3]};`}>
          <p css={css`font-size: ${theme.fontSizes.sm};`}>Close this ticket? The customer will no longer be able to reply to it.</p>
          <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
            <Button size="sm" autoFocus disabled={loading} onClick={() => void move('closed')}>
              Confirm close
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirmingClose(false)}>
              Keep it open
            </Button>
          </div>
        </div>
      ) : (
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
          {moves.map((to) => (
            <Button key={to} size="sm" variant={to === 'closed' ? 'ghost' : 'secondary'} disabled={loading} onClick={() => (to === 'closed' ? setConfirmingClose(true) : void move(to))}>
              {MOVE_LABELS[to]}
            </Button>
          ))}
        </div>
      )}
      {failure && (
        <p role="alert" css={css`color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
          {failure}
        </p>
      )}
    </div>
  );
}
