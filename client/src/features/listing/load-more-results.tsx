import { css, useTheme } from '@emotion/react';
import { Button } from '../../components/ui';
import { ProductActionsScope, ShopProductCard, ShopProductGrid, ShopProductGridSkeleton, useQuickView } from '../../components/product';
import type { ProductListingQuery } from '../../gql/graphql';
import { SKELETON_COUNT } from '@aurum/rules/catalog/listing-rules';

interface ListingResultsProps {
  /** The answer for the current filters; none while it loads or when it failed. */
  answer: ProductListingQuery['products'] | undefined;
  failed: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onReset: () => void;
}

const GRID_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 28vw, 50vw';
/** The first row loads eagerly; the rest wait until scrolled near. */
const EAGER_CARDS = 3;

/** Loading (six skeletons), empty or failed (the spec's texts and Reset Filters) or the cards with Load More. */
export function ListingResults({ answer, failed, loadingMore, onLoadMore, onReset }: ListingResultsProps) {
  const theme = useTheme();
  const quickView = useQuickView();

  if (!answer && !failed) return <ShopProductGridSkeleton count={SKELETON_COUNT} />;

  if (!answer || answer.items.length === 0) {
    return (
      <div
        role="status"
        css={css`
          display: grid;
          justify-items: center;
          gap: ${theme.space[4]};
          padding: ${theme.space[9]} ${theme.space[5]};
          border: 1px solid var(--hairline);
          text-align: center;
        `}
      >
        <p css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes['2xl']};`}>No products found</p>
        <p css={css`color: var(--fg-muted);`}>Try adjusting your search or filter criteria</p>
        <Button variant="secondary" onClick={onReset}>
          Reset Filters
        </Button>
      </div>
    );
  }

  return (
    <ProductActionsScope>
      <ShopProductGrid label="Products" renderOffscreenLazily>
        {answer.items.map((product, index) => (
          <li key={product.id}>
            <ShopProductCard product={product} eager={index < EAGER_CARDS} imageSizes={GRID_IMAGE_SIZES} onQuickView={quickView.open} />
          </li>
        ))}
      </ShopProductGrid>
      {answer.hasMore && (
        <div css={css`display: flex; justify-content: center; margin-top: ${theme.space[8]};`}>
          <Button variant="secondary" size="lg" onClick={onLoadMore} aria-disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load More'}
          </Button>
        </div>
      )}
      {quickView.dialog}
    </ProductActionsScope>
  );
}
