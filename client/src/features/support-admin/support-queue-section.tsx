import { useEffect, useState } from 'react';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useSupportQueueQuery } from '../../gql/hooks';
import { QueueCards } from './queue-cards';
import { QUEUE_PAGE_SIZE, defaultStatuses } from './queue-rules';
import { QueueTable } from './queue-table';
import type { TicketStatus } from '@aurum/rules/support/ticket-status';
import { StatusFilter } from './status-filter';
import { TicketDrawer } from './ticket-drawer';
import { useNow } from './use-now';

/** New tickets show up without a reload; the server decides the order. */
const POLL_MS = 60_000;

/** /admin/support: the staff support queue, most pressing first, with each ticket's thread in a drawer. */
export function SupportQueueSection({ headingHidden = false }: { headingHidden?: boolean } = {}) {
  const now = useNow();
  const [statuses, setStatuses] = useState<TicketStatus[]>(defaultStatuses);
  const [offset, setOffset] = useState(0);
  const [openNumber, setOpenNumber] = useState<string | null>(null);
  const queue = useSupportQueueQuery({
    variables: { status: statuses, limit: QUEUE_PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const page = queue.dataState === 'complete' ? queue.data.supportQueue : null;
  const pageEmptied = page !== null && page.items.length === 0 && offset > 0;
  useEffect(() => {
    // Tickets resolved or closed elsewhere can empty a later page: go back to the first.
    if (pageEmptied) setOffset(0);
  }, [pageEmptied]);

  return (
    <QueueScreen
      id="support-queue-heading"
      heading="Support tickets"
      headingHidden={headingHidden}
      noun={['ticket', 'tickets']}
      order="VIP and urgent first, then by due time, then oldest first"
      filtersBeside
      filters={
        <StatusFilter
          selected={statuses}
          onChange={(next) => {
            setStatuses(next);
            setOffset(0);
          }}
        />
      }
      page={page}
      error={queue.error}
      onRetry={() => queue.refetch()}
      loadingLabel="Loading support tickets…"
      errorText="The support tickets could not be loaded."
      empty={`No tickets with ${statuses.length === 1 ? 'this status' : 'these statuses'}. New tickets appear here as customers raise them.`}
      paging={{ offset, limit: QUEUE_PAGE_SIZE, onChange: setOffset, label: 'Support ticket pages' }}
      after={<TicketDrawer number={openNumber} onClose={() => setOpenNumber(null)} />}
    >
      {(items) => (
        <>
          <QueueTable items={items} now={now} onOpen={setOpenNumber} />
          <QueueCards items={items} now={now} onOpen={setOpenNumber} />
        </>
      )}
    </QueueScreen>
  );
}
