import { css, useTheme } from '@emotion/react';
import { useParams } from 'react-router';
import { OrderPanel } from '../../components/order';
import { Badge, ButtonLink, Container, Eyebrow, Skeleton } from '../../components/ui';
import type { MarketplaceOrderDetail_OrderFragment } from '../../gql/graphql';
import { useMarketplaceOrderQuery } from '../../gql/hooks';
import { MarketplaceNotFound } from '../marketplace/marketplace-not-found';
import { NextStepPanel } from './next-step-panel';
import { ORDER_NOT_FOUND } from './order-confirmation-page';
import { ORDER_STATUS_BADGES, ORDER_STATUS_LABELS } from './order-rules';
import { OrderTimeline } from './order-timeline';

/** /marketplace/orders/:id: one order for its buyer or seller — progress, what to do next, amounts and delivery. */
export function MarketplaceOrderPage() {
  const theme = useTheme();
  const { id = '' } = useParams();
  const result = useMarketplaceOrderQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  if (result.error && !result.data) return <MarketplaceNotFound {...ORDER_NOT_FOUND} />;
  const order = result.dataState === 'complete' ? result.data.marketplaceOrder : undefined;

  return (
    <Container>
      <title>{order ? `Order ${order.number} — Aurum Marketplace` : 'Marketplace order — Aurum'}</title>
      <div css={css`display: grid; gap: ${theme.space[6]}; padding-block: ${theme.space[7]} ${theme.space[9]}; min-width: 0;`}>
        <ButtonLink to="/marketplace/orders" variant="ghost" size="sm" css={css`justify-self: start;`}>
          ← Marketplace orders
        </ButtonLink>
        {!order ? (
          <div role="status" aria-label="Loading the order" css={css`display: grid; gap: ${theme.space[4]};`}>
            <Skeleton height="3rem" width="60%" />
            <Skeleton height="14rem" />
            <Skeleton height="20rem" />
          </div>
        ) : (
          <>
            <header css={css`display: grid; gap: ${theme.space[3]};`}>
              <Eyebrow>{order.viewerRole === 'SELLER' ? 'Your sale' : 'Your purchase'} · {order.number}</Eyebrow>
              <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; align-items: center;`}>
                <h1 css={css`font-size: ${theme.fontSizes['3xl']}; overflow-wrap: anywhere;`}>{order.title}</h1>
                <Badge variant={ORDER_STATUS_BADGES[order.status]}>
                  <span data-testid="mp-order-status">{ORDER_STATUS_LABELS[order.status]}</span>
                </Badge>
              </div>
            </header>
            <div
              css={css`
                display: grid;
                gap: ${theme.space[6]};
                ${theme.mq.md} {
                  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
                  align-items: start;
                }
              `}
            >
              <div css={css`display: grid; gap: ${theme.space[6]}; min-width: 0;`}>
                <NextStepPanel order={order} onChanged={() => void result.refetch()} />
                <OrderTimeline order={order} />
              </div>
              <div css={css`display: grid; gap: ${theme.space[6]}; min-width: 0;`}>
                <OrderAmounts order={order} />
                <DeliveryAddress order={order} />
              </div>
            </div>
          </>
        )}
      </div>
    </Container>
  );
}

function OrderAmounts({ order }: { order: MarketplaceOrderDetail_OrderFragment }) {
  const theme = useTheme();
  const row = css`display: flex; justify-content: space-between; gap: ${theme.space[4]}; font-variant-numeric: tabular-nums; dd { white-space: nowrap; }`;
  return (
    <OrderPanel id="mp-order-amounts" title="Amounts">
      <div css={css`display: grid; grid-template-columns: 4.5rem minmax(0, 1fr); gap: ${theme.space[4]}; align-items: center;`}>
        {order.photo ? <img src={order.photo.thumbUrl} alt={order.photo.alt} css={css`width: 100%; aspect-ratio: 1; object-fit: cover;`} /> : <span />}
        <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
          {order.counterpartyName && `${order.viewerRole === 'SELLER' ? 'Buyer' : 'Seller'}: ${order.counterpartyName}`}
        </p>
      </div>
      <dl css={css`display: grid; gap: ${theme.space[2]}; margin: 0;`}>
        <div css={row}>
          <dt>Price</dt>
          <dd css={css`margin: 0;`}>{order.price.formatted}</dd>
        </div>
        <div css={row}>
          <dt>Insured delivery</dt>
          <dd css={css`margin: 0;`}>{order.insuredDelivery.formatted}</dd>
        </div>
        <div css={[row, css`font-weight: 600;`]}>
          <dt>{order.viewerRole === 'SELLER' ? 'Buyer paid' : 'You paid'}</dt>
          <dd css={css`margin: 0;`}>{order.total.formatted}</dd>
        </div>
        {order.commission && (
          <div css={[row, css`color: var(--fg-muted);`]}>
            <dt>Marketplace commission</dt>
            <dd css={css`margin: 0;`}>−{order.commission.formatted}</dd>
          </div>
        )}
        {order.sellerProceeds && (
          <div css={[row, css`font-weight: 600; padding-top: ${theme.space[2]}; border-top: 1px solid var(--hairline);`]}>
            <dt>You receive</dt>
            <dd css={css`margin: 0;`}>{order.sellerProceeds.formatted}</dd>
          </div>
        )}
      </dl>
    </OrderPanel>
  );
}

function DeliveryAddress({ order }: { order: MarketplaceOrderDetail_OrderFragment }) {
  const theme = useTheme();
  const { delivery } = order;
  return (
    <OrderPanel id="mp-order-delivery" title="Delivery address">
      <address css={css`font-style: normal; line-height: 1.6; overflow-wrap: anywhere; font-size: ${theme.fontSizes.sm};`}>
        {delivery.name}
        <br />
        {delivery.address}
        <br />
        {delivery.city} {delivery.postalCode}
        <br />
        {delivery.country}
        <br />
        {delivery.phone}
      </address>
    </OrderPanel>
  );
}
