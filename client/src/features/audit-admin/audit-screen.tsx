import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterForm } from '../../components/admin/filter-form';
import { QueueScreen } from '../../components/admin/queue-screen';
import { SelectField, TextField } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import { useStaffActionsQuery } from '../../gql/hooks';
import { formatDateTime } from '../../lib/dates';
import { AUDIT_KINDS, AUDIT_RECORDS, type AuditFilterValues, filterFromParams, paramsFromFilter, toStaffActionFilter } from './audit-filter';

export const AUDIT_PAGE_SIZE = 25;

/** /admin/audit: every staff action — who, what, on which record, when, why, before → after — filtered (kept in the address) and paged. */
export function AuditScreen() {
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const applied = filterFromParams(params);
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [draft, setDraft] = useState<AuditFilterValues>(applied);
  const result = useStaffActionsQuery({ variables: { filter: toStaffActionFilter(applied), limit: AUDIT_PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });
  const set = (field: keyof AuditFilterValues) => (event: { target: { value: string } }) => setDraft((values) => ({ ...values, [field]: event.target.value }));
  const clear = () => {
    setDraft({ person: '', kind: '', subjectType: '', subjectId: '', from: '', to: '' });
    setParams(new URLSearchParams());
  };
  const goTo = (next: number) => {
    const nextParams = paramsFromFilter(applied);
    if (next > 0) nextParams.set('offset', String(next));
    setParams(nextParams);
  };

  const filters = (
    <FilterForm label="Filter staff actions" onApply={() => setParams(paramsFromFilter(draft))} onClear={clear}>
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
    </FilterForm>
  );

  return (
    <QueueScreen
      id="audit-heading"
      heading="Staff actions"
      headingHidden
      noun={['action', 'actions']}
      order="newest first"
      filters={filters}
      page={result.dataState === 'complete' ? result.data.staffActions : (result.previousData?.staffActions ?? null)}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading the audit trail…"
      errorText="The audit trail could not be loaded."
      empty="No staff actions match these filters."
      paging={{ offset, limit: AUDIT_PAGE_SIZE, onChange: goTo, label: 'Audit trail pages' }}
    >
      {(entries) => (
        <DataTable caption="Staff actions, newest first" columns={['When', 'Who', 'What', 'Record', 'Why', 'Before → after']}>
          {entries.map((entry) => (
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
      )}
    </QueueScreen>
  );
}
