import { css, useTheme } from '@emotion/react';
import { useId, useState } from 'react';
import { Button, Dialog, useToast } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import type { StaffMarketplaceOrderDetailsFragment } from '../../gql/graphql';
import { useResolveMarketplaceDisputeMutation } from '../../gql/hooks';
import { NOT_REACHED, resolutionProblems, RESOLUTION } from './rules';
import { apiError } from '../../lib/api-error';

type Outcome = 'refund' | 'release';

interface ResolveDisputeDialogProps {
  order: StaffMarketplaceOrderDetailsFragment;
  onClose: () => void;
}

const optionStyle = css`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 1rem;
  border: 1px solid var(--hairline);
  cursor: pointer;
  &:has(input:checked) {
    border-color: currentColor;
  }
  input {
    margin-top: 0.2rem;
  }
`;

/**
 * Staff decide a dispute: refund the buyer (only once the watch is back with
 * the seller) or release the payment to the seller, always with a reason both
 * parties read. The dialog traps focus and gives it back to the button that opened it.
 */
export function ResolveDisputeDialog({ order, onClose }: ResolveDisputeDialogProps) {
  const theme = useTheme();
  const { toast } = useToast();
  const groupId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reason, setReason] = useState('');
  const [watchReturned, setWatchReturned] = useState(false);
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resolve, { loading }] = useResolveMarketplaceDisputeMutation({ refetchQueries: ['StaffMarketplaceOrder', 'StaffMarketplaceOrderCounts'] });
  const problems = resolutionProblems({ outcome, reason, watchReturned });
  const visible = shown ? problems : {};

  const confirm = async () => {
    setShown(true);
    setFailure(null);
    if (Object.keys(problems).length > 0 || !outcome) return;
    try {
      await resolve({ variables: { id: order.id, outcome: outcome === 'refund' ? 'REFUND' : 'RELEASE', reason: reason.trim(), watchReturned } });
      toast({
        title: outcome === 'refund' ? `Order ${order.number} refunded` : `Order ${order.number} released`,
        description: outcome === 'refund' ? `${order.total.formatted} is on its way back to the buyer.` : `${order.sellerProceeds?.formatted ?? 'The proceeds'} are in the seller’s balance.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setFailure(apiError(error, NOT_REACHED).message);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Resolve the dispute"
      description={`Order ${order.number}: ${order.title}. Both parties are emailed your decision and its reason.`}
      width="min(38rem, 100%)"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Saving…' : outcome === 'refund' ? `Refund ${order.total.formatted}` : outcome === 'release' ? 'Release to the seller' : 'Confirm decision'}
          </Button>
        </>
      }
    >
      <div css={css`display: grid; gap: ${theme.space[4]};`}>
        <fieldset css={css`display: grid; gap: ${theme.space[2]}; border: 0; padding: 0; margin: 0;`} aria-describedby={visible.outcome ? `${groupId}-error` : undefined}>
          <legend css={css`font-weight: 600; margin-bottom: ${theme.space[2]};`}>Decision</legend>
          <label css={optionStyle}>
            <input type="radio" name={`${groupId}-outcome`} value="refund" checked={outcome === 'refund'} onChange={() => setOutcome('refund')} />
            <span>
              <strong>Refund the buyer</strong>
              <span css={css`display: block; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>{order.total.formatted} back to the buyer’s card, once the watch is back with the seller.</span>
            </span>
          </label>
          <label css={optionStyle}>
            <input type="radio" name={`${groupId}-outcome`} value="release" checked={outcome === 'release'} onChange={() => setOutcome('release')} />
            <span>
              <strong>Release to the seller</strong>
              <span css={css`display: block; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>{order.sellerProceeds?.formatted} (price less commission) to the seller’s balance.</span>
            </span>
          </label>
          {visible.outcome && (
            <p id={`${groupId}-error`} role="alert" css={css`margin: 0; color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
              {visible.outcome}
            </p>
          )}
        </fieldset>
        {outcome === 'refund' && (
          <div css={css`display: grid; gap: ${theme.space[1]};`}>
            <label css={css`display: inline-flex; gap: ${theme.space[2]}; align-items: center; min-height: 2.75rem;`}>
              <input type="checkbox" checked={watchReturned} onChange={(event) => setWatchReturned(event.target.checked)} aria-describedby={visible.watchReturned ? `${groupId}-returned` : undefined} />
              Watch returned to the seller
            </label>
            {visible.watchReturned && (
              <p id={`${groupId}-returned`} role="alert" css={css`margin: 0; color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
                {visible.watchReturned}
              </p>
            )}
          </div>
        )}
        <TextAreaField
          label="Reason (both parties read it)"
          value={reason}
          rows={4}
          maxLength={RESOLUTION.reasonMax}
          required
          hint={`${RESOLUTION.reasonMin} to 1,000 characters.`}
          onChange={(event) => setReason(event.target.value)}
          error={visible.reason}
          announceError
        />
        {failure && (
          <p role="alert" css={css`margin: 0; color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
