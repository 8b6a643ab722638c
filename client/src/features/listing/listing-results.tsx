import { css, useTheme } from '@emotion/react';
import { Button } from '../../components/ui';
import { ShopProductGridSkeleton } from '../../components/product';
import type { CollectionListingQuery, ShopProductCard_ProductFragment } from '../../gql/graphql';
import { SKELETON_COUNT, type Department } from '@aurum/rules/catalog/department';
import { EmptyState } from './empty-state';
import type { ViewMode } from './listing-toolbar';
import { LISTING_COLUMNS, ResultsGrid } from './results-grid';
import { StructuredDataScript } from './structured-data-script';

interface ListingResultsProps {
  department: Department;
  products: readonly CollectionListingQuery['products']['items'][number][];
  view: ViewMode;
  initialLoading: boolean;
  stale: boolean;
  failed: boolean;
  onRetry: () => void;
  onClearAll: () => void;
  onQuickView: (product: ShopProductCard_ProductFragment) => void;
}

/** The listing's four states: loading (8 skeletons), failed, empty, results. */
export function ListingResults({ department, products, view, initialLoading, stale, failed, onRetry, onClearAll, onQuickView }: ListingResultsProps) {
  const theme = useTheme();
  return (
    <>
      {failed && (
        <div
          role="alert"
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: space-between;
            gap: ${theme.space[3]};
            padding: ${theme.space[4]};
            border-left: 3px solid var(--danger);
            background: ${theme.colors.white};
          `}
        >
          <p>
            <strong>{department.fetchError}</strong>. Please check your connection and try again.
          </p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      )}
      {initialLoading ? (
        <ShopProductGridSkeleton count={SKELETON_COUNT} columns={LISTING_COLUMNS} />
      ) : products.length === 0 ? (
        <EmptyState title={department.emptyTitle} onClearAll={onClearAll} />
      ) : (
        // While the next answer loads, the current one stays, dimmed: nothing jumps.
        <div aria-busy={stale} css={css`transition: opacity ${theme.durations.base}; opacity: ${stale ? 0.55 : 1};`}>
          <ResultsGrid products={products} view={view} onQuickView={onQuickView} label={department.title} />
          <StructuredDataScript name={department.title} products={products} />
        </div>
      )}
    </>
  );
}
