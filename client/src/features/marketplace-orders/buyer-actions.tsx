import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button, Dialog, useToast } from '../../components/ui';
import type { MarketplaceOrderDetail_OrderFragment } from '../../gql/graphql';
import { useAcceptMarketplaceOrderMutation, useConfirmMarketplaceDeliveryMutation } from '../../gql/hooks';
import { DisputeForm } from './dispute-form';
import { apiError } from '../../lib/api-error';

type Order = MarketplaceOrderDetail_OrderFragment;

/** The buyer, once the watch is on its way: "I have received it" starts the inspection period. */
export function ConfirmDeliveryAction({ order }: { order: Order }) {
  const { toast } = useToast();
  const [confirm, { loading }] = useConfirmMarketplaceDeliveryMutation();
  const onClick = async () => {
    try {
      await confirm({ variables: { id: order.id } });
      toast({ title: 'Delivery confirmed', description: 'Your inspection period has started.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Delivery could not be confirmed', description: apiError(error, 'Please try again.').message, variant: 'error' });
    }
  };
  return (
    <div>
      <Button onClick={() => void onClick()} aria-busy={loading || undefined}>
        I have received it
      </Button>
    </div>
  );
}

/** The buyer, during the inspection period: accept the watch (confirmed in a dialog) or open a dispute. */
export function InspectionActions({ order, onDisputed }: { order: Order; onDisputed: () => void }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [accepting, setAccepting] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accept, { loading }] = useAcceptMarketplaceOrderMutation();

  const onAccept = async () => {
    try {
      await accept({ variables: { id: order.id } });
      setAccepting(false);
      toast({ title: 'Watch accepted', description: 'Thank you. The payment has been released to the seller.', variant: 'success' });
    } catch (failure) {
      setError(apiError(failure, 'The watch could not be accepted. Please try again.').message);
    }
  };

  return (
    <div css={css`display: grid; gap: ${theme.space[4]};`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
        <Button onClick={() => setAccepting(true)}>Accept the watch</Button>
        <Button variant="secondary" aria-expanded={disputing} aria-controls="mp-dispute" onClick={() => setDisputing((open) => !open)}>
          Open a dispute
        </Button>
      </div>
      {disputing && (
        <div id="mp-dispute">
          <DisputeForm orderId={order.id} onDone={onDisputed} />
        </div>
      )}
      <Dialog
        open={accepting}
        onClose={() => setAccepting(false)}
        title="Accept the watch?"
        description={`Accepting ${order.title} releases ${order.price.formatted} from escrow to the seller. You cannot open a dispute afterwards.`}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAccepting(false)}>
              Keep inspecting
            </Button>
            <Button onClick={() => void onAccept()} aria-busy={loading || undefined}>
              Accept and release payment
            </Button>
          </>
        }
      >
        {error && (
          <p role="alert" css={css`color: var(--danger); font-size: ${theme.fontSizes.sm};`}>
            {error}
          </p>
        )}
      </Dialog>
    </div>
  );
}
