import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { Button } from '../../components/ui';
import { useFeaturedProductsQuery } from '../../gql/hooks';
import { FEATURED_LIMIT } from './featured';
import { ProductCard } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** The data half of the featured section, code-split with the Apollo client. */
export default function FeaturedProductsGrid() {
  const { data, dataState, error, refetch } = useFeaturedProductsQuery();

  if (dataState === 'complete') {
    const products = data.featuredProducts.slice(0, FEATURED_LIMIT);
    if (products.length === 0) {
      return <Notice>New pieces are being prepared for the collection. Please visit again soon.</Notice>;
    }
    return (
      <ProductGrid>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ProductGrid>
    );
  }
  if (error) {
    return (
      <Notice>
        Our featured pieces could not be loaded just now.
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Notice>
    );
  }
  return <ProductGridSkeleton count={FEATURED_LIMIT} />;
}

function Notice({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      role="status"
      css={css`
        display: grid;
        justify-items: center;
        gap: ${theme.space[4]};
        padding: ${theme.space[8]} ${theme.space[5]};
        border: 1px solid var(--hairline);
        color: var(--fg-muted);
        text-align: center;
      `}
    >
      {children}
    </div>
  );
}
