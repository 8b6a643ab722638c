import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { mutedText } from '../../components/admin/admin-styles';
import { Button, Skeleton, TextField, ToggleChip } from '../../components/ui';
import type { MarketplaceOrderStatus } from '../../gql/graphql';
import { useStaffMarketplaceOrderCountsQuery, useStaffMarketplaceOrdersQuery } from '../../gql/hooks';
import { MarketplaceOrderCards, MarketplaceOrdersTable } from './order-rows';
import { countsByFilter, FILTERS, STATUS_LABELS } from './rules';

type Filter = MarketplaceOrderStatus | 'ALL';

function LoadingRows() {
  const theme = useTheme();
  return (
    <div aria-busy="true" css={css`display: grid; gap: ${theme.space[2]};`}>
      <span className="visually-hidden" role="status">
        Loading marketplace orders…
      </span>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height="4rem" css={css`opacity: 0.14;`} />
      ))}
    </div>
  );
}

/** /admin/marketplace-orders: escrow orders by status with counts, disputes first, found by order number. */
export function MarketplaceOrdersScreen() {
  const theme = useTheme();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const result = useStaffMarketplaceOrdersQuery({ variables: { status: filter === 'ALL' ? null : filter, search: search || null }, fetchPolicy: 'cache-and-network' });
  const countsResult = useStaffMarketplaceOrderCountsQuery({ fetchPolicy: 'cache-and-network' });
  const counts = countsResult.dataState === 'complete' ? countsByFilter(countsResult.data.staffMarketplaceOrderCounts) : null;
  const orders = result.dataState === 'complete' ? result.data.staffMarketplaceOrders : null;

  const body = !orders ? (
    result.error ? (
      <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
        <p>The marketplace orders could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void result.refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    ) : (
      <LoadingRows />
    )
  ) : orders.length === 0 ? (
    <div css={css`display: grid; gap: ${theme.space[2]}; padding: ${theme.space[7]} ${theme.space[4]}; border-block: 1px solid var(--hairline); text-align: center;`}>
      <p css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.xl};`}>{search ? `No order number matches “${search}”.` : 'Nothing here.'}</p>
      <p css={mutedText(theme)}>{search ? 'Check the number (MP-…) or clear the search.' : filter === 'DISPUTED' ? 'No open disputes: every buyer is happy for now.' : 'No marketplace orders in this status.'}</p>
    </div>
  ) : (
    <>
      <MarketplaceOrdersTable orders={orders} />
      <MarketplaceOrderCards orders={orders} />
    </>
  );

  return (
    <section aria-labelledby="marketplace-orders-heading" css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        <h2 id="marketplace-orders-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Escrow orders
        </h2>
        <p css={mutedText(theme)} aria-live="polite">
          {orders ? `${orders.length} ${orders.length === 1 ? 'order' : 'orders'} · disputes first, then newest` : 'Disputes first, then newest'}
        </p>
      </div>
      <div role="group" aria-label="Filter by status" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
        {FILTERS.map((value) => (
          <ToggleChip key={value} pressed={filter === value} surface="dark" onClick={() => setFilter(value)}>
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
          setSearch(text.trim());
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
              setSearch('');
            }}
          >
            Clear
          </Button>
        )}
      </form>
      {body}
    </section>
  );
}
