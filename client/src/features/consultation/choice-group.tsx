import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import type { Choice } from './consultation-options';

interface ChoiceGroupProps {
  legend: ReactNode;
  /** 'radio' picks one; 'checkbox' picks several. */
  kind: 'radio' | 'checkbox';
  name: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onToggle(value: string): void;
  error?: string;
  columns?: number;
}

/** A labelled group of option cards: real radio buttons or checkboxes, so keyboards and screen readers work natively. */
export function ChoiceGroup({ legend, kind, name, choices, selected, onToggle, error, columns = 3 }: ChoiceGroupProps) {
  const theme = useTheme();
  const errorId = useId();
  // Short options without hints sit two to a row even on phones.
  const phoneColumns = choices.some((choice) => choice.hint) ? 1 : 2;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} css={css`display: grid; gap: ${theme.space[3]}; border: 0; padding: 0; margin: 0; min-width: 0;`}>
      <legend
        css={css`
          margin-bottom: ${theme.space[3]};
          font-size: ${theme.fontSizes.xs};
          font-weight: 600;
          letter-spacing: ${theme.letterSpacing.caps};
          text-transform: uppercase;
        `}
      >
        {legend}
      </legend>
      <div
        css={css`
          display: grid;
          gap: ${theme.space[3]};
          grid-template-columns: repeat(${phoneColumns}, minmax(0, 1fr));
          ${theme.mq.sm} {
            grid-template-columns: repeat(${Math.min(columns, 2)}, minmax(0, 1fr));
          }
          ${theme.mq.md} {
            grid-template-columns: repeat(${columns}, minmax(0, 1fr));
          }
        `}
      >
        {choices.map((choice) => {
          const checked = selected.includes(choice.value);
          return (
            <label
              key={choice.value}
              css={css`
                position: relative;
                display: grid;
                gap: ${theme.space[1]};
                padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[4]} 3rem;
                border: 1px solid ${checked ? 'var(--accent)' : 'var(--hairline)'};
                background: ${checked ? 'rgba(198, 161, 91, 0.12)' : theme.colors.white};
                cursor: pointer;
                transition: border-color ${theme.durations.fast} ${theme.easing}, background-color ${theme.durations.fast} ${theme.easing};
                &:hover {
                  border-color: var(--accent);
                }
                &:focus-within {
                  outline: 2px solid var(--focus);
                  outline-offset: 2px;
                }
              `}
            >
              <input
                type={kind}
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onToggle(choice.value)}
                css={css`
                  position: absolute;
                  left: ${theme.space[4]};
                  top: 1.1rem;
                  width: 1.125rem;
                  height: 1.125rem;
                  margin: 0;
                  accent-color: ${theme.colors.goldDeep};
                  &:focus-visible {
                    outline: none;
                  }
                `}
              />
              <span css={css`font-weight: 600;`}>{choice.label}</span>
              {choice.hint && <span css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>{choice.hint}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" css={css`font-size: ${theme.fontSizes.sm}; color: var(--danger);`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
