import { css, useTheme } from '@emotion/react';
import type { MarketplaceOrderDetail_OrderFragment } from '../../gql/graphql';
import { SellerReviewPanel } from '../marketplace-reviews/seller-review-panel';
import { ConfirmDeliveryAction, InspectionActions } from './buyer-actions';
import { formatDeadline } from './order-rules';
import { ShipForm } from './ship-form';

type Order = MarketplaceOrderDetail_OrderFragment;

/** What the viewer must do next and by when (the server's words), with the form or buttons to do it. */
export function NextStepPanel({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const theme = useTheme();
  const buyer = order.viewerRole === 'BUYER';
  const seller = order.viewerRole === 'SELLER';
  const completed = order.status === 'RELEASED' || order.status === 'PAID_OUT';
  return (
    <section
      aria-labelledby="mp-next-step"
      css={css`display: grid; gap: ${theme.space[4]}; padding: ${theme.space[6]}; background: ${theme.colors.white}; border: 1px solid var(--hairline); border-top: 3px solid var(--accent);`}
    >
      <h2 id="mp-next-step" css={css`font-size: ${theme.fontSizes.xl};`}>
        {completed ? 'This order is complete' : 'What happens next'}
      </h2>
      {order.nextStep ? (
        <p data-testid="mp-next-step-text" css={css`margin: 0; line-height: 1.6;`}>
          {order.nextStep}
          {order.nextStepBy && <strong css={css`display: block;`}>Due {formatDeadline(order.nextStepBy)}</strong>}
        </p>
      ) : (
        <p css={css`margin: 0; line-height: 1.6;`}>{doneText(order)}</p>
      )}
      {seller && order.status === 'PAID' && <ShipForm orderId={order.id} number={order.number} />}
      {buyer && order.status === 'SHIPPED' && <ConfirmDeliveryAction order={order} />}
      {buyer && order.status === 'DELIVERED' && <InspectionActions order={order} onDisputed={onChanged} />}
      {order.status === 'DISPUTED' && order.disputeReason && (
        <div css={css`display: grid; gap: ${theme.space[1]}; font-size: ${theme.fontSizes.sm};`}>
          <p css={css`margin: 0; font-weight: 600;`}>The dispute</p>
          <p css={css`margin: 0; white-space: pre-line; overflow-wrap: anywhere;`}>{order.disputeReason}</p>
          <p css={css`margin: 0; color: var(--fg-muted);`}>
            {order.disputePhotoCount} {order.disputePhotoCount === 1 ? 'photo' : 'photos'} attached
          </p>
        </div>
      )}
      {order.resolutionReason && (
        <p css={css`margin: 0; font-size: ${theme.fontSizes.sm};`}>
          <strong>Our decision:</strong> {order.resolutionReason}
        </p>
      )}
      {buyer && completed && <SellerReviewPanel orderId={order.id} />}
    </section>
  );
}

/** When the server has nothing left for this viewer to do: say how the order ended. */
export function doneText(order: Pick<Order, 'status' | 'viewerRole' | 'autoAccepted'>): string {
  switch (order.status) {
    case 'RELEASED':
      return order.viewerRole === 'BUYER'
        ? order.autoAccepted
          ? 'The inspection period ended without a dispute, so the watch was accepted and the payment released to the seller. Enjoy your watch.'
          : 'You accepted the watch and the payment was released to the seller. Enjoy your watch.'
        : 'The payment has been released to your balance.';
    case 'PAID_OUT':
      return order.viewerRole === 'BUYER' ? 'The seller has been paid. Enjoy your watch.' : 'The proceeds have been paid out to your account.';
    case 'REFUNDED':
      return order.viewerRole === 'BUYER' ? 'You have been refunded in full to the card you paid with.' : 'The buyer was refunded; the sale was cancelled.';
    case 'EXPIRED':
      return 'The reservation ended before payment; nothing was charged.';
    default:
      return 'Nothing to do for now: we will email you when the order moves on.';
  }
}
