import { css, useTheme } from '@emotion/react';
import { Button, SearchIcon } from '../../components/ui';

/** Nothing matched (or nothing could be loaded): the department's title and Clear All Filters. */
export function EmptyState({ title, onClearAll }: { title: string; onClearAll: () => void }) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: grid;
        justify-items: center;
        gap: ${theme.space[4]};
        padding: ${theme.space[9]} ${theme.space[5]};
        border: 1px solid var(--hairline);
        background: ${theme.colors.white};
        text-align: center;
      `}
    >
      <SearchIcon size={36} css={css`color: var(--accent);`} />
      <h2 css={css`font-size: ${theme.fontSizes['2xl']};`}>{title}</h2>
      <p css={css`color: var(--fg-muted);`}>Try adjusting your filters</p>
      <Button variant="secondary" onClick={onClearAll}>
        Clear All Filters
      </Button>
    </div>
  );
}
