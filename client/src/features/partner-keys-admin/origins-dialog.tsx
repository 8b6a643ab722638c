import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, Dialog } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import type { PartnerKeyRowFragment } from '../../gql/graphql';
import { useUpdatePartnerKeyOriginsMutation } from '../../gql/hooks';
import { errorText } from '../orders-admin/styles';
import { KEY_LIMITS, KEY_MESSAGES } from '@aurum/rules/partners/partner-key-rules';
import { ORIGIN_LIMITS, originsProblem, parseOriginLines } from '@aurum/rules/partners/partner-origin-rules';
import { apiError } from '../../lib/api-error';

export const ORIGINS_HINT = `One a line, at most ${ORIGIN_LIMITS.maxPerKey}, e.g. https://shop.example.com or https://shop.example.com:8443 (http:// only for localhost and 127.0.0.1). Pages of these origins may call the API with this key.`;

/** Change the web origins whose pages may call the API with a key (CORS), with the reason kept in the staff record. */
export function OriginsDialog({ target, onClose }: { target: PartnerKeyRowFragment | null; onClose: () => void }) {
  if (!target) return null;
  return <OriginsForm key={target.id} target={target} onClose={onClose} />;
}

function OriginsForm({ target, onClose }: { target: PartnerKeyRowFragment; onClose: () => void }) {
  const theme = useTheme();
  const [origins, setOrigins] = useState(target.allowedOrigins.join('\n'));
  const [reason, setReason] = useState('');
  const [originsError, setOriginsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, updating] = useUpdatePartnerKeyOriginsMutation({ refetchQueries: ['PartnerApiKeys'] });
  const save = async () => {
    const allowedOrigins = parseOriginLines(origins);
    const problem = originsProblem(allowedOrigins);
    setOriginsError(problem);
    const why = reason.trim();
    const reasonProblem = !why || why.length > KEY_LIMITS.reasonMax ? KEY_MESSAGES.reason : null;
    setFailure(reasonProblem);
    if (problem || reasonProblem) return;
    try {
      await update({ variables: { id: target.id, allowedOrigins, reason: why } });
      onClose();
    } catch (error) {
      setFailure(apiError(error, 'Nothing has changed: the request did not reach the shop. Please try again.').message);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Web origins of ${target.label}`}
      description="Browsers let pages of these origins read the API's answers when they send this key. Cookies are never accepted from them."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={updating.loading}>
            {updating.loading ? 'Saving…' : 'Save origins'}
          </Button>
        </>
      }
    >
      <div css={css`display: grid; gap: ${theme.space[3]};`}>
        <TextAreaField label="Allowed origins" hint={ORIGINS_HINT} value={origins} onChange={(event) => setOrigins(event.target.value)} rows={4} error={originsError ?? undefined} announceError spellCheck={false} />
        <TextAreaField label="Reason" hint="Kept in the staff record, e.g. Partner launched its new shop." value={reason} onChange={(event) => setReason(event.target.value)} rows={2} />
        {failure && (
          <p role="alert" css={errorText(theme)}>
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
