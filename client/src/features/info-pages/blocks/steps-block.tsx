import { css, useTheme } from '@emotion/react';
import type { StepsBlock } from '../content-types';
import { RichText } from '../rich-text';
import { Heading, type HeadingLevel } from './heading';

/** A numbered process (artisanal steps, application steps), read left to right on wide screens. */
export function StepsBody({ block, level }: { block: StepsBlock; level: HeadingLevel }) {
  const theme = useTheme();
  return (
    <ol
      role="list"
      css={css`
        display: grid;
        gap: ${theme.space[5]};
        margin: 0;
        padding: 0;
        counter-reset: step;
        ${theme.mq.md} {
          grid-template-columns: repeat(${Math.min(block.steps.length, 5)}, minmax(0, 1fr));
        }
      `}
    >
      {block.steps.map((step) => (
        <li
          key={step.title}
          css={css`
            display: grid;
            align-content: start;
            gap: ${theme.space[3]};
            counter-increment: step;
            &::before {
              content: counter(step, decimal-leading-zero);
              display: block;
              padding-bottom: ${theme.space[3]};
              border-bottom: 1px solid var(--hairline);
              font-family: ${theme.fonts.display};
              font-size: 2.75rem;
              line-height: 1;
              color: var(--accent);
            }
          `}
        >
          <Heading level={level}>{step.title}</Heading>
          <p css={css`color: var(--fg-muted); font-size: 0.9375rem;`}>
            <RichText text={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
