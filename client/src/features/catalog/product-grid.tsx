import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { ProductCardSkeleton } from './product-card-skeleton';

/** Two columns on phones, four from the md breakpoint. */
export function ProductGrid({ children, label }: { children: ReactNode; label?: string }) {
  const theme = useTheme();
  return (
    <ul
      role="list"
      aria-label={label}
      css={css`
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: ${theme.space[7]} ${theme.space[4]};
        margin: 0;
        ${theme.mq.md} {
          grid-template-columns: repeat(4, minmax(0, 1fr));
          gap: ${theme.space[6]};
        }
      `}
    >
      {children}
    </ul>
  );
}

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading products">
      <ProductGrid>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ProductGrid>
    </div>
  );
}
