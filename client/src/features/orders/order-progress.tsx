import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { OrderPanel } from '../../components/order';
import { ButtonLink } from '../../components/ui';
import type { OrderProgress_OrderFragment } from '../../gql/graphql';
import { formatPence } from '../../lib/money';
import { OrderRefunds } from './order-refunds';
import { formatLongDate } from '../../lib/dates';

/** The panel's title: the eyebrow above already names the status, so this says what it means for the customer. */
function progressTitle(order: OrderProgress_OrderFragment): string {
  if (order.status === 'CANCELLED') return order.paymentStatus === 'UNPAID' ? 'No Order Was Placed' : 'Your Refund';
  if (order.status === 'PARTIALLY_REFUNDED') return order.dispatch ? 'On Its Way' : 'Being Prepared';
  return { PENDING: 'Awaiting Payment', PAID: 'Being Prepared', FULFILLED: 'On Its Way', REFUNDED: 'Your Refund' }[order.status];
}

const REFUND_TIMING = 'Refunds usually reach your account within 5-7 business days.';

/** Where the order stands now, in the customer's terms: being prepared, on its way (with tracking), refunded or cancelled. */
export function OrderProgress({ order }: { order: OrderProgress_OrderFragment }) {
  const theme = useTheme();
  const amount = formatPence(order.refunded.amount || order.total.amount);
  const refunded = order.refundedAt ? `We refunded ${amount} to the card you paid with${order.refunds.length > 1 ? '' : ` on ${formatLongDate(order.refundedAt)}`}. ${REFUND_TIMING}` : null;
  let body: ReactNode;
  switch (order.status) {
    case 'PENDING':
      body = <p>This order has not been paid yet; nothing has been charged.</p>;
      break;
    case 'PAID':
      body = <p>Your payment has been received and our concierge team is preparing your order. We will email you the carrier and tracking number as soon as it leaves us.</p>;
      break;
    case 'FULFILLED':
      body = null;
      break;
    case 'PARTIALLY_REFUNDED':
      body = (
        <p>
          We refunded {formatPence(order.refunded.amount)} of your order to the card you paid with. {REFUND_TIMING}
        </p>
      );
      break;
    case 'REFUNDED':
      body = <p>{refunded}</p>;
      break;
    case 'CANCELLED':
      body =
        order.paymentStatus === 'UNPAID' ? (
          <>
            <p>This checkout expired before it was paid, so no order was placed and nothing was charged.</p>
            <ButtonLink to="/products" variant="secondary" size="sm" css={css`justify-self: start;`}>
              Continue Shopping
            </ButtonLink>
          </>
        ) : (
          <p>
            This order was cancelled{order.cancelledAt ? ` on ${formatLongDate(order.cancelledAt)}` : ''}. {refunded ?? 'Your payment will be refunded in full; our concierge team will be in touch.'}
          </p>
        );
      break;
  }
  return (
    <OrderPanel id="order-progress-heading" title={progressTitle(order)}>
      <div data-testid="order-progress" css={css`display: grid; gap: ${theme.space[4]}; line-height: 1.6;`}>
        {order.dispatch && <DispatchDetails dispatch={order.dispatch} />}
        {body}
        <OrderRefunds refunds={order.refunds} />
      </div>
    </OrderPanel>
  );
}

function DispatchDetails({ dispatch }: { dispatch: NonNullable<OrderProgress_OrderFragment['dispatch']> }) {
  const theme = useTheme();
  return (
    <div css={css`display: grid; gap: ${theme.space[3]};`}>
      <p>
        Dispatched on {formatLongDate(dispatch.dispatchedAt)} with {dispatch.carrierName}, insured and signed for on delivery.
      </p>
      <dl css={css`display: grid; grid-template-columns: max-content 1fr; gap: ${theme.space[2]} ${theme.space[4]}; margin: 0;`}>
        <dt css={css`color: var(--fg-muted);`}>Carrier</dt>
        <dd css={css`margin: 0;`} data-testid="dispatch-carrier">
          {dispatch.carrierName}
        </dd>
        <dt css={css`color: var(--fg-muted);`}>Tracking number</dt>
        <dd css={css`margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums;`} data-testid="dispatch-tracking">
          {dispatch.trackingNumber}
        </dd>
      </dl>
      {dispatch.trackingUrl && (
        <a href={dispatch.trackingUrl} target="_blank" rel="noreferrer noopener" css={css`justify-self: start; color: var(--accent); font-weight: 600;`}>
          Track your parcel
          <span className="visually-hidden"> with {dispatch.carrierName} (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
