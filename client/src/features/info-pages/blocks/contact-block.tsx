import { css, useTheme } from '@emotion/react';
import { ActionButton } from '../action-button';
import type { ContactBlock } from '../content-types';
import { RichText } from '../rich-text';

/** Who to reach and how: label and value pairs, and a way to write. */
export function ContactBody({ block }: { block: ContactBlock }) {
  const theme = useTheme();
  return (
    <div css={css`display: grid; gap: ${theme.space[5]}; max-width: 46rem;`}>
      <dl css={css`display: grid; gap: ${theme.space[3]}; margin: 0;`}>
        {block.lines.map((line) => (
          <div
            key={line.label}
            css={css`
              display: grid;
              gap: ${theme.space[1]};
              ${theme.mq.sm} {
                grid-template-columns: 12rem 1fr;
                gap: ${theme.space[4]};
              }
            `}
          >
            <dt css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent);`}>
              {line.label}
            </dt>
            <dd css={css`margin: 0; color: var(--fg);`}>
              <RichText text={line.value} />
            </dd>
          </div>
        ))}
      </dl>
      {block.action && (
        <div>
          <ActionButton action={block.action} />
        </div>
      )}
    </div>
  );
}
