import { css, useTheme } from '@emotion/react';
import { ButtonLink, Skeleton } from '../../components/ui';
import { useMyMarketplaceBalanceQuery, useMyMarketplaceOrdersQuery } from '../../gql/hooks';
import { FormMessage } from '../auth';
import { marketplaceOrdersPath } from './marketplace-orders-page';
import { OrderCard, OrderCardSkeleton } from './order-card';

const RECENT_SALES = 3;

/** The seller dashboard's money and sales: the balance from the ledger (held, available, paid out) and the latest sales. */
export function SellerSales() {
  const theme = useTheme();
  return (
    <div css={css`display: grid; gap: ${theme.space[6]}; min-width: 0;`}>
      <SellerBalance />
      <RecentSales />
    </div>
  );
}

function SellerBalance() {
  const theme = useTheme();
  const result = useMyMarketplaceBalanceQuery({ fetchPolicy: 'cache-and-network' });
  const balance = result.dataState === 'complete' ? result.data.myMarketplaceBalance : undefined;
  const figures = balance
    ? [
        { key: 'held', label: 'Held in escrow', value: balance.held.formatted, note: 'Buyers’ payments awaiting their acceptance (before commission).' },
        { key: 'available', label: 'Available', value: balance.available.formatted, note: 'Released to you, after commission; paid out to your account.' },
        { key: 'paid-out', label: 'Paid out', value: balance.paidOut.formatted, note: 'Sent to your payout account.' },
      ]
    : [];
  return (
    <section aria-labelledby="seller-balance-title" css={css`display: grid; gap: ${theme.space[3]};`}>
      <h2 id="seller-balance-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
        Balance
      </h2>
      {result.error && !balance ? (
        <FormMessage>Your balance could not be loaded. Please refresh the page.</FormMessage>
      ) : (
        <dl css={css`display: grid; gap: ${theme.space[3]}; margin: 0; ${theme.mq.sm} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`}>
          {balance
            ? figures.map((figure) => (
                <div key={figure.key} data-testid={`balance-${figure.key}`} css={css`display: grid; gap: ${theme.space[1]}; padding: ${theme.space[4]}; background: ${theme.colors.white}; border: 1px solid var(--hairline);`}>
                  <dt css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--fg-muted);`}>{figure.label}</dt>
                  <dd css={css`margin: 0; font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes['2xl']}; font-variant-numeric: tabular-nums;`}>{figure.value}</dd>
                  <dd css={css`margin: 0; font-size: ${theme.fontSizes.xs}; color: var(--fg-muted);`}>{figure.note}</dd>
                </div>
              ))
            : [0, 1, 2].map((key) => <Skeleton key={key} height="6.5rem" />)}
        </dl>
      )}
    </section>
  );
}

function RecentSales() {
  const theme = useTheme();
  const result = useMyMarketplaceOrdersQuery({ variables: { side: 'SELLER' }, fetchPolicy: 'cache-and-network' });
  const sales = result.dataState === 'complete' ? result.data.myMarketplaceOrders : undefined;
  const list = css`margin: 0; padding: 0; display: grid; gap: ${theme.space[3]};`;
  return (
    <section aria-labelledby="seller-sales-title" css={css`display: grid; gap: ${theme.space[3]};`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; justify-content: space-between; align-items: center;`}>
        <h2 id="seller-sales-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Recent sales
        </h2>
        <ButtonLink to={marketplaceOrdersPath('sales')} variant="secondary" size="sm">
          All marketplace orders
        </ButtonLink>
      </div>
      {result.error && !sales ? (
        <FormMessage>Your sales could not be loaded. Please refresh the page.</FormMessage>
      ) : !sales ? (
        <ul aria-hidden="true" css={list}>
          <OrderCardSkeleton />
        </ul>
      ) : sales.length === 0 ? (
        <p css={css`margin: 0; color: var(--fg-muted);`}>No sales yet. When a buyer pays for one of your watches, it appears here with what to do next.</p>
      ) : (
        <ul aria-label="Recent sales" css={list}>
          {sales.slice(0, RECENT_SALES).map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
