import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, Dialog, useToast } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import type { StaffServiceRequestDetailsFragment } from '../../gql/graphql';
import { useActOnServiceRequestMutation } from '../../gql/hooks';
import { errorText } from '../orders-admin/styles';
import { ACTION_CONSEQUENCES } from './rules';
import { apiError } from '../../lib/api-error';

type ActionOption = StaffServiceRequestDetailsFragment['nextActions'][number];

interface Props {
  request: StaffServiceRequestDetailsFragment;
  option: ActionOption | null;
  onClose: () => void;
  onDone: () => void;
}

/** Confirms one action with what it will do; a rejection asks for the reason the customer will read. */
export function RequestActionDialog({ request, option, onClose, onDone }: Props) {
  const theme = useTheme();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  const [act, { loading }] = useActOnServiceRequestMutation({ refetchQueries: ['StaffServiceRequests'] });
  if (!option) return null;

  const close = () => {
    setFailure(null);
    setReason('');
    onClose();
  };
  const confirm = async () => {
    setFailure(null);
    try {
      const result = await act({ variables: { id: request.id, action: option.action, reason: option.needsReason ? reason : null } });
      toast({ title: `Request #${request.id}: ${result.data?.actOnServiceRequest.statusLabel ?? 'updated'}`, description: request.itemName, variant: 'success' });
      setReason('');
      onDone();
    } catch (error) {
      const refusal = apiError(error, 'Nothing has changed: the request did not reach the shop. Please try again.');
      setFailure({ message: refusal.fields.reason ?? refusal.message, field: refusal.fields.reason ? 'reason' : undefined });
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      title={`${option.label}: request #${request.id}`}
      description={ACTION_CONSEQUENCES[option.action]}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Keep it as it is
          </Button>
          <Button onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Saving…' : option.label}
          </Button>
        </>
      }
    >
      {option.needsReason && (
        <TextAreaField label="Reason for the customer" value={reason} maxLength={1000} rows={4} onChange={(event) => setReason(event.target.value)} error={failure?.field === 'reason' ? failure.message : undefined} />
      )}
      {failure && failure.field !== 'reason' && (
        <p role="alert" css={[errorText(theme), css`margin: 0;`]}>
          {failure.message}
        </p>
      )}
    </Dialog>
  );
}
