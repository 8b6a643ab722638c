import { css, useTheme } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui';
import { Tabs } from '../../components/ui/tabs';
import type { MarketplaceOrderSide } from '../../gql/graphql';
import { useMyMarketplaceOrdersQuery } from '../../gql/hooks';
import { FormMessage } from '../auth';
import { OrderCard, OrderCardSkeleton } from './order-card';

const TABS: { id: string; label: string; side: MarketplaceOrderSide }[] = [
  { id: 'purchases', label: 'Purchases', side: 'BUYER' },
  { id: 'sales', label: 'Sales', side: 'SELLER' },
];

export const EMPTY_ORDERS = {
  BUYER: 'You have not bought a watch on the marketplace yet. Every purchase is held in escrow until you accept the watch.',
  SELLER: 'You have no sales yet. When a buyer pays for one of your watches it appears here, with what to do next.',
} as const;

/** The address of the orders page on a given tab: the seller dashboard links to the sales. */
export const marketplaceOrdersPath = (view: 'purchases' | 'sales') => (view === 'sales' ? '/marketplace/orders?view=sales' : '/marketplace/orders');

/** /marketplace/orders: the signed-in customer's purchases and sales, each with its status and next step; `?view=sales` opens the sales. */
export function MarketplaceOrdersPage() {
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      label="Marketplace orders"
      idPrefix="mp-orders"
      tabs={TABS}
      initialId={params.get('view') ?? undefined}
      onSelect={(tab) => setParams(tab.id === 'sales' ? { view: 'sales' } : {}, { replace: true })}
      renderPanel={(tab) => <OrderList side={tab.side} />}
    />
  );
}

function OrderList({ side }: { side: MarketplaceOrderSide }) {
  const theme = useTheme();
  const result = useMyMarketplaceOrdersQuery({ variables: { side }, fetchPolicy: 'cache-and-network' });
  const list = css`margin: 0; padding: 0; display: grid; gap: ${theme.space[3]};`;
  if (result.error && !result.data) return <FormMessage>Your orders could not be loaded. Please refresh the page.</FormMessage>;
  if (result.dataState !== 'complete') {
    return (
      <div role="status" aria-label="Loading your orders">
        <ul css={list}>
          {[0, 1, 2].map((key) => (
            <OrderCardSkeleton key={key} />
          ))}
        </ul>
      </div>
    );
  }
  const orders = result.data.myMarketplaceOrders;
  if (orders.length === 0) {
    return (
      <div css={css`display: grid; gap: ${theme.space[4]}; justify-items: start; padding: ${theme.space[6]}; border: 1px dashed var(--hairline);`}>
        <p css={css`margin: 0;`}>{EMPTY_ORDERS[side]}</p>
        {side === 'BUYER' ? <ButtonLink to="/marketplace/listings">Browse watches</ButtonLink> : <ButtonLink to="/marketplace/sell">List a watch</ButtonLink>}
      </div>
    );
  }
  return (
    <ul aria-label={side === 'BUYER' ? 'Your purchases' : 'Your sales'} css={list}>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}
