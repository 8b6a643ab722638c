import { css, useTheme } from '@emotion/react';
import type { CodeBlock } from '../content-types';
import { darkSurface } from '../../../components/ui/surface';
import { RichText } from '../rich-text';

/** A code sample on onyx with a gold rule, labelled with its language; scrolls sideways, never overflows the page. */
export function CodeBody({ block }: { block: CodeBlock }) {
  const theme = useTheme();
  return (
    <figure css={css`display: grid; gap: ${theme.space[2]}; max-width: 52rem; margin: 0; min-width: 0;`}>
      <figcaption css={css`font-size: ${theme.fontSizes.xs}; letter-spacing: 0.12em; text-transform: uppercase; color: var(--fg-muted);`}>{block.language}</figcaption>
      <pre
        tabIndex={0}
        aria-label={`${block.language} example`}
        css={[
          darkSurface,
          css`
            margin: 0;
            padding: ${theme.space[4]} ${theme.space[5]};
            background: ${theme.colors.onyx};
            border-left: 2px solid ${theme.colors.gold};
            overflow-x: auto;
            font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
            font-size: 0.875rem;
            line-height: 1.6;
            white-space: pre;
            &:focus-visible {
              outline: 2px solid ${theme.colors.gold};
              outline-offset: 2px;
            }
          `,
        ]}
      >
        <code>{block.code}</code>
      </pre>
      {block.note && (
        <p css={css`color: var(--fg-muted); font-size: ${theme.fontSizes.sm};`}>
          <RichText text={block.note} />
        </p>
      )}
    </figure>
  );
}
