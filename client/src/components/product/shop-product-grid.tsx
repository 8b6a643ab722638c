import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { renderedWhenNear, theme } from '../ui';

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[7]} ${theme.space[3]};
  margin: 0;
  ${theme.mq.md} {
    gap: ${theme.space[7]} ${theme.space[5]};
  }
`;

/**
 * Cards off screen are neither styled, laid out nor painted until they scroll near (issue 17: the 24 cards of
 * a listing were most of its style and layout work). Until rendered once, a card takes a shop card's usual
 * height, so only grids of shop cards that arrive with the page use it: a grid whose skeletons give way to
 * cards off screen would change height there. The padding keeps focus rings inside the paint containment
 * that this brings.
 */
const lazyCards = css`
  & > li {
    ${renderedWhenNear('30rem', '38.5rem', '38.5rem')}
    padding: 6px;
    margin: -6px;
  }
`;

/**
 * Two columns on phones, three from the md breakpoint (beside a filter
 * sidebar). `columns` overrides the desktop template. Each child is an `<li>`.
 */
export function ShopProductGrid({
  children,
  label,
  columns,
  renderOffscreenLazily = false,
}: {
  children: ReactNode;
  label?: string;
  columns?: string;
  /** For a long grid of shop cards that loads with the page: see `lazyCards`. */
  renderOffscreenLazily?: boolean;
}) {
  return (
    <ul
      role="list"
      aria-label={label}
      css={[
        grid,
        renderOffscreenLazily && lazyCards,
        css`
          ${theme.mq.md} {
            grid-template-columns: ${columns ?? 'repeat(3, minmax(0, 1fr))'};
          }
        `,
      ]}
    >
      {children}
    </ul>
  );
}
