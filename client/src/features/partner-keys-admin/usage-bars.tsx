import { css, useTheme } from '@emotion/react';

/** Calls per hour over the last day as small gold bars; the numbers are in the label and the table beside it. */
export function UsageBars({ usage, label }: { usage: readonly { hour: string; calls: number }[]; label: string }) {
  const theme = useTheme();
  const hours = 24;
  const now = Date.now();
  const counts = Array.from({ length: hours }, (_, i) => {
    const start = now - (hours - i) * 3_600_000;
    return usage.filter((row) => {
      const at = new Date(row.hour).getTime();
      return at > start - 3_600_000 && at <= start;
    }).reduce((sum, row) => sum + row.calls, 0);
  });
  const max = Math.max(1, ...counts);
  const total = counts.reduce((a, b) => a + b, 0);
  return (
    <svg role="img" aria-label={`${label}: ${total} calls in the last 24 hours`} viewBox={`0 0 ${hours * 4} 24`} width="96" height="24" css={css`display: block; color: ${theme.colors.gold};`}>
      {counts.map((count, i) => {
        const height = count === 0 ? 1 : Math.max(2, (count / max) * 24);
        return <rect key={i} x={i * 4} y={24 - height} width="3" height={height} fill="currentColor" opacity={count === 0 ? 0.25 : 1} />;
      })}
    </svg>
  );
}
