import { css, keyframes, useTheme } from '@emotion/react';

const shimmer = keyframes`from { background-position: 150% 0; } to { background-position: -50% 0; }`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  /** Reserve space by ratio (e.g. '4 / 5') instead of a fixed height. */
  aspectRatio?: string;
  className?: string;
}

/** A placeholder that occupies exactly the space of what it stands for. */
export function Skeleton({ width = '100%', height = '1em', aspectRatio, className }: SkeletonProps) {
  const theme = useTheme();
  return (
    <span
      aria-hidden="true"
      className={className}
      css={css`
        display: block;
        width: ${width};
        ${aspectRatio ? `aspect-ratio: ${aspectRatio};` : `height: ${height};`}
        background: linear-gradient(
          100deg,
          ${theme.colors.parchment} 30%,
          ${theme.colors.ivory} 50%,
          ${theme.colors.parchment} 70%
        );
        background-size: 200% 100%;
        animation: ${shimmer} 1.6s linear infinite;
      `}
    />
  );
}
