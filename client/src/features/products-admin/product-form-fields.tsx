import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { SelectField, TextField } from '../../components/ui';
import { TextAreaField } from '../../components/ui/text-area';
import { shownError } from '../auth/form-fields';
import type { ProductFormValues } from './product-form-values';

type Name = keyof ProductFormValues;
const subscription = { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } as const;

export function TextInput({ name, label, hint, inputMode }: { name: Name; label: string; hint?: string; inputMode?: 'decimal' | 'numeric' | 'text' }) {
  return (
    <Field<string> name={name} subscription={subscription} parse={(value) => value}>
      {({ input, meta }) => <TextField {...input} value={input.value ?? ''} label={label} hint={hint} inputMode={inputMode} error={shownError(meta)} />}
    </Field>
  );
}

export function TextAreaInput({ name, label, hint, rows = 3 }: { name: Name; label: string; hint?: string; rows?: number }) {
  return (
    <Field<string> name={name} subscription={subscription} parse={(value) => value}>
      {({ input, meta }) => <TextAreaField {...input} value={input.value ?? ''} label={label} hint={hint} rows={rows} error={shownError(meta)} />}
    </Field>
  );
}

export function SelectInput({ name, label, options }: { name: Name; label: string; options: { value: string; label: string }[] }) {
  return (
    <Field<string> name={name} subscription={subscription}>
      {({ input, meta }) => (
        <SelectField {...input} label={label} error={shownError(meta)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
    </Field>
  );
}

export function CheckboxInput({ name, label }: { name: Name; label: string }) {
  const theme = useTheme();
  return (
    <Field<boolean> name={name} type="checkbox" subscription={{ value: true }}>
      {({ input: { value: _value, ...input } }) => (
        <label css={css`display: inline-flex; gap: ${theme.space[2]}; align-items: center; min-height: 2.75rem;`}>
          <input {...input} type="checkbox" />
          {label}
        </label>
      )}
    </Field>
  );
}

/** A titled group of fields in the form's grid. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <fieldset css={css`border: 1px solid var(--hairline); padding: ${theme.space[5]}; margin: 0; display: grid; gap: ${theme.space[4]}; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); min-width: 0;`}>
      <legend css={css`padding: 0 ${theme.space[2]}; font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.xl};`}>{title}</legend>
      {children}
    </fieldset>
  );
}

export const optionsOf = (values: readonly string[], blank?: string) => [...(blank !== undefined ? [{ value: '', label: blank }] : []), ...values.map((value) => ({ value, label: value }))];
