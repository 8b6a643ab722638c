import { css, useTheme } from '@emotion/react';
import { chipStyle, CloseIcon } from '../../components/ui';
import type { ActiveFilter } from './active-filters';

interface ActiveFilterChipsProps {
  filters: readonly ActiveFilter[];
  search: string;
  onRemove: (filter: ActiveFilter) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}

/** One removable chip per active filter (and the search), with Clear All. */
export function ActiveFilterChips({ filters, search, onRemove, onClearSearch, onClearAll }: ActiveFilterChipsProps) {
  const theme = useTheme();
  const text = search.trim();
  if (filters.length === 0 && !text) return null;
  const chip = css`
    ${chipStyle(theme)};
    min-height: 2.25rem;
    padding: 0 ${theme.space[3]};
    background: ${theme.colors.white};
    font-size: ${theme.fontSizes.xs};
  `;
  return (
    <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[2]};`}>
      <ul role="list" aria-label="Active filters" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; margin: 0;`}>
        {text && (
          <li>
            <button type="button" css={chip} onClick={onClearSearch} aria-label={`Remove search “${text}”`}>
              “{text}” <CloseIcon size={12} />
            </button>
          </li>
        )}
        {filters.map((filter) => (
          <li key={filter.id}>
            <button type="button" css={chip} onClick={() => onRemove(filter)} aria-label={`Remove filter ${filter.label}`}>
              {filter.label} <CloseIcon size={12} />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        css={css`
          min-height: 2.25rem;
          padding: 0 ${theme.space[2]};
          border: 0;
          background: none;
          color: var(--accent);
          font-size: ${theme.fontSizes.xs};
          font-weight: 600;
          letter-spacing: ${theme.letterSpacing.caps};
          text-transform: uppercase;
          text-decoration: underline;
          text-underline-offset: 0.3em;
          cursor: pointer;
        `}
      >
        Clear All
      </button>
    </div>
  );
}
