import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, Dialog } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import type { PartnerKeyRowFragment } from '../../gql/graphql';
import { useRevokePartnerApiKeyMutation, useRotatePartnerApiKeyMutation } from '../../gql/hooks';
import { errorText } from '../orders-admin/styles';
import { KEY_LIMITS, KEY_MESSAGES } from '@aurum/rules/partners/partner-key-rules';
import { apiError } from '../../lib/api-error';

export type KeyAction = 'rotate' | 'revoke';

const TEXT = {
  rotate: { title: 'Rotate', consequence: 'A new secret replaces this one; the old secret stops working at once.', confirm: 'Rotate key', busy: 'Rotating…' },
  revoke: { title: 'Revoke', consequence: "The partner's calls are refused from now on. This cannot be undone.", confirm: 'Revoke key', busy: 'Revoking…' },
} as const;

/** Rotate or revoke a key, with the reason kept in the staff record. */
export function KeyActionDialog({ target, onClose, onRotated }: { target: { key: PartnerKeyRowFragment; action: KeyAction } | null; onClose: () => void; onRotated: (secret: string, label: string) => void }) {
  const theme = useTheme();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['PartnerApiKeys'] };
  const [rotate, rotating] = useRotatePartnerApiKeyMutation(options);
  const [revoke, revoking] = useRevokePartnerApiKeyMutation(options);
  if (!target) return null;
  const text = TEXT[target.action];
  const close = () => {
    setReason('');
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!reason.trim() || reason.trim().length > KEY_LIMITS.reasonMax) return setFailure(KEY_MESSAGES.reason);
    setFailure(null);
    try {
      const variables = { id: target.key.id, reason: reason.trim() };
      if (target.action === 'rotate') {
        const { data } = await rotate({ variables });
        onRotated(data!.rotatePartnerApiKey.secret, target.key.label);
      } else {
        await revoke({ variables });
      }
      close();
    } catch (error) {
      setFailure(apiError(error, 'Nothing has changed: the request did not reach the shop. Please try again.').message);
    }
  };
  return (
    <Dialog
      open
      onClose={close}
      title={`${text.title} ${target.key.label}?`}
      description={text.consequence}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Keep the key
          </Button>
          <Button onClick={() => void confirm()} disabled={rotating.loading || revoking.loading}>
            {rotating.loading || revoking.loading ? text.busy : text.confirm}
          </Button>
        </>
      }
    >
      <div css={css`display: grid; gap: ${theme.space[3]};`}>
        <TextAreaField label="Reason" hint="Kept in the staff record, e.g. Contract ended, Secret leaked in a log." value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
        {failure && (
          <p role="alert" css={errorText(theme)}>
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
