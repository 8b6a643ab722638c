import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
}

export function TextField({ label, hideLabel, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const theme = useTheme();
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [inputProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className} css={css`display: grid; gap: ${theme.space[2]};`}>
      <label
        htmlFor={inputId}
        className={hideLabel ? 'visually-hidden' : undefined}
        css={css`
          font-size: ${theme.fontSizes.xs};
          font-weight: 600;
          letter-spacing: ${theme.letterSpacing.caps};
          text-transform: uppercase;
          color: var(--fg);
        `}
      >
        {label}
      </label>
      <Input {...inputProps} id={inputId} aria-describedby={describedBy} aria-invalid={error ? true : inputProps['aria-invalid']} />
      {hint && (
        <p id={hintId} css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={css`font-size: ${theme.fontSizes.sm}; color: var(--danger);`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The bare input, for compound controls such as the header search. */
export function Input(props: ComponentPropsWithRef<'input'>) {
  const theme = useTheme();
  return (
    <input
      css={css`
        width: 100%;
        min-height: 2.875rem;
        padding: 0 ${theme.space[4]};
        background: transparent;
        border: 1px solid var(--hairline);
        border-bottom-color: var(--fg-muted);
        border-radius: ${theme.radii.none};
        color: var(--fg);
        font-size: ${theme.fontSizes.md};
        transition: border-color ${theme.durations.fast} ${theme.easing};
        &::placeholder {
          color: var(--fg-muted);
          opacity: 1;
        }
        &:hover {
          border-color: var(--fg-muted);
        }
        &:focus-visible {
          outline-offset: 1px;
          border-color: var(--accent);
        }
        &[aria-invalid='true'] {
          border-color: var(--danger);
        }
      `}
      {...props}
    />
  );
}
