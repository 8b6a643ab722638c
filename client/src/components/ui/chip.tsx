import type { ComponentPropsWithRef } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';

/** Which page a chip sits on: pressed chips turn black with gold text on ivory, gold with black text on black. */
export type ChipSurface = 'light' | 'dark';

/** A pill button: filter toggles, removable filter chips, status filters. */
export const chipStyle = (theme: Theme, surface: ChipSurface = 'light') => css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
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
    border-color ${theme.durations.fast} ${theme.easing},
    color ${theme.durations.fast} ${theme.easing};
  &:hover {
    border-color: var(--accent);
  }
  &[aria-pressed='true'] {
    background: ${surface === 'dark' ? theme.colors.gold : theme.colors.black};
    border-color: ${surface === 'dark' ? theme.colors.gold : theme.colors.black};
    color: ${surface === 'dark' ? theme.colors.black : theme.colors.gold};
  }
`;

export interface ToggleChipProps extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'aria-pressed'> {
  pressed: boolean;
  surface?: ChipSurface;
}

/** A chip that is on or off (aria-pressed). */
export function ToggleChip({ pressed, surface, ...props }: ToggleChipProps) {
  const theme = useTheme();
  return <button type="button" aria-pressed={pressed} css={chipStyle(theme, surface)} {...props} />;
}
