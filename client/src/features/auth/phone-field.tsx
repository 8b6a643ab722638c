import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { Input } from '../../components/ui';
import { COUNTRIES } from './countries';
import { FieldError, labelStyle, shownError } from './form-fields';

/**
 * Phone with a country-code picker: a native select (keyboard and screen
 * reader friendly, ~250 countries) and the number. The form combines them
 * into the international number the server checks.
 */
export function PhoneField({ countryName, numberName, errorName }: { countryName: string; numberName: string; errorName: string }) {
  const theme = useTheme();
  const id = useId();
  return (
    <Field name={errorName} subscription={{ error: true, touched: true, submitError: true, dirtySinceLastSubmit: true }}>
      {({ meta: phoneMeta }) => (
        <Field<string> name={numberName} subscription={{ value: true, touched: true }}>
          {({ input, meta }) => {
            const error = meta.touched ? shownError({ ...phoneMeta, touched: true }) : undefined;
            return (
              <div css={css`display: grid; gap: ${theme.space[2]};`}>
                <span id={`${id}-label`} css={labelStyle(theme)}>
                  Phone
                </span>
                <div css={css`display: grid; grid-template-columns: minmax(7.5rem, 40%) 1fr; gap: ${theme.space[2]};`}>
                  <Field<string> name={countryName} subscription={{ value: true }}>
                    {({ input: country }) => (
                      <select
                        {...country}
                        aria-label="Country code"
                        css={css`
                          min-height: 2.875rem;
                          width: 100%;
                          padding: 0 ${theme.space[3]};
                          background: transparent;
                          border: 1px solid var(--hairline);
                          border-bottom-color: var(--fg-muted);
                          border-radius: 0;
                          color: var(--fg);
                          font-size: ${theme.fontSizes.sm};
                          &:focus-visible {
                            outline-offset: 1px;
                            border-color: var(--accent);
                          }
                        `}
                      >
                        {COUNTRIES.map((option) => (
                          <option key={option.iso} value={option.iso}>
                            {`${option.flag} ${option.name} (${option.dialCode})`}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Input
                    {...input}
                    value={input.value ?? ''}
                    id={id}
                    type="tel"
                    autoComplete="tel-national"
                    inputMode="tel"
                    aria-labelledby={`${id}-label`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                </div>
                <FieldError id={`${id}-error`} message={error} />
              </div>
            );
          }}
        </Field>
      )}
    </Field>
  );
}
