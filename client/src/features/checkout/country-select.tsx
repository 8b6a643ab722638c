import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { shippingCountries } from './countries';

/** The shipping country, as an ISO code; United Kingdom first. */
export function CountrySelect({ name }: { name: string }) {
  const theme = useTheme();
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const message = meta.touched ? (meta.error ?? meta.submitError) : undefined;
        return (
          <div css={css`display: grid; gap: ${theme.space[2]};`}>
            <label
              htmlFor={id}
              css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`}
            >
              Country
            </label>
            <select
              {...input}
              id={id}
              autoComplete="country"
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              css={css`
                width: 100%;
                min-height: 2.875rem;
                padding: 0 ${theme.space[4]};
                background: transparent;
                border: 1px solid var(--hairline);
                border-bottom-color: var(--fg-muted);
                border-radius: 0;
                color: var(--fg);
                font-size: ${theme.fontSizes.md};
                &:focus-visible {
                  outline-offset: 1px;
                  border-color: var(--accent);
                }
              `}
            >
              {shippingCountries().map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            {message && (
              <p id={`${id}-error`} css={css`font-size: ${theme.fontSizes.sm}; color: var(--danger);`}>
                {message}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
