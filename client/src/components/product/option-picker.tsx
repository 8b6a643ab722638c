import { css, useTheme } from '@emotion/react';
import { swatchColour } from './colour-swatch';

export interface OptionPickerProps {
  label: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Show a colour swatch before each option. */
  swatches?: boolean;
}

/** A labelled row of toggle buttons (colour, size); the chosen one is pressed. */
export function OptionPicker({ label, options, value, onChange, swatches = false }: OptionPickerProps) {
  const theme = useTheme();
  if (options.length === 0) return null;
  return (
    <fieldset css={css`border: 0; padding: 0; margin: 0; min-width: 0;`}>
      <legend css={css`padding: 0; margin-bottom: ${theme.space[2]}; font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`}>
        {label}
        {value && <span css={css`margin-left: ${theme.space[2]}; font-weight: 400; letter-spacing: normal; text-transform: none; color: var(--fg-muted);`}>{value}</span>}
      </legend>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
        {options.map((option) => {
          const pressed = option === value;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option)}
              css={css`
                display: inline-flex;
                align-items: center;
                gap: ${theme.space[2]};
                min-width: 2.75rem;
                min-height: 2.5rem;
                padding: 0 ${theme.space[3]};
                border: 1px solid ${pressed ? theme.colors.ink : 'var(--hairline)'};
                background: ${pressed ? theme.colors.ink : 'transparent'};
                color: ${pressed ? theme.colors.ivory : 'var(--fg)'};
                font-size: ${theme.fontSizes.sm};
                cursor: pointer;
                &:hover {
                  border-color: var(--fg);
                }
              `}
            >
              {swatches && (
                <span
                  aria-hidden="true"
                  css={css`width: 0.875rem; height: 0.875rem; border-radius: 50%; background: ${swatchColour(option)}; box-shadow: inset 0 0 0 1px rgba(127, 127, 127, 0.5);`}
                />
              )}
              {option}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
