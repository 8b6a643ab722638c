import { useId, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { SelectField } from '../../components/ui';
import { FilePicker } from '../../components/ui/file-picker';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { FieldError } from '../auth';

/** One choice of a radio group bound to a final-form field; the group's error is linked to every radio. */
export function RadioGroupField({ name, legend, options }: { name: string; legend: string; options: { value: string; label: ReactNode }[] }) {
  const theme = useTheme();
  const id = useId();
  return (
    <Field<string> name={name} subscription={errorSubscription}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <fieldset css={css`border: 0; margin: 0; padding: 0; display: grid; gap: ${theme.space[2]}; min-width: 0;`}>
            <legend css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; margin-bottom: ${theme.space[2]};`}>{legend}</legend>
            {options.map((option) => (
              <label key={option.value} css={css`display: flex; gap: ${theme.space[3]}; align-items: center; min-height: 2.75rem;`}>
                <input
                  type="radio"
                  name={input.name}
                  value={option.value}
                  checked={input.value === option.value}
                  onChange={() => input.onChange(option.value)}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  css={css`width: 1.125rem; height: 1.125rem; margin: 0; accent-color: ${theme.colors.goldDeep};`}
                />
                {option.label}
              </label>
            ))}
            <FieldError id={`${id}-error`} message={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}

/** A native select bound to a final-form field. */
export function FormSelectField({ name, label, options, placeholder }: { name: string; label: string; options: readonly string[]; placeholder: string }) {
  return (
    <Field<string> name={name} subscription={errorSubscription}>
      {({ input, meta }) => (
        <SelectField {...input} value={input.value ?? ''} label={label} error={shownError(meta)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      )}
    </Field>
  );
}

/** One file held in a final-form field (the identity document, the proof photo), listed with a Remove button once chosen. */
export function FormFileField({ name, label, buttonLabel, hint, accept }: { name: string; label: string; buttonLabel: string; hint: ReactNode; accept: string }) {
  return (
    <Field<File | null> name={name} subscription={errorSubscription}>
      {({ input, meta }) => (
        <FilePicker
          name={input.name}
          label={label}
          buttonLabel={buttonLabel}
          hint={hint}
          accept={accept}
          error={shownError(meta)}
          files={input.value ? [input.value] : []}
          onRemove={() => input.onChange(null)}
          onFiles={([file]) => input.onChange(file ?? null)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        />
      )}
    </Field>
  );
}
