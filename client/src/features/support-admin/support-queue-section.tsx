import { css, useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui';
import { useSupportQueueQuery } from '../../gql/hooks';
import { QueueCards } from './queue-cards';
import { QueuePager } from './queue-pager';
import { QUEUE_PAGE_SIZE, defaultStatuses } from './queue-rules';
import { QueueTable } from './queue-table';
import type { TicketStatus } from './rules';
import { StatusFilter } from './status-filter';
import { QueueSkeleton } from './queue-skeleton';
import { mutedText } from '../../components/admin/admin-styles';
import { TicketDrawer } from './ticket-drawer';
import { useNow } from './use-now';

/** New tickets show up without a reload; the server decides the order. */
const POLL_MS = 60_000;

/** /admin/support: the staff support queue, most pressing first, with each ticket's thread in a drawer. */
export function SupportQueueSection({ headingHidden = false }: { headingHidden?: boolean } = {}) {
  const theme = useTheme();
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

  const body = !page ? (
    queue.error ? (
      <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
        <p>The support tickets could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void queue.refetch().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    ) : (
      <QueueSkeleton />
    )
  ) : page.items.length === 0 ? (
    <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-top: 1px solid var(--hairline); border-bottom: 1px solid var(--hairline); text-align: center;`}>
      No tickets with {statuses.length === 1 ? 'this status' : 'these statuses'}. New tickets appear here as customers raise them.
    </p>
  ) : (
    <>
      <QueueTable items={page.items} now={now} onOpen={setOpenNumber} />
      <QueueCards items={page.items} now={now} onOpen={setOpenNumber} />
      <QueuePager totalCount={page.totalCount} offset={page.offset} limit={page.limit} onChange={setOffset} />
    </>
  );

  return (
    <section aria-labelledby="support-queue-heading" css={css`display: grid; gap: ${theme.space[5]}; padding-bottom: ${theme.space[8]};`}>
      <div css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: end; gap: ${theme.space[4]};`}>
        <div css={css`display: grid; gap: ${theme.space[2]};`}>
          <h2 id="support-queue-heading" className={headingHidden ? 'visually-hidden' : undefined} css={css`font-size: ${theme.fontSizes['2xl']};`}>
            Support tickets
          </h2>
          <p css={mutedText(theme)} aria-live="polite">
            {page ? `${page.totalCount} ${page.totalCount === 1 ? 'ticket' : 'tickets'} · VIP and urgent first, then by due time, then oldest first` : 'VIP and urgent first, then by due time, then oldest first'}
          </p>
        </div>
        <StatusFilter
          selected={statuses}
          onChange={(next) => {
            setStatuses(next);
            setOffset(0);
          }}
        />
      </div>
      {body}
      <TicketDrawer number={openNumber} onClose={() => setOpenNumber(null)} />
    </section>
  );
}
