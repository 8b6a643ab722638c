import { css, useTheme } from '@emotion/react';
import { Button } from '../ui';
import { mutedText } from './admin-styles';
import { needsPager, pageRangeText } from './queue-text';

interface QueuePagerProps {
  totalCount: number;
  offset: number;
  limit: number;
  onChange: (offset: number) => void;
  /** The pager's name for screen readers, e.g. "Order pages". */
  label: string;
}

/** "Showing 21–40 of 45" with Previous and Next, only when there is more than one page: the one pager of the back office. */
export function QueuePager({ totalCount, offset, limit, onChange, label }: QueuePagerProps) {
  const theme = useTheme();
  if (!needsPager(offset, limit, totalCount)) return null;
  return (
    <nav aria-label={label} css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
      <p css={mutedText(theme)}>{pageRangeText(offset, limit, totalCount)}</p>
      <div css={css`display: flex; gap: ${theme.space[2]};`}>
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={offset + limit >= totalCount} onClick={() => onChange(offset + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
