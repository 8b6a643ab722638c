import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../ui';
import { emptyNote, mutedText } from './admin-styles';
import { QueuePager } from './queue-pager';
import { QueueSkeleton } from './queue-skeleton';
import { countLine, type Noun } from './queue-text';

/** One page of a staff list as the server answers it. */
export interface QueuePage<T> {
  items: readonly T[];
  totalCount: number;
}

export interface QueuePaging {
  offset: number;
  limit: number;
  onChange: (offset: number) => void;
  /** The pager's name for screen readers, e.g. "Order pages". */
  label: string;
}

interface QueueScreenProps<T> {
  /** The heading's id, which names the section. */
  id: string;
  /** The list's heading; left out where the page's own heading names the list (then `label` names the section). */
  heading?: string;
  label?: string;
  /** Keep the heading for screen readers only (the admin shell already shows it). */
  headingHidden?: boolean;
  /** What one row and many are called, for the count line: ['order', 'orders']. */
  noun: Noun;
  /** How the rows are ordered, for the count line: "newest first". */
  order: string;
  /** The filters: beside the heading (one status select) or under it (a search form). */
  filters?: ReactNode;
  filtersBeside?: boolean;
  /** Between the filters and the rows, e.g. the bulk actions on the selected rows. */
  toolbar?: ReactNode;
  /** The current page, or null until the first answer. */
  page: QueuePage<T> | null;
  /** Why the list could not be loaded, if it could not. */
  error: unknown;
  /** Asks again (Try again). */
  onRetry: () => Promise<unknown>;
  /** Read out while the list loads: "Loading orders…". */
  loadingLabel: string;
  /** Shown when the list could not be loaded: "The orders could not be loaded." */
  errorText: string;
  /** Shown when nothing matches: a sentence, or a block of its own. */
  empty: ReactNode;
  paging: QueuePaging;
  /** The rows of the page: a DataTable (and the cards that replace it on phones). */
  children: (items: readonly T[]) => ReactNode;
  /** What the rows open: drawers and dialogs. */
  after?: ReactNode;
}

/**
 * The frame of every back-office list: a heading with the count and order, the filters, then the page in
 * its four states (loading skeleton, error with Try again, empty, rows) and one pager. The server pages.
 */
export function QueueScreen<T>({ id, heading, label, headingHidden, noun, order, filters, filtersBeside, toolbar, page, error, onRetry, loadingLabel, errorText, empty, paging, children, after }: QueueScreenProps<T>) {
  const theme = useTheme();
  const titled = heading !== undefined;
  const body = !page ? (
    error ? (
      <div role="alert" css={css`display: grid; gap: ${theme.space[3]}; justify-items: start;`}>
        <p>{errorText}</p>
        <Button variant="secondary" size="sm" onClick={() => void onRetry().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    ) : (
      <QueueSkeleton label={loadingLabel} />
    )
  ) : page.items.length === 0 ? (
    typeof empty === 'string' ? <p css={emptyNote(theme)}>{empty}</p> : empty
  ) : (
    <>
      {children(page.items)}
      <QueuePager totalCount={page.totalCount} offset={paging.offset} limit={paging.limit} onChange={paging.onChange} label={paging.label} />
    </>
  );

  return (
    <section aria-labelledby={titled ? id : undefined} aria-label={titled ? undefined : label} css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[4]}; justify-content: space-between; align-items: end;`}>
        <div css={css`display: grid; gap: ${theme.space[2]};`}>
          {titled && (
            <h2 id={id} className={headingHidden ? 'visually-hidden' : undefined} css={css`font-size: ${theme.fontSizes['2xl']};`}>
              {heading}
            </h2>
          )}
          <p css={mutedText(theme)} aria-live="polite">
            {countLine(page?.totalCount ?? null, noun, order)}
          </p>
        </div>
        {filtersBeside && filters}
      </div>
      {!filtersBeside && filters}
      {toolbar}
      {body}
      {after}
    </section>
  );
}
