import { css, useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { mutedText } from '../../components/admin/admin-styles';
import { Button, DataTable, SelectField, TextField } from '../../components/ui';
import type { ReviewDecision } from '../../gql/graphql';
import { useReviewModerationLogQuery } from '../../gql/hooks';
import { ACTION_LABELS, EMPTY_LOG_FILTER, rangeError, STATUS_LABELS, toLogFilter, type LogFilterValues } from './rules';
import { formatDateTime } from '../../lib/dates';

const PAGE = 50;

/** /admin/review-logs: every moderation of a review (who, what, when, why), newest first, filtered by action, moderator, dates and review. */
export function ReviewLogsScreen() {
  const theme = useTheme();
  const [draft, setDraft] = useState<LogFilterValues>(EMPTY_LOG_FILTER);
  const [applied, setApplied] = useState<LogFilterValues>(EMPTY_LOG_FILTER);
  const [limit, setLimit] = useState(PAGE);
  const result = useReviewModerationLogQuery({ variables: { filter: toLogFilter(applied), offset: 0, limit }, fetchPolicy: 'cache-and-network' });
  const log = result.dataState === 'complete' ? result.data.reviewModerationLog : (result.previousData?.reviewModerationLog ?? null);
  const invalidRange = rangeError(draft);
  const set = (field: keyof LogFilterValues) => (event: { target: { value: string } }) => setDraft((values) => ({ ...values, [field]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (invalidRange) return;
    setLimit(PAGE);
    setApplied(draft);
  };
  const clear = () => {
    setDraft(EMPTY_LOG_FILTER);
    setApplied(EMPTY_LOG_FILTER);
    setLimit(PAGE);
  };

  return (
    <section aria-labelledby="review-log-heading" css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
      <h2 id="review-log-heading" className="visually-hidden">
        Moderation actions
      </h2>
      <form role="search" aria-label="Filter moderation actions" onSubmit={apply} css={css`display: grid; gap: ${theme.space[4]}; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); align-items: start;`}>
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
        <div css={css`grid-column: 1 / -1; display: flex; gap: ${theme.space[2]}; flex-wrap: wrap;`}>
          <Button type="submit" size="sm">
            Filter
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={clear}>
            Clear
          </Button>
        </div>
      </form>
      <p css={mutedText(theme)} aria-live="polite">
        {log ? `${log.total} ${log.total === 1 ? 'action' : 'actions'} · newest first` : 'Newest first'}
      </p>
      {!log ? (
        result.error ? <p role="alert">The moderation log could not be loaded.</p> : <p role="status">Loading the moderation log…</p>
      ) : log.items.length === 0 ? (
        <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-block: 1px solid var(--hairline); text-align: center;`}>No moderation actions match these filters.</p>
      ) : (
        <>
          <DataTable caption="Review moderation actions, newest first" columns={['When', 'Action', 'Moderator', 'Review', 'Status', 'Reason']}>
            {log.items.map((entry) => (
              <tr key={entry.id}>
                <td css={css`white-space: nowrap;`}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td>{ACTION_LABELS[entry.action]}</td>
                <td css={css`overflow-wrap: anywhere;`}>{entry.moderatorEmail}</td>
                <td css={css`white-space: nowrap;`}>
                  #{entry.reviewId}
                  {entry.orderNumber && <span css={css`display: block; color: var(--fg-muted);`}>{entry.orderNumber}</span>}
                </td>
                <td css={css`white-space: nowrap;`}>{entry.fromStatus && entry.toStatus ? `${STATUS_LABELS[entry.fromStatus]} → ${STATUS_LABELS[entry.toStatus]}` : '—'}</td>
                <td css={css`min-width: 12rem; overflow-wrap: anywhere;`}>{entry.reason ?? <span css={css`color: var(--fg-muted);`}>—</span>}</td>
              </tr>
            ))}
          </DataTable>
          {log.items.length < log.total && (
            <Button size="sm" variant="secondary" disabled={result.loading} onClick={() => setLimit((count) => count + PAGE)} css={css`justify-self: start;`}>
              {result.loading ? 'Loading…' : 'Show more'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
