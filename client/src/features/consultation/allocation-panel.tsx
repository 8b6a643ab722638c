import { css, useTheme } from '@emotion/react';
import { ALLOCATION_COLORS, LEGEND } from './report-colors';

interface Allocation {
  core: number;
  growth: number;
  speculative: number;
}

const PARTS = [
  { key: 'core', label: 'Core' },
  { key: 'growth', label: 'Growth' },
  { key: 'speculative', label: 'Speculative' },
] as const;

/** Core / growth / speculative percentages as a bar, with the report's colour legend (§2). */
export function AllocationPanel({ allocation }: { allocation: Allocation }) {
  const theme = useTheme();
  return (
    <section aria-labelledby="allocation-title" css={css`display: grid; gap: ${theme.space[4]};`}>
      <h2 id="allocation-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
        Recommended Allocation
      </h2>
      {/* As many columns as fit a whole label: three fixed columns squeezed "SPECULATIVE" out of its card on a phone (issue 37). */}
      <dl css={css`display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr)); gap: ${theme.space[3]}; margin: 0;`}>
        {PARTS.map(({ key, label }) => (
          <div key={key} css={css`display: grid; gap: ${theme.space[1]}; padding-left: ${theme.space[3]}; border-left: 3px solid ${ALLOCATION_COLORS[key]};`}>
            <dt css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--fg-muted);`}>
              {label}
            </dt>
            <dd css={css`margin: 0; font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes['3xl']}; line-height: 1;`}>{allocation[key]}%</dd>
          </div>
        ))}
      </dl>
      <div
        role="img"
        aria-label={`Allocation: core ${allocation.core}%, growth ${allocation.growth}%, speculative ${allocation.speculative}%`}
        css={css`display: flex; height: 0.75rem; overflow: hidden; background: ${theme.colors.sand};`}
      >
        {PARTS.map(({ key }) => (
          <span key={key} css={css`width: ${allocation[key]}%; background: ${ALLOCATION_COLORS[key]};`} />
        ))}
      </div>
      <ul aria-label="Legend" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]} ${theme.space[5]}; margin: 0; padding: 0; list-style: none;`}>
        {LEGEND.map((entry) => (
          <li key={entry.label} css={css`display: inline-flex; align-items: center; gap: ${theme.space[2]}; font-size: ${theme.fontSizes.sm};`}>
            <span aria-hidden="true" css={css`width: 0.75rem; height: 0.75rem; background: ${entry.color};`} />
            {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
