import { css, useTheme } from '@emotion/react';
import type { ListBlock } from '../content-types';
import { RichText } from '../rich-text';

/** Bulleted or numbered points, marked with gold rules or numerals. */
export function ListBody({ block }: { block: ListBlock }) {
  const theme = useTheme();
  const Tag = block.ordered ? 'ol' : 'ul';
  return (
    <div css={css`display: grid; gap: ${theme.space[4]}; max-width: 46rem;`}>
      <Tag
        role="list"
        css={css`
          display: grid;
          gap: ${theme.space[3]};
          margin: 0;
          padding: 0;
          counter-reset: item;
          color: var(--fg-muted);
          li {
            position: relative;
            padding-left: ${theme.space[6]};
            counter-increment: item;
          }
          li::before {
            position: absolute;
            left: 0;
            color: var(--accent);
            ${block.ordered
              ? css`content: counter(item, decimal-leading-zero); top: 0.1em; font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: 0.08em;`
              : css`content: ''; top: 0.8em; width: 0.875rem; height: 1px; background: currentColor;`}
          }
        `}
      >
        {block.items.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </Tag>
      {block.after?.map((paragraph) => (
        <p key={paragraph} css={css`color: var(--fg-muted);`}>
          <RichText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
