import { css, useTheme } from '@emotion/react';
import type { StatsBlock } from '../content-types';

/** Headline figures in a row: value large, label in small capitals beneath. */
export function StatsBody({ block }: { block: StatsBlock }) {
  const theme = useTheme();
  return (
    <dl
      css={css`
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: ${theme.space[6]} ${theme.space[5]};
        margin: 0;
        ${theme.mq.md} {
          grid-template-columns: repeat(${Math.min(block.stats.length, 4)}, minmax(0, 1fr));
        }
      `}
    >
      {block.stats.map((stat) => (
        <div key={stat.label} css={css`display: grid; gap: ${theme.space[1]}; padding-top: ${theme.space[4]}; border-top: 1px solid ${theme.colors.gold};`}>
          <dt
            css={css`
              order: 2;
              font-size: ${theme.fontSizes.xs};
              font-weight: 600;
              letter-spacing: ${theme.letterSpacing.caps};
              text-transform: uppercase;
              color: var(--fg-muted);
            `}
          >
            {stat.label}
          </dt>
          <dd css={css`order: 1; margin: 0; font-family: ${theme.fonts.display}; font-size: clamp(2.25rem, 1.8rem + 1.5vw, 3.25rem); line-height: 1; color: var(--accent);`}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
