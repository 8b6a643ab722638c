import { css, type Theme } from '@emotion/react';

export const iconButton = (theme: Theme) => css`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  background: none;
  border: 0;
  color: ${theme.colors.pearl};
  transition: color ${theme.durations.fast} ${theme.easing};
  &:hover {
    color: ${theme.colors.gold};
  }
`;

export const navLinkText = (theme: Theme) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: ${theme.colors.pearl};
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: ${theme.letterSpacing.caps};
  text-transform: uppercase;
  transition: color ${theme.durations.fast} ${theme.easing};
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0.55rem;
    height: 1px;
    background: ${theme.colors.gold};
    transform: scaleX(0);
    transition: transform ${theme.durations.base} ${theme.easing};
  }
  &:hover,
  &[aria-current='page'] {
    color: ${theme.colors.gold};
  }
  &:hover::after,
  &[aria-current='page']::after {
    transform: scaleX(1);
  }
`;
