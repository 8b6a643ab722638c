import { useState } from 'react';
import { css, useTheme } from '@emotion/react';

export interface CheckboxOption {
  value: string;
  label?: string;
  /** A quiet note after the label, e.g. what a water resistance is good for. */
  note?: string;
  count: number;
}

interface CheckboxListProps {
  legend: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Options shown before 'Show all'. */
  initiallyShown?: number;
}

/** Multi-select group with facet counts. */
export function CheckboxList({ legend, options, selected, onToggle, initiallyShown = 10 }: CheckboxListProps) {
  const theme = useTheme();
  const [showAll, setShowAll] = useState(false);
  const visible = showAll ? options : options.slice(0, initiallyShown);
  if (options.length === 0) return <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>No options for these results.</p>;
  return (
    <fieldset css={css`margin: 0; padding: 0; border: 0; min-width: 0;`}>
      <legend className="visually-hidden">{legend}</legend>
      <ul role="list" css={css`display: grid; gap: ${theme.space[1]};`}>
        {visible.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <li key={option.value}>
              <label
                css={css`
                  display: flex;
                  align-items: center;
                  gap: ${theme.space[3]};
                  min-height: 2.25rem;
                  font-size: ${theme.fontSizes.sm};
                  cursor: pointer;
                  color: ${option.count === 0 && !checked ? 'var(--fg-muted)' : 'var(--fg)'};
                `}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(option.value)}
                  css={css`width: 1.125rem; height: 1.125rem; margin: 0; accent-color: ${theme.colors.black};`}
                />
                <span css={css`flex: 1;`}>
                  {option.label ?? option.value}
                  {option.note && <span css={css`color: var(--fg-muted);`}> · {option.note}</span>}
                </span>
                <span aria-hidden="true" css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted); font-variant-numeric: tabular-nums;`}>
                  {option.count}
                </span>
                <span className="visually-hidden">({option.count} results)</span>
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > initiallyShown && (
        <button
          type="button"
          onClick={() => setShowAll((all) => !all)}
          aria-expanded={showAll}
          css={css`
            margin-top: ${theme.space[2]};
            padding: ${theme.space[2]} 0;
            border: 0;
            background: none;
            color: var(--accent);
            font-size: ${theme.fontSizes.sm};
            font-weight: 600;
            text-decoration: underline;
            text-underline-offset: 0.25em;
            cursor: pointer;
          `}
        >
          {showAll ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      )}
    </fieldset>
  );
}
