import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui';
import { pageWindow } from './pagination';
import { StateLink } from './state-link';

interface PaginationNavProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The address of a page: the pages are then links (they work before hydration; a plain click stays in the app). */
  hrefOf?: (page: number) => string;
}

/** Previous, first, last, the current page and its neighbours, Next. */
export function PaginationNav({ page, totalPages, onPage, hrefOf }: PaginationNavProps) {
  const theme = useTheme();
  if (totalPages <= 1) return null;
  const cell = css`
    display: inline-grid;
    place-items: center;
    min-width: 2.75rem;
    height: 2.75rem;
    padding: 0 ${theme.space[2]};
    border: 1px solid var(--hairline);
    background: transparent;
    color: var(--fg);
    font-size: ${theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    text-decoration: none;
    &:hover:not(:disabled) {
      border-color: var(--accent);
      color: var(--accent);
    }
    &:disabled {
      opacity: 0.45;
      cursor: not-allowed;
    }
    &[aria-current='page'] {
      background: ${theme.colors.black};
      border-color: ${theme.colors.black};
      color: ${theme.colors.gold};
    }
  `;
  /** A link to `target` when the pages have addresses, else a button; the edges' Previous and Next stay disabled buttons. */
  const pageControl = (target: number, props: { 'aria-label': string; 'aria-current'?: 'page' }, content: ReactNode) => {
    const outside = target < 1 || target > totalPages;
    if (!hrefOf || outside) {
      return (
        <button type="button" css={cell} disabled={outside} onClick={() => onPage(target)} {...props}>
          {content}
        </button>
      );
    }
    return (
      <StateLink href={hrefOf(target)} onFollow={() => onPage(target)} css={cell} {...props}>
        {content}
      </StateLink>
    );
  };
  return (
    <nav aria-label="Pagination" css={css`display: flex; justify-content: center; margin-top: ${theme.space[8]};`}>
      <ul role="list" css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[2]}; margin: 0;`}>
        <li>
          {pageControl(page - 1, { 'aria-label': 'Previous page' }, <ChevronLeftIcon size={18} />)}
        </li>
        {pageWindow(page, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" css={css`display: grid; place-items: center; min-width: 1.5rem; color: var(--fg-muted);`}>
              …
            </li>
          ) : (
            <li key={slot}>
              {pageControl(slot, { 'aria-label': `Page ${slot}`, 'aria-current': slot === page ? 'page' : undefined }, slot)}
            </li>
          ),
        )}
        <li>
          {pageControl(page + 1, { 'aria-label': 'Next page' }, <ChevronRightIcon size={18} />)}
        </li>
      </ul>
    </nav>
  );
}
