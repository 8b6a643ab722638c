import { preload } from 'react-dom';
import { css, useTheme } from '@emotion/react';
import { DEDICATED_CART_TOASTS, imageSrcSet, ProductActionsScope, ShopProductCard, ShopProductGrid, sizedImage } from '../../components/product';
import type { ShopProductCard_ProductFragment } from '../../gql/graphql';
import { useProductInteractions } from '../../lib/shop-lists';
import { PREFETCH_IMAGE_COUNT } from '@aurum/rules/catalog/department';
import type { ViewMode } from './listing-toolbar';

/** Four across on a wide screen, three on a tablet; two on phones (the grid's own default). */
export const LISTING_COLUMNS = 'repeat(auto-fill, minmax(16rem, 1fr))';
const GRID_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 33vw, 50vw';
const LIST_IMAGE_SIZES = '208px';

/** List view lays the same card out in rows, two abreast: image left, details right (desktop only). */
const LIST_COLUMNS = 'repeat(2, minmax(0, 1fr))';
const listRow = css`
  /* One row per line until two fit side by side. */
  @media (min-width: 900px) and (max-width: 1199.98px) {
    > ul {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  @media (min-width: 900px) {
    article {
      flex-direction: row;
      gap: 1.5rem;
      align-items: stretch;
    }
    article > div:first-of-type {
      flex: 0 0 13rem;
      align-self: flex-start;
    }
    article > div:last-of-type {
      flex: 1;
      padding-top: 0;
    }
  }
`;

interface ResultsGridProps {
  products: readonly ShopProductCard_ProductFragment[];
  view: ViewMode;
  onQuickView: (product: ShopProductCard_ProductFragment) => void;
  label: string;
}

export function ResultsGrid({ products, view, onQuickView, label }: ResultsGridProps) {
  const theme = useTheme();
  const { recordClick } = useProductInteractions();
  const imageSizes = view === 'list' ? LIST_IMAGE_SIZES : GRID_IMAGE_SIZES;
  // Images of the first 8 results are fetched at once, ahead of the lazy rest.
  for (const product of products.slice(0, PREFETCH_IMAGE_COUNT)) {
    preload(sizedImage(product.imageUrl, 640), { as: 'image', imageSrcSet: imageSrcSet(product.imageUrl), imageSizes });
  }

  return (
    <div css={view === 'list' ? listRow : undefined}>
      <ProductActionsScope cartToasts={DEDICATED_CART_TOASTS}>
        <ShopProductGrid label={label} columns={view === 'list' ? LIST_COLUMNS : LISTING_COLUMNS} renderOffscreenLazily>
          {products.map((product, index) => (
            <li
              key={product.id}
              // A click on the card's link is an interaction for the curated order.
              onClickCapture={(event) => {
                if ((event.target as HTMLElement).closest('a')) recordClick(product.id);
              }}
              css={view === 'list' ? css`padding-bottom: ${theme.space[6]}; border-bottom: 1px solid var(--hairline);` : undefined}
            >
              <ShopProductCard
                product={product}
                eager={index < PREFETCH_IMAGE_COUNT}
                imageSizes={imageSizes}
                onQuickView={onQuickView}
              />
            </li>
          ))}
        </ShopProductGrid>
      </ProductActionsScope>
    </div>
  );
}
