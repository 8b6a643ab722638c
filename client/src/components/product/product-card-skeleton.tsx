import { css, useTheme } from '@emotion/react';
import { Skeleton } from '../ui';
import { cardBody, CARD_IMAGE_RATIO } from './product-card-layout';
import { ShopProductGrid } from './shop-product-grid';

/** A placeholder with the full card's exact geometry. */
export function ShopProductCardSkeleton() {
  const theme = useTheme();
  const line = (width: string, height = '0.75rem') => (
    <Skeleton width={width} height={height} css={css`align-self: center;`} />
  );
  return (
    <div aria-hidden="true">
      <Skeleton aspectRatio={CARD_IMAGE_RATIO} />
      <div css={cardBody(theme)}>
        {line('40%')}
        <div css={css`display: grid; gap: 0.375rem; align-content: center;`}>
          <Skeleton width="90%" height="1rem" />
          <Skeleton width="60%" height="1rem" />
        </div>
        {line('35%', '0.875rem')}
        {line('50%')}
        {line('65%')}
        {line('45%')}
        <div css={css`display: grid; gap: 0.375rem; align-content: center;`}>
          <Skeleton width="55%" height="0.75rem" />
          <Skeleton width="65%" height="0.75rem" />
        </div>
        <Skeleton height="100%" />
      </div>
    </div>
  );
}

/** Six on the general listing (storefront.md §2); the caller chooses. */
export function ShopProductGridSkeleton({ count, columns }: { count: number; columns?: string }) {
  return (
    <div role="status" aria-label="Loading products">
      <ShopProductGrid columns={columns}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <ShopProductCardSkeleton />
          </li>
        ))}
      </ShopProductGrid>
    </div>
  );
}
