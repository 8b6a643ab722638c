import type { ReactNode } from 'react';
import { css, useTheme } from '@emotion/react';
import { ProductActionsScope, ShopProductCard, ShopProductGrid, useQuickView } from '../../components/product';
import { Button } from '../../components/ui';
import { FeaturedProductsDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { FEATURED_COLUMNS, FEATURED_LIMIT, FeaturedGridSkeleton } from './featured';

/** The data half of the featured section, code-split with the Apollo client: the shop's own cards, quick view included. */
export default function FeaturedProductsGrid() {
  const { data, dataState, error, refetch } = useFirstScreenQuery(FeaturedProductsDocument, {});
  const quickView = useQuickView();

  if (dataState === 'complete') {
    const products = data.featuredProducts.slice(0, FEATURED_LIMIT);
    if (products.length === 0) {
      return <Notice>New pieces are being prepared for the collection. Please visit again soon.</Notice>;
    }
    return (
      <ProductActionsScope>
        <ShopProductGrid columns={FEATURED_COLUMNS}>
          {products.map((product) => (
            <li key={product.id}>
              <ShopProductCard product={product} onQuickView={quickView.open} imageSizes="(min-width: 900px) 25vw, 50vw" />
            </li>
          ))}
        </ShopProductGrid>
        {quickView.dialog}
      </ProductActionsScope>
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
  return <FeaturedGridSkeleton />;
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
