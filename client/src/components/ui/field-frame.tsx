import { useId, type AriaAttributes, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';

/** The small uppercase label of form fields, table headers and admin headings. */
export const capsLabel = (theme: Theme) => css`
  font-family: ${theme.fonts.text};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: ${theme.letterSpacing.caps};
  text-transform: uppercase;
`;

/** The box of a text input or text area: hairline frame, darker bottom edge, accent on focus, danger when invalid. */
export const fieldBox = (theme: Theme) => css`
  width: 100%;
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
`;

export interface FieldFrameProps {
  label: ReactNode;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** role="alert" on the error, for forms that show errors on submit without moving focus to them. */
  announceError?: boolean;
  id?: string;
  className?: string;
}

/** What the control inside a FieldFrame must carry so its label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

interface Props extends FieldFrameProps {
  /** The control's own aria-describedby and aria-invalid, kept alongside the frame's. */
  control?: AriaAttributes;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error of one form field, wired by id (TextField, TextAreaField). */
export function FieldFrame({ label, hideLabel, hint, error, announceError, id, className, control, children }: Props) {
  const theme = useTheme();
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [control?.['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className} css={css`display: grid; gap: ${theme.space[2]};`}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined} css={[capsLabel(theme), css`color: var(--fg);`]}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : control?.['aria-invalid'] })}
      {hint && (
        <p id={hintId} css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announceError ? 'alert' : undefined} css={css`font-size: ${theme.fontSizes.sm}; color: var(--danger);`}>
          {error}
        </p>
      )}
    </div>
  );
}
