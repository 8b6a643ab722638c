import { css, useTheme } from '@emotion/react';

/**
 * Bars of a daily series, hand-drawn in SVG (no chart library). The picture
 * is decorative: `label` says in words what it shows for screen readers.
 */
export function DailyBars({ values, label, height = 56 }: { values: number[]; label: string; height?: number }) {
  const theme = useTheme();
  const max = Math.max(1, ...values);
  const width = values.length * 6;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" css={css`width: 100%; height: ${height}px; display: block;`}>
      {values.map((value, index) => {
        const barHeight = value === 0 ? 1 : Math.max(2, (value / max) * (height - 2));
        return (
          <rect
            key={index}
            x={index * 6 + 1}
            y={height - barHeight}
            width={4}
            height={barHeight}
            fill={index === values.length - 1 ? theme.colors.goldLight : value === 0 ? theme.colors.graphite : theme.colors.gold}
          />
        );
      })}
    </svg>
  );
}
