import { useState } from 'react';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import type { OrderStatus } from '../../gql/graphql';
import { useStaffOrdersQuery } from '../../gql/hooks';
import { OrderDrawer } from './order-drawer';
import { OrderFilters } from './order-filters';
import { OrderCards, OrdersTable } from './order-rows';
import { ORDERS_PAGE_SIZE } from './rules';

/** /admin/orders: every order for staff, newest first, each opening in a drawer with what can be done to it. */
export function OrdersSection({ headingHidden = false }: { headingHidden?: boolean } = {}) {
  const { filter, setFilter, offset, setOffset } = useQueueFilter<{ status: OrderStatus | ''; search: string }>({ status: '', search: '' });
  const { status, search } = filter;
  const [openNumber, setOpenNumber] = useState<string | null>(null);
  const orders = useStaffOrdersQuery({
    variables: { filter: { status: status || null, search: search || null }, limit: ORDERS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <QueueScreen
      id="orders-heading"
      heading="Orders"
      headingHidden={headingHidden}
      noun={['order', 'orders']}
      order="newest first"
      filters={
        <OrderFilters
          status={status}
          search={search}
          onStatus={(next) => setFilter({ ...filter, status: next })}
          onSearch={(next) => setFilter({ ...filter, search: next })}
        />
      }
      page={orders.dataState === 'complete' ? orders.data.staffOrders : null}
      error={orders.error}
      onRetry={() => orders.refetch()}
      loadingLabel="Loading orders…"
      errorText="The orders could not be loaded."
      empty={search ? `No orders match “${search}”.` : 'No orders with this status.'}
      paging={{ offset, limit: ORDERS_PAGE_SIZE, onChange: setOffset, label: 'Order pages' }}
      after={<OrderDrawer number={openNumber} onClose={() => setOpenNumber(null)} />}
    >
      {(rows) => (
        <>
          <OrdersTable orders={rows} onOpen={setOpenNumber} />
          <OrderCards orders={rows} onOpen={setOpenNumber} />
        </>
      )}
    </QueueScreen>
  );
}
