import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button, SelectField, TextField } from '../../components/ui';
import type { OrderStatus } from '../../gql/graphql';
import { STATUS_FILTERS } from './rules';

interface OrderFiltersProps {
  status: OrderStatus | '';
  search: string;
  onStatus: (status: OrderStatus | '') => void;
  onSearch: (search: string) => void;
}

/** Status applies at once; the search runs on Enter or the Search button, not on every key. */
export function OrderFilters({ status, search, onStatus, onSearch }: OrderFiltersProps) {
  const theme = useTheme();
  const [text, setText] = useState(search);
  return (
    <form
      role="search"
      aria-label="Find orders"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      css={css`
        display: grid;
        gap: ${theme.space[3]};
        align-items: end;
        ${theme.mq.sm} {
          grid-template-columns: minmax(12rem, 16rem) minmax(14rem, 1fr) auto;
        }
      `}
    >
      <SelectField label="Status" value={status} onChange={(event) => onStatus(event.target.value as OrderStatus | '')}>
        {STATUS_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField label="Order number or email" type="search" value={text} maxLength={100} autoComplete="off" onChange={(event) => setText(event.target.value)} placeholder="AUR-… or name@example.com" />
      <div css={css`display: flex; gap: ${theme.space[2]};`}>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {search && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
