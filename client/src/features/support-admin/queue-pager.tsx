import { css, useTheme } from '@emotion/react';
import { Button } from '../../components/ui';
import { mutedText } from '../../components/admin/admin-styles';

interface QueuePagerProps {
  totalCount: number;
  offset: number;
  limit: number;
  onChange: (offset: number) => void;
  /** The pager's name for screen readers. */
  label?: string;
}

/** "Showing 21–40 of 45" with Previous and Next, only when there is more than one page. */
export function QueuePager({ totalCount, offset, limit, onChange, label = 'Support ticket pages' }: QueuePagerProps) {
  const theme = useTheme();
  if (totalCount <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, totalCount);
  return (
    <nav aria-label={label} css={css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
      <p css={mutedText(theme)}>
        Showing {totalCount === 0 ? 0 : offset + 1}–{last} of {totalCount}
      </p>
      <div css={css`display: flex; gap: ${theme.space[2]};`}>
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={last >= totalCount} onClick={() => onChange(offset + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
