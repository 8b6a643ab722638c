import { useState } from 'react';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { useStaffServiceRequestsQuery } from '../../gql/hooks';
import { RequestDrawer } from './request-drawer';
import { RequestFilters, type RequestFilterValues } from './request-filters';
import { RequestCards, RequestsTable } from './request-rows';
import { REQUESTS_PAGE_SIZE } from './rules';

/** /admin/returns: return and repair requests, filtered, each opening in a drawer with its allowed next steps. */
export function ReturnsScreen() {
  const { filter: filters, setFilter: setFilters, offset, setOffset } = useQueueFilter<RequestFilterValues>({ kind: '', status: '', search: '' });
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useStaffServiceRequestsQuery({
    variables: { filter: { kind: filters.kind || null, status: filters.status || null, search: filters.search || null }, limit: REQUESTS_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <QueueScreen
      id="requests-heading"
      heading="Requests"
      noun={['request', 'requests']}
      order="newest first"
      filters={
        <RequestFilters
          values={filters}
          onChange={setFilters}
        />
      }
      page={result.dataState === 'complete' ? result.data.staffServiceRequests : null}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading requests…"
      errorText="The requests could not be loaded."
      empty="No requests match."
      paging={{ offset, limit: REQUESTS_PAGE_SIZE, onChange: setOffset, label: 'Request pages' }}
      after={<RequestDrawer id={openId} onClose={() => setOpenId(null)} />}
    >
      {(requests) => (
        <>
          <RequestsTable requests={requests} onOpen={setOpenId} />
          <RequestCards requests={requests} onOpen={setOpenId} />
        </>
      )}
    </QueueScreen>
  );
}
