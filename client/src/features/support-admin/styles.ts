import { css, keyframes, type Theme } from '@emotion/react';

/** The admin dashboard is a dark surface: these read --fg, --accent and --hairline from it. */

export const mutedText = (theme: Theme) => css`
  color: var(--fg-muted);
  font-size: ${theme.fontSizes.sm};
`;

export const capsLabel = (theme: Theme) => css`
  font-family: ${theme.fonts.text};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: ${theme.letterSpacing.caps};
  text-transform: uppercase;
`;

/** A pill toggle; pressed chips turn gold on black. */
export const chipStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${theme.space[4]};
  border: 1px solid var(--hairline);
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: var(--fg);
  font-size: ${theme.fontSizes.sm};
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast} ${theme.easing},
    border-color ${theme.durations.fast} ${theme.easing};
  &:hover {
    border-color: var(--accent);
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.gold};
    border-color: ${theme.colors.gold};
    color: ${theme.colors.black};
  }
`;

/** The subject that opens a ticket: reads as a title, behaves as a button. */
export const openButton = (theme: Theme) => css`
  padding: 0;
  border: 0;
  background: none;
  color: var(--fg);
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 0.25em;
  transition: text-decoration-color ${theme.durations.fast} ${theme.easing};
  &:hover {
    color: var(--accent);
    text-decoration-color: currentColor;
  }
`;

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

export const textArea = (theme: Theme) => css`
  width: 100%;
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.onyx};
  border: 1px solid var(--hairline);
  border-bottom-color: var(--fg-muted);
  border-radius: 0;
  color: var(--fg);
  font: inherit;
  line-height: 1.6;
  resize: vertical;
  &:hover {
    border-color: var(--fg-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--focus);
    outline-offset: 1px;
    border-color: var(--accent);
  }
  &[aria-invalid='true'] {
    border-color: var(--danger);
  }
`;
