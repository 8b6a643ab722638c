import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button } from '../../components/ui';
import type { OrderStatus } from '../../gql/graphql';
import { useStaffOrdersQuery } from '../../gql/hooks';
import { OrderDrawer } from './order-drawer';
import { OrderFilters } from './order-filters';
import { OrderCards, OrdersTable } from './order-rows';
import { ORDERS_PAGE_SIZE, pageRange } from './rules';
import { mutedText } from '../../components/admin/admin-styles';

/** /admin/orders: every order for staff, newest first, each opening in a drawer with what can be done to it. */
export function OrdersSection({ headingHidden = false }: { headingHidden?: boolean } = {}) {
  const theme = useTheme();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [openNumber, setOpenNumber] = useState<string | null>(null);
  const orders = useStaffOrdersQuery({
    variables: { filter: { status: status || null, search: search || null }, limit: ORDERS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });
  const page = orders.dataState === 'complete' ? orders.data.staffOrders : null;

  const body = !page ? (
    orders.error ? (
      <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
        <p>The orders could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void orders.refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    ) : (
      <div aria-busy="true" css={css`display: grid; gap: ${theme.space[2]};`}>
        <span className="visually-hidden" role="status">
          Loading orders…
        </span>
        {[0, 1, 2].map((row) => (
          <span key={row} css={css`display: block; height: 4rem; background: ${theme.colors.onyx}; border: 1px solid var(--hairline);`} />
        ))}
      </div>
    )
  ) : page.items.length === 0 ? (
    <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-block: 1px solid var(--hairline); text-align: center;`}>
      {search ? `No orders match “${search}”.` : 'No orders with this status.'}
    </p>
  ) : (
    <>
      <OrdersTable orders={page.items} onOpen={setOpenNumber} />
      <OrderCards orders={page.items} onOpen={setOpenNumber} />
      {page.totalCount > ORDERS_PAGE_SIZE && (
        <nav aria-label="Order pages" css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
          <p css={mutedText(theme)}>{pageRange(offset, page.items.length, page.totalCount)}</p>
          <div css={css`display: flex; gap: ${theme.space[2]};`}>
            <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ORDERS_PAGE_SIZE))}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={offset + page.items.length >= page.totalCount} onClick={() => setOffset(offset + ORDERS_PAGE_SIZE)}>
              Next
            </Button>
          </div>
        </nav>
      )}
    </>
  );

  return (
    <section aria-labelledby="orders-heading" css={css`display: grid; gap: ${theme.space[5]}; padding-bottom: ${theme.space[8]};`}>
      <div css={css`display: grid; gap: ${theme.space[2]};`}>
        <h2 id="orders-heading" className={headingHidden ? 'visually-hidden' : undefined} css={css`font-size: ${theme.fontSizes['2xl']};`}>
          Orders
        </h2>
        <p css={mutedText(theme)} aria-live="polite">
          {page ? `${page.totalCount} ${page.totalCount === 1 ? 'order' : 'orders'} · newest first` : 'Newest first'}
        </p>
      </div>
      <OrderFilters
        status={status}
        search={search}
        onStatus={(next) => {
          setStatus(next);
          setOffset(0);
        }}
        onSearch={(next) => {
          setSearch(next);
          setOffset(0);
        }}
      />
      {body}
      <OrderDrawer number={openNumber} onClose={() => setOpenNumber(null)} />
    </section>
  );
}
