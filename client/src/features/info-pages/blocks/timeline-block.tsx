import { css, useTheme } from '@emotion/react';
import type { TimelineBlock } from '../content-types';
import { RichText } from '../rich-text';
import { Heading, type HeadingLevel } from './heading';

/** Milestones down a gold rule, year first. */
export function TimelineBody({ block, level }: { block: TimelineBlock; level: HeadingLevel }) {
  const theme = useTheme();
  return (
    <ol
      role="list"
      css={css`
        display: grid;
        gap: ${theme.space[6]};
        margin: 0;
        padding: 0 0 0 ${theme.space[6]};
        max-width: 48rem;
        border-left: 1px solid ${theme.colors.gold};
      `}
    >
      {block.milestones.map((milestone) => (
        <li
          key={milestone.year + milestone.title}
          css={css`
            position: relative;
            display: grid;
            gap: ${theme.space[2]};
            &::before {
              content: '';
              position: absolute;
              top: 0.45rem;
              left: calc(-${theme.space[6]} - 0.375rem);
              width: 0.75rem;
              height: 0.75rem;
              border: 1px solid ${theme.colors.gold};
              border-radius: 50%;
              background: var(--surface, ${theme.colors.ivory});
            }
          `}
        >
          <p
            css={css`
              font-size: ${theme.fontSizes.xs};
              font-weight: 600;
              letter-spacing: ${theme.letterSpacing.wide};
              color: var(--accent);
            `}
          >
            {milestone.year}
          </p>
          <Heading level={level}>{milestone.title}</Heading>
          <p css={css`color: var(--fg-muted);`}>
            <RichText text={milestone.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
