import { css, useTheme } from '@emotion/react';
import { ProductActionsScope } from '../../components/product/product-actions-scope';
import { ShopProductCard } from '../../components/product/shop-product-card';
import { ShopProductGridSkeleton } from '../../components/product/product-card-skeleton';
import { ShopProductGrid } from '../../components/product/shop-product-grid';
import { SimilarProductsDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';

const FOUR_COLUMNS = 'repeat(4, minmax(0, 1fr))';

/** 'Similar Products You May Like': up to 4 (the query's limit); nothing on failure or none. */
export function SimilarProducts({ productId, className }: { productId: string; className?: string }) {
  const theme = useTheme();
  const { data, dataState, loading } = useFirstScreenQuery(SimilarProductsDocument, { variables: { id: productId } });
  const products = dataState === 'complete' ? data.similarProducts : [];
  if (!loading && products.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className={className} css={css`display: grid; gap: ${theme.space[6]};`}>
      <h2 id="similar-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
        Similar Products You May Like
      </h2>
      {loading && products.length === 0 ? (
        <ShopProductGridSkeleton count={4} columns={FOUR_COLUMNS} />
      ) : (
        <ProductActionsScope>
          <ShopProductGrid label="Similar products" columns={FOUR_COLUMNS}>
            {products.map((product) => (
              <li key={product.id}>
                <ShopProductCard product={product} />
              </li>
            ))}
          </ShopProductGrid>
        </ProductActionsScope>
      )}
    </section>
  );
}
