import { useId, useState, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Field } from 'react-final-form';
import { Link } from 'react-router';
import { EyeIcon, Input, TextField } from '../../components/ui';
import { errorSubscription, shownError } from '../../lib/form-errors';
import { textLink } from './auth-frame';

const fieldSubscription = errorSubscription;

export { shownError };

/** Filled in for the user (postcode lookup): visibly not a box to type in. */
const readOnlyLook = css`
  input[readonly] {
    background: rgba(198, 161, 91, 0.08);
    border-color: var(--hairline);
  }
`;

export interface FormTextFieldProps {
  name: string;
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  hint?: ReactNode;
  readOnly?: boolean;
  placeholder?: string;
  parse?: (value: string) => string;
}

export function FormTextField({ name, label, type = 'text', parse, ...rest }: FormTextFieldProps) {
  return (
    <Field<string> name={name} subscription={fieldSubscription} parse={parse ?? ((value) => value)}>
      {({ input, meta }) => <TextField {...input} {...rest} value={input.value ?? ''} type={type} label={label} error={shownError(meta)} css={readOnlyLook} />}
    </Field>
  );
}

/** A password input with a show/hide toggle (admin login, registration). */
export function PasswordField({ name, label, autoComplete = 'current-password' }: { name: string; label: ReactNode; autoComplete?: string }) {
  const theme = useTheme();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Field<string> name={name} subscription={fieldSubscription} parse={(value) => value}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div css={css`display: grid; gap: ${theme.space[2]};`}>
            <label htmlFor={id} css={labelStyle(theme)}>
              {label}
            </label>
            <div css={css`position: relative;`}>
              <Input
                {...input}
                value={input.value ?? ''}
                id={id}
                type={visible ? 'text' : 'password'}
                autoComplete={autoComplete}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                css={css`padding-right: 3.25rem;`}
              />
              <button
                type="button"
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                css={css`
                  position: absolute;
                  top: 0;
                  right: 0;
                  width: 2.875rem;
                  height: 100%;
                  display: grid;
                  place-items: center;
                  background: none;
                  border: 0;
                  color: ${visible ? 'var(--accent)' : 'var(--fg-muted)'};
                  &:hover {
                    color: var(--accent);
                  }
                `}
              >
                <EyeIcon size={18} />
              </button>
            </div>
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    </Field>
  );
}

export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const theme = useTheme();
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox" subscription={fieldSubscription}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div css={css`display: grid; gap: ${theme.space[2]};`}>
            <div css={css`display: flex; gap: ${theme.space[3]}; align-items: flex-start;`}>
              <input
                name={input.name}
                checked={Boolean(input.checked)}
                onChange={input.onChange}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                id={id}
                type="checkbox"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                css={css`
                  width: 1.125rem;
                  height: 1.125rem;
                  margin: 0.2rem 0 0;
                  accent-color: ${theme.colors.goldDeep};
                  flex-shrink: 0;
                `}
              />
              <label htmlFor={id} css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg);`}>
                {children}
              </label>
            </div>
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    </Field>
  );
}

/** A field's message under it, referenced by the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const theme = useTheme();
  if (!message) return null;
  return (
    <p id={id} css={css`font-size: ${theme.fontSizes.sm}; color: var(--danger);`}>
      {message}
    </p>
  );
}

/** The registration forms' terms checkbox, linking to /terms-and-conditions and /privacy-policy. */
export function TermsField() {
  return (
    <CheckboxField name="termsAccepted">
      I accept the{' '}
      <Link to="/terms-and-conditions" css={textLink}>
        Terms and Conditions
      </Link>{' '}
      and the{' '}
      <Link to="/privacy-policy" css={textLink}>
        Privacy Policy
      </Link>
    </CheckboxField>
  );
}

export const labelStyle = (theme: ReturnType<typeof useTheme>) => css`
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: ${theme.letterSpacing.caps};
  text-transform: uppercase;
  color: var(--fg);
`;

/** A form-level message (the server's answer), announced to screen readers. */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const theme = useTheme();
  const color = tone === 'error' ? 'var(--danger)' : tone === 'success' ? theme.colors.success : 'var(--fg)';
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      css={css`
        padding: ${theme.space[3]} ${theme.space[4]};
        border-left: 2px solid ${color};
        background: rgba(198, 161, 91, 0.08);
        color: ${tone === 'info' ? 'var(--fg)' : color};
        font-size: ${theme.fontSizes.sm};
      `}
    >
      {children}
    </p>
  );
}
