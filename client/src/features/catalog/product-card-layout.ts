import { css, type Theme } from '@emotion/react';

/**
 * Geometry shared by the card and its skeleton: fixed line boxes mean the
 * skeleton occupies exactly the card's space, so data arriving shifts nothing.
 */
export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 640;
export const IMAGE_RATIO = `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`;

export const lines = {
  brand: '1.125rem',
  name: '2.75rem', // two lines of the 1.25rem serif at line-height 1.1
  price: '1.5rem',
  rating: '1.25rem',
  meta: '1.125rem',
} as const;

export const cardBody = (theme: Theme) => css`
  display: grid;
  grid-template-rows: ${lines.brand} ${lines.name} ${lines.price} ${lines.rating} ${lines.meta} ${lines.meta};
  row-gap: ${theme.space[2]};
  padding: ${theme.space[4]} ${theme.space[1]} 0;
`;
