import { css, type Theme } from '@emotion/react';

export const selectStyle = (theme: Theme) => css`
  min-height: 2.875rem;
  padding: 0 ${theme.space[6]} 0 ${theme.space[3]};
  border: 1px solid var(--hairline);
  border-bottom-color: var(--fg-muted);
  border-radius: ${theme.radii.none};
  background:
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%235c564b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")
      no-repeat right 0.75rem center,
    transparent;
  appearance: none;
  color: var(--fg);
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
`;

/** Square icon button of the toolbar (view toggle). */
export const iconToggle = (theme: Theme) => css`
  display: inline-grid;
  place-items: center;
  width: 2.875rem;
  height: 2.875rem;
  border: 1px solid var(--hairline);
  background: transparent;
  color: var(--fg-muted);
  cursor: pointer;
  &:hover {
    color: var(--accent);
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.black};
    border-color: ${theme.colors.black};
    color: ${theme.colors.gold};
  }
`;
