import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { mutedText } from '../../components/admin/admin-styles';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { Button, TextField, ToggleChip } from '../../components/ui';
import type { MarketplaceOrderStatus } from '../../gql/graphql';
import { useStaffMarketplaceOrderCountsQuery, useStaffMarketplaceOrdersQuery } from '../../gql/hooks';
import { MarketplaceOrderCards, MarketplaceOrdersTable } from './order-rows';
import { countsByFilter, FILTERS, STATUS_LABELS } from './rules';

type Filter = MarketplaceOrderStatus | 'ALL';

const PAGE_SIZE = 25;

/** /admin/marketplace-orders: escrow orders by status with counts, disputes first, found by order number. */
export function MarketplaceOrdersScreen() {
  const theme = useTheme();
  const [text, setText] = useState('');
  const queue = useQueueFilter<{ status: Filter; search: string }>({ status: 'ALL', search: '' });
  const { offset, setOffset } = queue;
  const { status: filter, search } = queue.filter;
  const result = useStaffMarketplaceOrdersQuery({ variables: { status: filter === 'ALL' ? null : filter, search: search || null, limit: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });
  const countsResult = useStaffMarketplaceOrderCountsQuery({ fetchPolicy: 'cache-and-network' });
  const counts = countsResult.dataState === 'complete' ? countsByFilter(countsResult.data.staffMarketplaceOrderCounts) : null;
  const find = (next: string) => queue.setFilter({ ...queue.filter, search: next });

  const filters = (
    <>
      <div role="group" aria-label="Filter by status" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
        {FILTERS.map((value) => (
          <ToggleChip
            key={value}
            pressed={filter === value}
            surface="dark"
            onClick={() => queue.setFilter({ ...queue.filter, status: value })}
          >
            {value === 'ALL' ? 'All' : STATUS_LABELS[value]}
            {counts && ' '}
            {counts && <span css={css`font-variant-numeric: tabular-nums; ${value === 'DISPUTED' && counts.DISPUTED > 0 ? 'color: var(--danger); font-weight: 700;' : 'opacity: 0.7;'}`}>{counts[value]}</span>}
          </ToggleChip>
        ))}
      </div>
      <form
        role="search"
        aria-label="Find a marketplace order"
        onSubmit={(event) => {
          event.preventDefault();
          find(text.trim());
        }}
        css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; align-items: end;`}
      >
        <TextField label="Order number" type="search" value={text} maxLength={40} autoComplete="off" placeholder="MP-…" onChange={(event) => setText(event.target.value)} css={css`flex: 1 1 14rem; max-width: 24rem;`} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {search && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setText('');
              find('');
            }}
          >
            Clear
          </Button>
        )}
      </form>
    </>
  );

  const empty = (
    <div css={css`display: grid; gap: ${theme.space[2]}; padding: ${theme.space[7]} ${theme.space[4]}; border-block: 1px solid var(--hairline); text-align: center;`}>
      <p css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.xl};`}>{search ? `No order number matches “${search}”.` : 'Nothing here.'}</p>
      <p css={mutedText(theme)}>{search ? 'Check the number (MP-…) or clear the search.' : filter === 'DISPUTED' ? 'No open disputes: every buyer is happy for now.' : 'No marketplace orders in this status.'}</p>
    </div>
  );

  return (
    <QueueScreen
      id="marketplace-orders-heading"
      heading="Escrow orders"
      noun={['order', 'orders']}
      order="disputes first, then newest"
      filters={filters}
      page={result.dataState === 'complete' ? result.data.staffMarketplaceOrders : null}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading marketplace orders…"
      errorText="The marketplace orders could not be loaded."
      empty={empty}
      paging={{ offset, limit: PAGE_SIZE, onChange: setOffset, label: 'Marketplace order pages' }}
    >
      {(orders) => (
        <>
          <MarketplaceOrdersTable orders={orders} />
          <MarketplaceOrderCards orders={orders} />
        </>
      )}
    </QueueScreen>
  );
}
