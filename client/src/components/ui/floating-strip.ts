import { css } from '@emotion/react';

/**
 * Marks a control that floats over every page (the compare and cart buttons). While one is on screen the
 * global styles reserve a strip along the bottom for it (see global-styles), so it never covers the page.
 */
export const FLOATING_CONTROL = 'data-floating-control';

/** Centres a floating control of the given height in the reserved bottom strip. */
export const inFloatingStrip = (height: string) => css`
  position: fixed;
  bottom: calc((var(--floating-strip) - ${height}) / 2);
`;
