import { css } from '@emotion/react';
import { useState } from 'react';
import { FilterForm } from '../../components/admin/filter-form';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { SelectField, TextField } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { ReviewDecision } from '../../gql/graphql';
import { useReviewModerationLogQuery } from '../../gql/hooks';
import { formatDateTime } from '../../lib/dates';
import { ACTION_LABELS, EMPTY_LOG_FILTER, KIND_LABELS, rangeError, STATUS_LABELS, toLogFilter, type LogFilterValues } from './rules';

const PAGE_SIZE = 50;

/** /admin/review-logs: every moderation of a review of a seller or of a piece (who, what, when, why), newest first, filtered by action, moderator, dates and review. */
export function ReviewLogsScreen() {
  const [draft, setDraft] = useState<LogFilterValues>(EMPTY_LOG_FILTER);
  const { filter: applied, setFilter: show, offset, setOffset } = useQueueFilter<LogFilterValues>(EMPTY_LOG_FILTER);
  const result = useReviewModerationLogQuery({ variables: { filter: toLogFilter(applied), offset, limit: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const log = result.dataState === 'complete' ? result.data.reviewModerationLog : (result.previousData?.reviewModerationLog ?? null);
  const invalidRange = rangeError(draft);
  const set = (field: keyof LogFilterValues) => (event: { target: { value: string } }) => setDraft((values) => ({ ...values, [field]: event.target.value }));

  const filters = (
    <FilterForm
      label="Filter moderation actions"
      onApply={() => {
        if (!invalidRange) show(draft);
      }}
      onClear={() => {
        setDraft(EMPTY_LOG_FILTER);
        show(EMPTY_LOG_FILTER);
      }}
    >
      <SelectField label="Action" value={draft.action} onChange={set('action')}>
        <option value="">All actions</option>
        {(Object.keys(ACTION_LABELS) as ReviewDecision[]).map((action) => (
          <option key={action} value={action}>
            {ACTION_LABELS[action]}
          </option>
        ))}
      </SelectField>
      <TextField label="Moderator" value={draft.moderator} onChange={set('moderator')} hint="Part of their email" autoComplete="off" />
      <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="To" type="date" value={draft.to} onChange={set('to')} error={invalidRange} />
      <TextField label="Review ID" value={draft.reviewId} onChange={set('reviewId')} inputMode="numeric" autoComplete="off" />
    </FilterForm>
  );

  return (
    <QueueScreen
      id="review-log-heading"
      heading="Moderation actions"
      headingHidden
      noun={['action', 'actions']}
      order="newest first"
      filters={filters}
      page={log && { items: log.items, totalCount: log.total }}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading the moderation log…"
      errorText="The moderation log could not be loaded."
      empty="No moderation actions match these filters."
      paging={{ offset, limit: PAGE_SIZE, onChange: setOffset, label: 'Moderation log pages' }}
    >
      {(entries) => (
        <DataTable caption="Review moderation actions, newest first" columns={['When', 'Action', 'Moderator', 'Review', 'Status', 'Reason']}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td css={css`white-space: nowrap;`}>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td>{ACTION_LABELS[entry.action]}</td>
              <td css={css`overflow-wrap: anywhere;`}>{entry.moderatorEmail}</td>
              <td css={css`white-space: nowrap;`}>
                #{entry.reviewId}
                <span css={css`display: block; color: var(--fg-muted);`}>{KIND_LABELS[entry.kind]}</span>
                {entry.orderNumber && <span css={css`display: block; color: var(--fg-muted);`}>{entry.orderNumber}</span>}
              </td>
              <td css={css`white-space: nowrap;`}>{entry.fromStatus && entry.toStatus ? `${STATUS_LABELS[entry.fromStatus]} → ${STATUS_LABELS[entry.toStatus]}` : '—'}</td>
              <td css={css`min-width: 12rem; overflow-wrap: anywhere;`}>{entry.reason ?? <span css={css`color: var(--fg-muted);`}>—</span>}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </QueueScreen>
  );
}
