import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, Dialog, useToast } from '../../components/ui';
import type { StaffOrderDetailsFragment } from '../../gql/graphql';
import { useRefundOrderMutation } from '../../gql/hooks';
import { CancelOrderDialog } from './cancel-order-dialog';
import { formatPence } from '../../lib/money';
import { MONEY_ACTIONS, PROVIDER_LABELS } from './rules';
import { refusalOf } from './server-error';
import { errorText } from './styles';

export type MoneyAction = keyof typeof MONEY_ACTIONS;

/** What will happen, in full, before anyone presses the button that gives money back. */
function consequence(order: StaffOrderDetailsFragment, action: MoneyAction): string {
  const amount = formatPence(order.total.amount);
  const to = `${amount} goes back to the customer's card through ${PROVIDER_LABELS[order.paymentProvider]}`;
  if (action === 'CANCEL') return `Order ${order.number} will not be dispatched. ${to}, and the items go back into stock. The customer is emailed.`;
  if (order.status === 'FULFILLED') return `${to}. The items have already been dispatched, so stock does not change. The customer is emailed.`;
  if (order.status === 'CANCELLED') return `${to}. The order stays cancelled. The customer is emailed.`;
  return `${to}, and the items go back into stock. The customer is emailed.`;
}

interface MoneyActionDialogProps {
  order: StaffOrderDetailsFragment;
  action: MoneyAction | null;
  onClose: () => void;
  onDone: () => void;
}

/** Refund or cancel, confirmed with the amount; the server refunds once however often this is pressed. */
export function MoneyActionDialog(props: MoneyActionDialogProps) {
  if (props.action === 'CANCEL') return <CancelOrderDialog order={props.order} effect={consequence(props.order, 'CANCEL')} onClose={props.onClose} onDone={props.onDone} />;
  return <RefundDialog {...props} />;
}

function RefundDialog({ order, action, onClose, onDone }: MoneyActionDialogProps) {
  const theme = useTheme();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['StaffOrders'] };
  const [refund, refunding] = useRefundOrderMutation(options);
  const busy = refunding.loading;
  if (!action) return null;
  const text = MONEY_ACTIONS[action];
  const amount = formatPence(order.total.amount);

  const confirm = async () => {
    setFailure(null);
    try {
      await refund({ variables: { number: order.number } });
      toast({ title: `Order ${order.number} ${text.done}`, description: `${amount} is on its way back to the customer.`, variant: 'success' });
      onDone();
    } catch (error) {
      setFailure(refusalOf(error, 'Nothing has changed: the request did not reach the shop. Please try again.').message);
    }
  };

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      title={text.title}
      description={consequence(order, action)}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Keep the order as it is
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Refunding…' : `${text.confirm} ${amount}`}
          </Button>
        </>
      }
    >
      {failure && (
        <p role="alert" css={[errorText(theme), css`margin: 0;`]}>
          {failure}
        </p>
      )}
    </Dialog>
  );
}
