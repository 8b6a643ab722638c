import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, SelectField, TextField } from '../../components/ui';
import type { ServiceRequestStatus } from '../../gql/graphql';
import { KIND_FILTERS, STATUS_FILTERS } from './rules';

export interface RequestFilterValues {
  kind: string;
  status: ServiceRequestStatus | '';
  search: string;
}

/** Kind and status apply at once; the search runs on Enter or the Search button. */
export function RequestFilters({ values, onChange }: { values: RequestFilterValues; onChange: (values: RequestFilterValues) => void }) {
  const theme = useTheme();
  const [text, setText] = useState(values.search);
  return (
    <form
      role="search"
      aria-label="Find requests"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...values, search: text.trim() });
      }}
      css={css`
        display: grid;
        gap: ${theme.space[3]};
        align-items: end;
        ${theme.mq.sm} {
          grid-template-columns: minmax(10rem, 13rem) minmax(10rem, 13rem) minmax(12rem, 1fr) auto;
        }
      `}
    >
      <SelectField label="Type" value={values.kind} onChange={(event) => onChange({ ...values, kind: event.target.value })}>
        {KIND_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" value={values.status} onChange={(event) => onChange({ ...values, status: event.target.value as ServiceRequestStatus | '' })}>
        {STATUS_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField label="Order, item, email or #" type="search" value={text} maxLength={100} autoComplete="off" onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
