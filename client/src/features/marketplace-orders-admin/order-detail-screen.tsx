import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { factList, mutedText } from '../../components/admin/admin-styles';
import { Button, Skeleton } from '../../components/ui';
import { useStaffMarketplaceOrderQuery } from '../../gql/hooks';
import { DisputePanel } from './dispute-panel';
import { OrderActions } from './order-actions';
import { LedgerTable, OrderTimeline, StaffHistory } from './order-records';
import { MarketplaceOrderStatusBadge } from './order-status-badge';
import { PayoutAccountForm } from './payout-account-form';
import { timeline } from './rules';

const panel = css`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid var(--hairline);
  min-width: 0;
  h2 {
    font-size: 1.125rem;
  }
`;

function DetailSkeleton() {
  const theme = useTheme();
  return (
    <div aria-busy="true" css={css`display: grid; gap: ${theme.space[4]};`}>
      <span className="visually-hidden" role="status">
        Loading the order…
      </span>
      <Skeleton height="2.5rem" width="min(24rem, 100%)" css={css`opacity: 0.14;`} />
      <Skeleton height="9rem" css={css`opacity: 0.14;`} />
      <Skeleton height="14rem" css={css`opacity: 0.14;`} />
    </div>
  );
}

/** /admin/marketplace-orders/:id: one escrow order for staff — parties, amounts, timeline, dispute, ledger and the actions its status allows. */
export function MarketplaceOrderDetailScreen({ id }: { id: string }) {
  const theme = useTheme();
  const result = useStaffMarketplaceOrderQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const back = (
    <Link to="/admin/marketplace-orders" css={css`color: var(--accent); font-size: ${theme.fontSizes.sm};`}>
      ← All marketplace orders
    </Link>
  );

  if (result.dataState !== 'complete') {
    if (!result.error) return <DetailSkeleton />;
    const missing = result.error.message === 'Order not found';
    return (
      <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
        <p>{missing ? 'There is no marketplace order with this id.' : 'The order could not be loaded.'}</p>
        {missing ? back : <Button variant="secondary" size="sm" onClick={() => void result.refetch().catch(() => undefined)}>Try again</Button>}
      </div>
    );
  }

  const { marketplaceOrder: order, staffMarketplaceOrderLedger: ledger, staffMarketplaceOrderHistory: history } = result.data;
  const staff = order.staffDetails;
  return (
    <div css={css`display: grid; gap: ${theme.space[6]}; min-width: 0;`}>
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        {back}
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; align-items: center;`}>
          <h2 css={css`font-size: ${theme.fontSizes['2xl']}; letter-spacing: 0.04em;`}>{order.number}</h2>
          <MarketplaceOrderStatusBadge status={order.status} />
        </div>
        <p css={css`font-size: ${theme.fontSizes.lg};`}>
          <Link to={`/marketplace/listings/${order.listingId}`} css={css`color: inherit;`}>
            {order.title}
          </Link>
        </p>
      </div>
      <div
        css={css`
          display: grid;
          gap: ${theme.space[6]};
          align-items: start;
          ${theme.mq.lg} {
            grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
          }
        `}
      >
        <div css={css`display: grid; gap: ${theme.space[6]}; min-width: 0;`}>
          <OrderActions order={order} />
          <DisputePanel order={order} />
          <OrderTimeline steps={timeline(order)} />
          <LedgerTable entries={ledger} />
          <StaffHistory entries={history} orderNumber={order.number} />
        </div>
        <aside aria-label="Order facts" css={css`display: grid; gap: ${theme.space[4]}; min-width: 0;`}>
          <section aria-labelledby="amounts-heading" css={panel}>
            <h2 id="amounts-heading">Amounts</h2>
            <dl css={factList(theme)}>
              <dt>Price</dt>
              <dd>{order.price.formatted}</dd>
              <dt>Insured delivery</dt>
              <dd>{order.insuredDelivery.formatted}</dd>
              <dt>Buyer paid</dt>
              <dd>{order.total.formatted}</dd>
              <dt>Commission</dt>
              <dd>{order.commission?.formatted}</dd>
              <dt>Seller receives</dt>
              <dd>{order.sellerProceeds?.formatted}</dd>
            </dl>
          </section>
          <section aria-labelledby="buyer-heading" css={panel}>
            <h2 id="buyer-heading">Buyer</h2>
            <dl css={factList(theme)}>
              <dt>Email</dt>
              <dd>{staff ? <a href={`mailto:${staff.buyerEmail}`}>{staff.buyerEmail}</a> : '—'}</dd>
              <dt>Deliver to</dt>
              <dd>
                {order.delivery.name}, {order.delivery.address}, {order.delivery.city} {order.delivery.postalCode}, {order.delivery.country}
              </dd>
              <dt>Phone</dt>
              <dd>{order.delivery.phone}</dd>
            </dl>
          </section>
          <section aria-labelledby="shipping-heading" css={panel}>
            <h2 id="shipping-heading">Shipping</h2>
            {order.trackingNumber ? (
              <dl css={factList(theme)}>
                <dt>Carrier</dt>
                <dd>{order.carrierName}</dd>
                <dt>Tracking</dt>
                <dd>{order.trackingUrl ? <a href={order.trackingUrl} target="_blank" rel="noreferrer">{order.trackingNumber}</a> : order.trackingNumber}</dd>
              </dl>
            ) : (
              <p css={mutedText(theme)}>Not shipped yet.</p>
            )}
          </section>
          <section aria-labelledby="seller-heading" css={panel}>
            <h2 id="seller-heading">Seller</h2>
            <dl css={factList(theme)}>
              <dt>Name</dt>
              <dd>{staff?.sellerName}</dd>
              <dt>Email</dt>
              <dd>{staff ? <a href={`mailto:${staff.sellerEmail}`}>{staff.sellerEmail}</a> : '—'}</dd>
              {staff?.payoutTransferId && (
                <>
                  <dt>Transfer</dt>
                  <dd>{staff.payoutTransferId}</dd>
                </>
              )}
              {staff?.refundReference && (
                <>
                  <dt>Refund</dt>
                  <dd>{staff.refundReference}</dd>
                </>
              )}
            </dl>
            {staff && <PayoutAccountForm key={staff.sellerStripeAccountId ?? ''} sellerId={staff.sellerId} current={staff.sellerStripeAccountId} />}
          </section>
        </aside>
      </div>
    </div>
  );
}
