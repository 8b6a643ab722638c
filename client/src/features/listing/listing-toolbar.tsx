import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { GridIcon, ListIcon } from '../../components/ui';
import { iconToggle, selectStyle } from './control-styles';
import type { ProductSort } from '../../gql/graphql';
import { SORT_OPTIONS } from '@aurum/rules/catalog/sort-options';

export type ViewMode = 'grid' | 'list';

interface ListingToolbarProps {
  search: ReactNode;
  presets: ReactNode;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
}

/** Search, sort, presets and (on desktop) the grid/list toggle. */
export function ListingToolbar({ search, presets, sort, onSort, view, onView }: ListingToolbarProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${theme.space[3]};
      `}
    >
      {search}
      <div css={css`display: flex; align-items: center; gap: ${theme.space[3]}; ${theme.mq.belowMd} { flex: 1 1 100%; }`}>
        <label htmlFor="listing-sort" className="visually-hidden">
          Sort by
        </label>
        <select
          id="listing-sort"
          value={sort}
          onChange={(event) => onSort(event.currentTarget.value as ProductSort)}
          css={[selectStyle(theme), css`${theme.mq.belowMd} { flex: 1; }`]}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {presets}
        <div
          role="group"
          aria-label="Layout"
          css={css`
            display: flex;
            ${theme.mq.belowMd} {
              display: none;
            }
          `}
        >
          <button type="button" aria-label="Grid view" aria-pressed={view === 'grid'} onClick={() => onView('grid')} css={iconToggle(theme)}>
            <GridIcon size={18} />
          </button>
          <button
            type="button"
            aria-label="List view"
            aria-pressed={view === 'list'}
            onClick={() => onView('list')}
            css={[iconToggle(theme), css`border-left: 0;`]}
          >
            <ListIcon size={18} />
          </button>
        </div>
      </div>
    </div>
  );
}
