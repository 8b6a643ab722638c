import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import type { FacetOption } from '@aurum/rules/catalog/filter-groups';
import { WORKS_BEFORE_HYDRATION } from '../../lib/hydration';

export interface ChecklistOption extends FacetOption {
  label?: string;
  /** A quiet note after the label, e.g. what a water resistance is good for. */
  note?: string;
}

interface FacetChecklistProps {
  legend: string;
  options: readonly ChecklistOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** The text shown for a value (the marketplace shows "Very Good" for VERY_GOOD); the option's label or value by default. */
  labelOf?: (value: string) => string;
  /** What the counts count, for screen readers. */
  countNoun?: string;
  /**
   * 'sidebar' (the general listing and the marketplace): a scrolling list; an option with nothing to show is disabled
   * unless chosen. 'panel' (the dedicated listings' drawer): roomier, every option enabled, the first `initiallyShown`
   * with "Show all".
   */
  look?: 'sidebar' | 'panel';
  initiallyShown?: number;
  /** In a GET form: each box sends `name=value` when ticked (the listing reads repeated names), live before hydration. */
  name?: string;
}

/** Checkboxes with facet counts. */
export function FacetChecklist({ legend, options, selected, onToggle, labelOf, countNoun = 'products', look = 'sidebar', initiallyShown = 10, name }: FacetChecklistProps) {
  const theme = useTheme();
  const [showAll, setShowAll] = useState(false);
  const panel = look === 'panel';
  const empty = css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`;
  if (options.length === 0) return <p css={empty}>{panel ? 'No options for these results.' : 'None for the current search and filters.'}</p>;
  const live = name ? { [WORKS_BEFORE_HYDRATION]: '' } : {};
  const visible = panel && !showAll ? options.slice(0, initiallyShown) : options;
  return (
    <fieldset css={css`border: 0; margin: 0; padding: 0; min-width: 0;`}>
      <legend className="visually-hidden">{legend}</legend>
      <ul
        role="list"
        css={
          panel
            ? css`display: grid; gap: ${theme.space[1]};`
            : css`display: grid; gap: 0.125rem; max-height: 16rem; overflow-y: auto; margin: 0; padding-right: ${theme.space[1]};`
        }
      >
        {visible.map(({ value, count, label, note }) => {
          const checked = selected.includes(value);
          const disabled = !panel && count === 0 && !checked;
          const muted = count === 0 && !checked;
          return (
            <li key={value}>
              <label
                {...live}
                css={css`
                  display: grid;
                  grid-template-columns: auto 1fr auto;
                  align-items: center;
                  gap: ${panel ? theme.space[3] : theme.space[2]};
                  min-height: ${panel ? '2.25rem' : '2rem'};
                  font-size: ${theme.fontSizes.sm};
                  cursor: ${disabled ? 'default' : 'pointer'};
                  color: ${muted ? 'var(--fg-muted)' : 'var(--fg)'};
                `}
              >
                <input
                  type="checkbox"
                  {...live}
                  name={name}
                  value={value}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(value)}
                  css={css`
                    width: ${panel ? '1.125rem' : '1rem'};
                    height: ${panel ? '1.125rem' : '1rem'};
                    margin: 0;
                    accent-color: ${panel ? theme.colors.black : theme.colors.goldDeep};
                  `}
                />
                <span>
                  {labelOf ? labelOf(value) : (label ?? value)}
                  {note && <span css={css`color: var(--fg-muted);`}> · {note}</span>}
                </span>
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
      {panel && options.length > initiallyShown && (
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
