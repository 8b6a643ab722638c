import { css } from '@emotion/react';

/**
 * A card's product link stretched over the whole card (the card must be
 * positioned), so the image opens the product too; the focus ring then
 * outlines the card. Buttons inside the card sit above it with z-index 1.
 */
export const stretchedLink = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid var(--focus);
    outline-offset: 4px;
  }
`;
