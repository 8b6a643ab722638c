import { css, useTheme } from '@emotion/react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui';
import { pageWindow } from './pagination';

interface PaginationNavProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, first, last, the current page and its neighbours, Next. */
export function PaginationNav({ page, totalPages, onPage }: PaginationNavProps) {
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
  return (
    <nav aria-label="Pagination" css={css`display: flex; justify-content: center; margin-top: ${theme.space[8]};`}>
      <ul role="list" css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[2]}; margin: 0;`}>
        <li>
          <button type="button" css={cell} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
            <ChevronLeftIcon size={18} />
          </button>
        </li>
        {pageWindow(page, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" css={css`display: grid; place-items: center; min-width: 1.5rem; color: var(--fg-muted);`}>
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                css={cell}
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => onPage(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" css={cell} disabled={page >= totalPages} onClick={() => onPage(page + 1)} aria-label="Next page">
            <ChevronRightIcon size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
