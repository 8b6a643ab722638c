import { css, useTheme } from '@emotion/react';
import { darkShimmer } from './admin-styles';

/** Rows the size of a staff list's, while it loads; `label` ("Loading orders…") is what screen readers hear. */
export function QueueSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  const theme = useTheme();
  return (
    <div aria-busy="true" css={css`display: grid; gap: ${theme.space[2]};`}>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} css={[darkShimmer(theme), css`height: 4rem;`]} />
      ))}
    </div>
  );
}
