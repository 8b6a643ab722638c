import { css, useTheme } from '@emotion/react';
import { darkShimmer } from './styles';

/** Rows the size of the queue's, while it loads. */
export function QueueSkeleton() {
  const theme = useTheme();
  return (
    <div aria-busy="true" css={css`display: grid; gap: ${theme.space[2]};`}>
      <span className="visually-hidden" role="status">
        Loading support tickets…
      </span>
      {[0, 1, 2, 3].map((row) => (
        <span key={row} css={[darkShimmer(theme), css`height: 4.5rem;`]} />
      ))}
    </div>
  );
}
