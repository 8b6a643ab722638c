import { css } from '@emotion/react';
import { colors } from './theme';

/**
 * Components read their foreground, accent and focus colours from these
 * custom properties, so one Button or link style passes contrast on both the
 * black and the ivory parts of the page without a "tone" prop everywhere.
 * --field-fill is the background of filled fields (a writing area that stands
 * out from the page: white on ivory, onyx on black).
 */
export const lightSurface = css`
  --fg: ${colors.ink};
  --fg-muted: ${colors.stone};
  --accent: ${colors.goldDeep};
  --on-accent: ${colors.ivory};
  --focus: ${colors.goldDeep};
  --hairline: ${colors.hairlineLight};
  --danger: ${colors.danger};
  --field-fill: ${colors.white};
  color: var(--fg);
`;

export const darkSurface = css`
  --fg: ${colors.pearl};
  --fg-muted: ${colors.mist};
  --accent: ${colors.gold};
  --on-accent: ${colors.black};
  --focus: ${colors.gold};
  --hairline: ${colors.hairlineDark};
  --danger: ${colors.dangerOnDark};
  --field-fill: ${colors.onyx};
  color: var(--fg);
  background-color: ${colors.black};
`;
