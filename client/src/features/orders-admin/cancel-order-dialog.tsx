import { useToast } from '../../components/ui';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import type { StaffOrderDetailsFragment } from '../../gql/graphql';
import { useCancelOrderMutation } from '../../gql/hooks';
import { formatPence } from '../../lib/money';
import { apiError } from '../../lib/api-error';

/** Cancel before dispatch: the effect stated, a reason required (kept in the staff audit trail), then cancelled and refunded once. */
export function CancelOrderDialog({ order, effect, onClose, onDone }: { order: StaffOrderDetailsFragment; effect: string; onClose: () => void; onDone: () => void }) {
  const { toast } = useToast();
  const [cancel, cancelling] = useCancelOrderMutation({ refetchQueries: ['StaffOrders'] });
  const amount = formatPence(order.total.amount);
  return (
    <ReasonDialog
      open
      onClose={onClose}
      title={`Cancel order ${order.number}?`}
      effect={<p>{effect}</p>}
      confirmLabel={cancelling.loading ? 'Cancelling…' : `Cancel and refund ${amount}`}
      busy={cancelling.loading}
      onConfirm={async (reason) => {
        try {
          await cancel({ variables: { number: order.number, reason } });
        } catch (error) {
          throw new Error(apiError(error, 'Nothing has changed: the request did not reach the shop. Please try again.').message);
        }
        toast({ title: `Order ${order.number} cancelled`, description: `${amount} is on its way back to the customer.`, variant: 'success' });
        onDone();
      }}
    />
  );
}
