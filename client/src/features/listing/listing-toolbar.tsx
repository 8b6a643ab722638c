import { useEffect, useRef, type ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { useLocation } from 'react-router';
import { Button, GridIcon, ListIcon } from '../../components/ui';
import { beforeHydrationOnly, changedBeforeHydration, WORKS_BEFORE_HYDRATION } from '../../lib/hydration';
import { iconToggle, selectStyle } from './control-styles';
import type { ProductSort } from '../../gql/graphql';
import { SORT_OPTIONS, sortFromToken, sortToken } from '@aurum/rules/catalog/sort-options';

export type ViewMode = 'grid' | 'list';

interface ListingToolbarProps {
  search: ReactNode;
  presets: ReactNode;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
}

/**
 * Search, sort, presets and (on desktop) the grid/list toggle. The sort is a GET form of its own (the listing's other
 * parameters kept, the page reset): before hydration a "Sort" button, out of the flow, loads the new order from the
 * server; once hydrated the order applies as it is chosen.
 */
export function ListingToolbar({ search, presets, sort, onSort, view, onView }: ListingToolbarProps) {
  const theme = useTheme();
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => name !== 'sort' && name !== 'page');
  const sortForm = useRef<HTMLFormElement>(null);
  // An order chosen before hydration but not sent with the Sort button: applied as the app takes over.
  useEffect(() => {
    const form = sortForm.current;
    if (form && changedBeforeHydration(form)) onSort(sortFromToken(new FormData(form).get('sort') as string | null));
    // Once, on taking the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
        <form
          ref={sortForm}
          method="get"
          action={location.pathname}
          onSubmit={(event) => event.preventDefault()}
          css={css`position: relative; display: flex; ${theme.mq.belowMd} { flex: 1; }`}
        >
          {kept.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="listing-sort" className="visually-hidden">
            Sort by
          </label>
          <select
            id="listing-sort"
            name="sort"
            {...{ [WORKS_BEFORE_HYDRATION]: '' }}
            value={sortToken(sort)}
            onChange={(event) => onSort(sortFromToken(event.currentTarget.value))}
            css={[selectStyle(theme), css`${theme.mq.belowMd} { flex: 1; }`]}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.token}>
                {option.label}
              </option>
            ))}
          </select>
          <Button
            type="submit"
            size="sm"
            {...beforeHydrationOnly}
            css={css`position: absolute; top: calc(100% + ${theme.space[1]}); right: 0; z-index: 1;`}
          >
            Sort
          </Button>
        </form>
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
