import { css, keyframes, type Theme } from '@emotion/react';

/** The admin dashboard is a dark surface: these read --fg, --accent and --hairline from it. */

const shimmer = keyframes`from { background-position: 150% 0; } to { background-position: -50% 0; }`;

/** The UI kit's Skeleton is drawn for ivory pages; on black it would glare. */
export const darkShimmer = (theme: Theme) => css`
  display: block;
  background: linear-gradient(100deg, ${theme.colors.onyx} 30%, ${theme.colors.graphite} 50%, ${theme.colors.onyx} 70%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s linear infinite;
  ${theme.mq.reducedMotion} {
    animation: none;
  }
`;
