import { useId, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { WORKS_BEFORE_HYDRATION } from '../../lib/hydration';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** In a GET form: sent as `name=true` when on, and live before hydration (lib/hydration.ts). */
  name?: string;
}

/** A native checkbox exposed as a switch, so it keeps keyboard and form behaviour for free. */
export function Switch({ label, description, checked, onChange, disabled, name }: SwitchProps) {
  const theme = useTheme();
  const id = useId();
  const descriptionId = `${id}-description`;
  const field = name ? { name, value: 'true', [WORKS_BEFORE_HYDRATION]: '' } : {};
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: 1fr auto;
        gap: ${theme.space[1]} ${theme.space[5]};
        align-items: center;
      `}
    >
      <label htmlFor={id} {...(name && { [WORKS_BEFORE_HYDRATION]: '' })} css={css`font-weight: 600; font-size: ${theme.fontSizes.md};`}>
        {label}
      </label>
      <span css={css`position: relative; display: inline-flex; grid-row: span 2;`}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          {...field}
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
          css={css`
            appearance: none;
            margin: 0;
            width: 2.75rem;
            height: 1.5rem;
            border-radius: ${theme.radii.pill};
            border: 1px solid var(--fg-muted);
            background: transparent;
            cursor: pointer;
            transition: background-color ${theme.durations.base} ${theme.easing};
            &:checked {
              background: var(--accent);
              border-color: var(--accent);
            }
            &:disabled {
              cursor: not-allowed;
              opacity: 0.7;
            }
            & + span {
              position: absolute;
              top: 0.25rem;
              left: 0.25rem;
              width: 1rem;
              height: 1rem;
              border-radius: 50%;
              background: var(--fg-muted);
              pointer-events: none;
              transition: transform ${theme.durations.base} ${theme.easing};
            }
            &:checked + span {
              transform: translateX(1.25rem);
              background: var(--on-accent);
            }
          `}
        />
        <span aria-hidden="true" />
      </span>
      {description && (
        <p id={descriptionId} css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
          {description}
        </p>
      )}
    </div>
  );
}
