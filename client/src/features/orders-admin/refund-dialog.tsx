import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, Dialog, TextField, useToast } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import type { StaffOrderDetailsFragment } from '../../gql/graphql';
import { useRefundOrderMutation } from '../../gql/hooks';
import { formatPence } from '../../lib/money';
import { MONEY_ACTIONS, PROVIDER_LABELS } from './rules';
import { errorText } from './styles';
import { apiError } from '../../lib/api-error';

type Line = StaffOrderDetailsFragment['lines'][number];
const left = (line: Line) => line.quantity - line.refundedQuantity;
const lineKey = (line: Line) => `${line.productId}|${line.size ?? ''}`;
export const REASON_REQUIRED = 'Please give a reason for the refund.';

/** Refund chosen lines: how many of each, why, and whether the items go back on sale. The server prices it again. */
export function RefundDialog({ order, onClose, onDone }: { order: StaffOrderDetailsFragment; onClose: () => void; onDone: () => void }) {
  const theme = useTheme();
  const { toast } = useToast();
  const open = order.lines.filter((line) => left(line) > 0);
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(open.map((line) => [lineKey(line), left(line)])));
  const dispatched = order.status === 'FULFILLED' || order.dispatch != null;
  const [restock, setRestock] = useState(!dispatched);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refund, refunding] = useRefundOrderMutation({ refetchQueries: ['StaffOrders'] });

  const chosen = open.map((line) => ({ line, quantity: quantities[lineKey(line)] ?? 0 })).filter((item) => item.quantity > 0);
  const amount = chosen.reduce((sum, { line, quantity }) => sum + line.unitPrice.amount * quantity, 0);
  const everything = chosen.length === open.length && chosen.every(({ line, quantity }) => quantity === left(line));

  const confirm = async () => {
    setFailure(null);
    if (!reason.trim()) return setReasonError(REASON_REQUIRED);
    setReasonError(null);
    if (chosen.length === 0) return setFailure('Choose at least one line to refund.');
    try {
      const lines = chosen.map(({ line, quantity }) => ({ productId: line.productId, size: line.size ?? null, quantity }));
      await refund({ variables: { number: order.number, lines, reason: reason.trim(), restock } });
      toast({ title: `Order ${order.number} ${everything ? 'refunded' : 'partly refunded'}`, description: `${formatPence(amount)} is on its way back to the customer.`, variant: 'success' });
      onDone();
    } catch (error) {
      setFailure(apiError(error, 'Nothing has changed: the request did not reach the shop. Please try again.').message);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={MONEY_ACTIONS.REFUND.title}
      description={`Choose what goes back. The amount returns to the customer's card through ${PROVIDER_LABELS[order.paymentProvider]}, and the customer is emailed a credit note.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep the order as it is
          </Button>
          <Button onClick={() => void confirm()} disabled={refunding.loading || chosen.length === 0}>
            {refunding.loading ? 'Refunding…' : `Refund ${formatPence(amount)}`}
          </Button>
        </>
      }
    >
      <div css={css`display: grid; gap: ${theme.space[3]};`}>
        {open.map((line) => (
          <TextField
            key={lineKey(line)}
            type="number"
            min={0}
            max={left(line)}
            label={`${line.brand} ${line.name}${line.size ? `, size ${line.size}` : ''} (${formatPence(line.unitPrice.amount)} each, ${left(line)} not refunded)`}
            value={String(quantities[lineKey(line)] ?? 0)}
            onChange={(event) => setQuantities({ ...quantities, [lineKey(line)]: Math.max(0, Math.min(left(line), Math.trunc(Number(event.target.value) || 0))) })}
          />
        ))}
        <TextAreaField label="Reason (kept in the staff record)" value={reason} error={reasonError ?? undefined} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={2} />
        <label css={css`display: flex; gap: ${theme.space[2]}; align-items: center;`}>
          <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
          Put the items back on sale{dispatched ? ' (they have been dispatched: only once they are back)' : ''}
        </label>
        {failure && (
          <p role="alert" css={[errorText(theme), css`margin: 0;`]}>
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
