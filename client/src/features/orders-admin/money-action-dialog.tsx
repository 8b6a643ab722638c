import type { StaffOrderDetailsFragment } from '../../gql/graphql';
import { formatPence } from '../../lib/money';
import { CancelOrderDialog } from './cancel-order-dialog';
import { MONEY_ACTIONS, PROVIDER_LABELS } from './rules';

export type MoneyAction = keyof typeof MONEY_ACTIONS;

/** What a cancel does, in full, before anyone presses the button that gives money back. */
function cancelConsequence(order: StaffOrderDetailsFragment): string {
  const amount = formatPence(order.total.amount);
  return `Order ${order.number} will not be dispatched. ${amount} goes back to the customer's card through ${PROVIDER_LABELS[order.paymentProvider]}, and the items go back into stock. The customer is emailed.`;
}

interface MoneyActionDialogProps {
  order: StaffOrderDetailsFragment;
  action: MoneyAction | null;
  onClose: () => void;
  onDone: () => void;
}

/** Cancel, confirmed with its effect and a reason; line refunds have their own dialog (refund-dialog.tsx). */
export function MoneyActionDialog({ order, action, onClose, onDone }: MoneyActionDialogProps) {
  if (action !== 'CANCEL') return null;
  return <CancelOrderDialog order={order} effect={cancelConsequence(order)} onClose={onClose} onDone={onDone} />;
}
