import { css, type Theme } from '@emotion/react';

/**
 * Geometry shared by the card and its skeleton: fixed line boxes mean a
 * skeleton takes exactly a card's space, so results arriving shift nothing.
 */
export const CARD_IMAGE_SIZE = 640;
export const CARD_IMAGE_RATIO = '1 / 1';

export const cardLines = {
  brand: '1.125rem',
  name: '2.75rem', // two lines of the 1.25rem serif at line-height 1.1
  price: '1.5rem',
  swatches: '1.25rem', // colour dots
  materials: '1.125rem',
  sizes: '1.5rem',
  trust: '2.25rem', // Authenticated / 24-month warranty, one per line
  action: '2.875rem',
} as const;

export const cardBody = (theme: Theme) => css`
  display: grid;
  grid-template-rows: ${Object.values(cardLines).join(' ')};
  row-gap: ${theme.space[2]};
  padding-top: ${theme.space[4]};
`;
