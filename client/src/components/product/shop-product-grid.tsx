import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';

/**
 * Two columns on phones, three from the md breakpoint (beside a filter
 * sidebar). `columns` overrides the desktop template. Each child is an `<li>`.
 */
export function ShopProductGrid({ children, label, columns }: { children: ReactNode; label?: string; columns?: string }) {
  const theme = useTheme();
  return (
    <ul
      role="list"
      aria-label={label}
      css={css`
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: ${theme.space[7]} ${theme.space[3]};
        margin: 0;
        /* Cards off screen are neither styled, laid out nor painted until they scroll near (issue 17: a grid of
           24 cards was most of a listing's style and layout work). The padding keeps focus rings inside the
           paint containment that this brings. */
        & > li {
          content-visibility: auto;
          contain-intrinsic-size: auto 34rem;
          padding: 6px;
          margin: -6px;
        }
        ${theme.mq.md} {
          grid-template-columns: ${columns ?? 'repeat(3, minmax(0, 1fr))'};
          gap: ${theme.space[7]} ${theme.space[5]};
        }
      `}
    >
      {children}
    </ul>
  );
}
