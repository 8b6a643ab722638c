import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { mutedText } from '../../components/admin/admin-styles';
import { ReasonDialog } from '../../components/admin/reason-dialog';
import { Button, useToast } from '../../components/ui';
import type { StaffMarketplaceOrderDetailsFragment } from '../../gql/graphql';
import { usePayOutMarketplaceOrderMutation, useStaffConfirmMarketplaceDeliveryMutation } from '../../gql/hooks';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';
import { NOT_REACHED } from './rules';
import { apiError } from '../../lib/api-error';

type Open = 'deliver' | 'resolve' | 'payout' | null;
const refetchQueries = ['StaffMarketplaceOrder', 'StaffMarketplaceOrderCounts'];

/** What staff can do to the order in its status: confirm delivery, resolve its dispute, pay it out. */
export function OrderActions({ order }: { order: StaffMarketplaceOrderDetailsFragment }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [open, setOpen] = useState<Open>(null);
  const [deliver] = useStaffConfirmMarketplaceDeliveryMutation({ refetchQueries });
  const [payOut] = usePayOutMarketplaceOrderMutation({ refetchQueries });
  const account = order.staffDetails?.sellerStripeAccountId;

  const run = async (work: () => Promise<unknown>, done: { title: string; description: string }): Promise<string | null> => {
    try {
      await work();
      toast({ ...done, variant: 'success' });
      setOpen(null);
      return null;
    } catch (error) {
      return apiError(error, NOT_REACHED).message;
    }
  };

  const action =
    order.status === 'SHIPPED' ? (
      <Button onClick={() => setOpen('deliver')}>Confirm delivery</Button>
    ) : order.status === 'DISPUTED' ? (
      <Button onClick={() => setOpen('resolve')}>Resolve dispute</Button>
    ) : order.status === 'RELEASED' ? (
      <Button onClick={() => setOpen('payout')}>Pay out {order.sellerProceeds?.formatted}</Button>
    ) : null;

  return (
    <section aria-labelledby="order-actions-heading" css={css`display: grid; gap: ${theme.space[3]}; padding: ${theme.space[5]}; border: 1px solid var(--hairline); border-top: 2px solid ${order.status === 'DISPUTED' ? 'var(--danger)' : theme.colors.gold};`}>
      <h2 id="order-actions-heading" css={css`font-size: ${theme.fontSizes.xl};`}>
        Next step
      </h2>
      <p css={mutedText(theme)}>{order.nextStep ?? 'Nothing left to do: this order is over.'}</p>
      {action && <div>{action}</div>}
      {open === 'deliver' && (
        <ReasonDialog
          title="Confirm delivery on the carrier’s proof"
          consequence={`Only when ${order.carrierName ?? 'the carrier'} shows tracking number ${order.trackingNumber ?? ''} as delivered. The buyer’s inspection period starts now and they are emailed.`}
          confirmLabel="Confirm delivery"
          needsReason={false}
          onConfirm={() => run(() => deliver({ variables: { id: order.id } }), { title: `Order ${order.number} delivered`, description: 'The inspection period has started.' })}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'resolve' && <ResolveDisputeDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'payout' && (
        <ReasonDialog
          title="Pay out to the seller"
          consequence={`${order.sellerProceeds?.formatted} (price ${order.price.formatted} less ${order.commission?.formatted} commission) goes to ${order.staffDetails?.sellerName}${account ? `’s connected Stripe account ${account}` : ''}. This is made once, however often it is pressed.`}
          confirmLabel={`Pay out ${order.sellerProceeds?.formatted}`}
          needsReason
          reasonLabel="Reason (kept in the staff audit trail)"
          onConfirm={(reason) => run(() => payOut({ variables: { id: order.id, reason: reason ?? '' } }), { title: `Order ${order.number} paid out`, description: `${order.sellerProceeds?.formatted} sent to the seller.` })}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
