import { css, useTheme } from '@emotion/react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui';

interface FilterFormProps {
  /** The search landmark's name, e.g. "Filter staff actions". */
  label: string;
  onApply: () => void;
  onClear: () => void;
  /** The fields, laid out in columns. */
  children: ReactNode;
}

/** A staff list's filter fields with their Filter and Clear buttons underneath. */
export function FilterForm({ label, onApply, onClear, children }: FilterFormProps) {
  const theme = useTheme();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form role="search" aria-label={label} onSubmit={apply} css={css`display: grid; gap: ${theme.space[4]}; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); align-items: start;`}>
      {children}
      <div css={css`grid-column: 1 / -1; display: flex; gap: ${theme.space[2]}; flex-wrap: wrap;`}>
        <Button type="submit" size="sm">
          Filter
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
