import { css } from '@emotion/react';
import { SelectField } from '../ui';

interface StatusSelectProps<S extends string> {
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (status: S) => void;
}

/** The one status filter of a staff list (beside its heading): "Status", a native select of the states it shows. */
export function StatusSelect<S extends string>({ value, options, onChange }: StatusSelectProps<S>) {
  return (
    <SelectField label="Status" value={value} onChange={(event) => onChange(event.target.value as S)} css={css`min-width: 14rem;`}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
