import { css, useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { mutedText } from '../../components/admin/admin-styles';
import { Button, DataTable, SelectField, TextField } from '../../components/ui';
import { useStaffActionsQuery } from '../../gql/hooks';
import { QueuePager } from '../support-admin/queue-pager';
import { AUDIT_KINDS, AUDIT_RECORDS, type AuditFilterValues, filterFromParams, paramsFromFilter, toStaffActionFilter } from './audit-filter';
import { formatDateTime } from '../../lib/dates';

export const AUDIT_PAGE_SIZE = 25;

/** /admin/audit: every staff action — who, what, on which record, when, why, before → after — filtered (kept in the address) and paged. */
export function AuditScreen() {
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const applied = filterFromParams(params);
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [draft, setDraft] = useState<AuditFilterValues>(applied);
  const result = useStaffActionsQuery({ variables: { filter: toStaffActionFilter(applied), limit: AUDIT_PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });
  const page = result.dataState === 'complete' ? result.data.staffActions : (result.previousData?.staffActions ?? null);
  const set = (field: keyof AuditFilterValues) => (event: { target: { value: string } }) => setDraft((values) => ({ ...values, [field]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsFromFilter(draft));
  };
  const clear = () => {
    const empty = { person: '', kind: '', subjectType: '', subjectId: '', from: '', to: '' };
    setDraft(empty);
    setParams(new URLSearchParams());
  };
  const goTo = (next: number) => {
    const nextParams = paramsFromFilter(applied);
    if (next > 0) nextParams.set('offset', String(next));
    setParams(nextParams);
  };

  return (
    <section aria-labelledby="audit-heading" css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
      <h2 id="audit-heading" className="visually-hidden">
        Staff actions
      </h2>
      <form role="search" aria-label="Filter staff actions" onSubmit={apply} css={css`display: grid; gap: ${theme.space[4]}; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); align-items: start;`}>
        <TextField label="Person" value={draft.person} onChange={set('person')} hint="Part of their email" autoComplete="off" />
        <SelectField label="Kind" value={draft.kind} onChange={set('kind')}>
          <option value="">Every kind</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Record" value={draft.subjectType} onChange={set('subjectType')}>
          <option value="">Every record</option>
          {AUDIT_RECORDS.map((record) => (
            <option key={record.value} value={record.value}>
              {record.label}
            </option>
          ))}
        </SelectField>
        <TextField label="Record ID" value={draft.subjectId} onChange={set('subjectId')} hint="With a record chosen" autoComplete="off" />
        <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
        <TextField label="To" type="date" value={draft.to} onChange={set('to')} />
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
        {page ? `${page.totalCount} ${page.totalCount === 1 ? 'action' : 'actions'} · newest first` : 'Newest first'}
      </p>
      {!page ? (
        result.error ? <p role="alert">The audit trail could not be loaded.</p> : <p role="status">Loading the audit trail…</p>
      ) : page.items.length === 0 ? (
        <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-block: 1px solid var(--hairline); text-align: center;`}>No staff actions match these filters.</p>
      ) : (
        <>
          <DataTable caption="Staff actions, newest first" columns={['When', 'Who', 'What', 'Record', 'Why', 'Before → after']}>
            {page.items.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry">
                <td css={css`white-space: nowrap;`}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td css={css`overflow-wrap: anywhere;`}>{entry.actorEmail}</td>
                <td>{entry.actionLabel}</td>
                <td css={css`overflow-wrap: anywhere;`}>
                  {entry.subjectLabel} <span css={css`color: var(--fg-muted);`}>{entry.subjectId}</span>
                </td>
                <td css={css`min-width: 10rem; overflow-wrap: anywhere;`}>{entry.reason ?? <span css={css`color: var(--fg-muted);`}>—</span>}</td>
                <td css={css`min-width: 14rem; overflow-wrap: anywhere;`}>
                  {entry.changes.length === 0 ? (
                    <span css={css`color: var(--fg-muted);`}>—</span>
                  ) : (
                    <ul css={css`margin: 0; padding-left: ${theme.space[4]};`}>
                      {entry.changes.map((change) => (
                        <li key={change.field}>
                          {change.label}: {change.fromText} → {change.toText}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <QueuePager totalCount={page.totalCount} offset={offset} limit={AUDIT_PAGE_SIZE} onChange={goTo} label="Audit trail pages" />
        </>
      )}
    </section>
  );
}
