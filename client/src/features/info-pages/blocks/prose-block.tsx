import { css, useTheme } from '@emotion/react';
import type { ProseBlock } from '../content-types';
import { RichText } from '../rich-text';

export function ProseBody({ block }: { block: ProseBlock }) {
  const theme = useTheme();
  return (
    <div css={css`display: grid; gap: ${theme.space[4]}; max-width: 46rem; color: var(--fg-muted); font-size: 1.0625rem; line-height: 1.75;`}>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <RichText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
