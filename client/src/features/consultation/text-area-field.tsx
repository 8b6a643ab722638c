import { css, useTheme } from '@emotion/react';
import { type ComponentPropsWithRef, useId } from 'react';

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line answer with its hint and error, in the design system's field style. */
export function TextAreaField({ label, hint, error, id, ...props }: TextAreaFieldProps) {
  const theme = useTheme();
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div css={css`display: grid; gap: ${theme.space[2]};`}>
      <label
        htmlFor={fieldId}
        css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`}
      >
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={4}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        css={css`
          width: 100%;
          padding: ${theme.space[3]} ${theme.space[4]};
          background: ${theme.colors.white};
          border: 1px solid var(--hairline);
          border-bottom-color: var(--fg-muted);
          border-radius: 0;
          color: var(--fg);
          font: inherit;
          line-height: 1.6;
          resize: vertical;
          &:hover {
            border-color: var(--fg-muted);
          }
          &:focus-visible {
            outline: 2px solid var(--focus);
            outline-offset: 1px;
            border-color: var(--accent);
          }
          &[aria-invalid='true'] {
            border-color: var(--danger);
          }
        `}
        {...props}
      />
      {hint && (
        <p id={hintId} css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" css={css`font-size: ${theme.fontSizes.sm}; color: var(--danger);`}>
          {error}
        </p>
      )}
    </div>
  );
}
