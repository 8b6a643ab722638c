import { css, keyframes, type Theme } from '@emotion/react';

/**
 * Styles shared by the admin dashboard's sections (support queue, orders).
 * The dashboard is a dark surface: these read --fg, --accent and --hairline from it.
 */

export const mutedText = (theme: Theme) => css`
  color: var(--fg-muted);
  font-size: ${theme.fontSizes.sm};
`;

/** What opens a record (a ticket's subject, an order's number): reads as a link, behaves as a button. */
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
  text-decoration-color: var(--hairline);
  text-underline-offset: 0.25em;
  transition: text-decoration-color ${theme.durations.fast} ${theme.easing};
  &:hover {
    color: var(--accent);
    text-decoration-color: currentColor;
  }
`;

/** Term / value pairs in a record's drawer. */
export const factList = (theme: Theme) => css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  dt {
    color: var(--fg-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: var(--accent);
  }
`;

/** A list of records as cards on phones; `edge` colours the left rule (gold for what needs action). */
export const recordCards = (theme: Theme) => css`
  display: none;
  margin: 0;
  padding: 0;
  gap: ${theme.space[3]};
  ${theme.mq.belowMd} {
    display: grid;
  }
`;

export const recordCard = (theme: Theme, edge: string) => css`
  list-style: none;
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid var(--hairline);
  border-left: 3px solid ${edge};
  background: ${theme.colors.onyx};
`;

/** What a staff list says when nothing matches. */
export const emptyNote = (theme: Theme) => css`
  padding: ${theme.space[6]} 0;
  color: var(--fg-muted);
  border-block: 1px solid var(--hairline);
  text-align: center;
`;

const shimmer = keyframes`from { background-position: 150% 0; } to { background-position: -50% 0; }`;

/** A loading block on the dark surface (the UI kit's Skeleton is drawn for ivory pages; on black it would glare). */
export const darkShimmer = (theme: Theme) => css`
  display: block;
  background: linear-gradient(100deg, ${theme.colors.onyx} 30%, ${theme.colors.graphite} 50%, ${theme.colors.onyx} 70%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s linear infinite;
  ${theme.mq.reducedMotion} {
    animation: none;
  }
`;
