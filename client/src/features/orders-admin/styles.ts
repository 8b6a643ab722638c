import { css, type Theme } from '@emotion/react';

/** The admin page is a dark surface: these read --fg, --accent and --hairline from it. */

export const errorText = (theme: Theme) => css`
  color: var(--danger);
  font-size: ${theme.fontSizes.sm};
`;
