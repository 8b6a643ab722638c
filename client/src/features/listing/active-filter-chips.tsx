import type { ReactNode } from 'react';
import { css, useTheme, type SerializedStyles } from '@emotion/react';
import { chipStyle, CloseIcon } from '../../components/ui';
import type { ActiveFilter } from './active-filters';
import { StateLink } from './state-link';

interface ActiveFilterChipsProps {
  filters: readonly ActiveFilter[];
  search: string;
  onRemove: (filter: ActiveFilter) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
  /** The listing's address without a chip's filter, without the search, or cleared: the chips are then links. */
  links?: { without: (filter: ActiveFilter) => string; withoutSearch: string; cleared: string };
}

/** One removable chip per active filter (and the search), with Clear All; links to the listing without them when `links` is given. */
export function ActiveFilterChips({ filters, search, onRemove, onClearSearch, onClearAll, links }: ActiveFilterChipsProps) {
  const theme = useTheme();
  const text = search.trim();
  if (filters.length === 0 && !text) return null;
  const chip = css`
    ${chipStyle(theme)};
    min-height: 2.25rem;
    padding: 0 ${theme.space[3]};
    background: ${theme.colors.white};
    font-size: ${theme.fontSizes.xs};
    text-decoration: none;
    cursor: pointer;
  `;
  /** A link when the listing gave its addresses (it works before hydration), else a button. */
  const control = (href: string | undefined, onActivate: () => void, props: { 'aria-label'?: string; css: SerializedStyles }, content: ReactNode) =>
    href === undefined ? (
      <button type="button" onClick={onActivate} {...props}>
        {content}
      </button>
    ) : (
      <StateLink href={href} onFollow={onActivate} {...props}>
        {content}
      </StateLink>
    );
  const clearAllStyle = css`
    display: inline-flex;
    align-items: center;
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
  `;
  return (
    <div css={css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space[2]};`}>
      <ul role="list" aria-label="Active filters" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; margin: 0;`}>
        {text && (
          <li>
            {control(links?.withoutSearch, onClearSearch, { css: chip, 'aria-label': `Remove search “${text}”` }, <>“{text}” <CloseIcon size={12} /></>)}
          </li>
        )}
        {filters.map((filter) => (
          <li key={filter.id}>
            {control(links?.without(filter), () => onRemove(filter), { css: chip, 'aria-label': `Remove filter ${filter.label}` }, <>{filter.label} <CloseIcon size={12} /></>)}
          </li>
        ))}
      </ul>
      {control(links?.cleared, onClearAll, { css: clearAllStyle }, 'Clear All')}
    </div>
  );
}
