import { css, useTheme } from '@emotion/react';
import type { FacetOption } from './filter-groups';

interface FacetChecklistProps {
  legend: string;
  options: FacetOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** The text shown for a value (the marketplace shows "Very Good" for VERY_GOOD); the value itself by default. */
  labelOf?: (value: string) => string;
  /** What the counts count, for screen readers. */
  countNoun?: string;
}

/** Checkboxes with product counts; an option with nothing to show is disabled unless chosen. */
export function FacetChecklist({ legend, options, selected, onToggle, labelOf = (value) => value, countNoun = 'products' }: FacetChecklistProps) {
  const theme = useTheme();
  if (options.length === 0) {
    return <p css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>None for the current search and filters.</p>;
  }
  return (
    <fieldset css={css`border: 0; margin: 0; padding: 0; min-width: 0;`}>
      <legend className="visually-hidden">{legend}</legend>
      <ul role="list" css={css`display: grid; gap: 0.125rem; max-height: 16rem; overflow-y: auto; margin: 0; padding-right: ${theme.space[1]};`}>
        {options.map(({ value, count }) => {
          const checked = selected.includes(value);
          const disabled = count === 0 && !checked;
          return (
            <li key={value}>
              <label
                css={css`
                  display: grid;
                  grid-template-columns: auto 1fr auto;
                  align-items: center;
                  gap: ${theme.space[2]};
                  min-height: 2rem;
                  font-size: ${theme.fontSizes.sm};
                  cursor: ${disabled ? 'default' : 'pointer'};
                  color: ${disabled ? 'var(--fg-muted)' : 'var(--fg)'};
                `}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(value)}
                  css={css`width: 1rem; height: 1rem; margin: 0; accent-color: ${theme.colors.goldDeep};`}
                />
                <span>{labelOf(value)}</span>
                <span css={css`font-size: ${theme.fontSizes.xs}; color: var(--fg-muted); font-variant-numeric: tabular-nums;`}>
                  <span className="visually-hidden">(</span>
                  {count}
                  <span className="visually-hidden"> {countNoun})</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
