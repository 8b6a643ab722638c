import { css, useTheme } from '@emotion/react';
import { Button } from '../../components/ui';
import { PaginationNav } from '../listing/pagination-nav';
import { pageCount } from '../listing/pagination';
import { BROWSE_PAGE_SIZE } from '@aurum/rules/marketplace/browse-url';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import type { MarketplaceListingsResult } from './use-marketplace-listings';

export const BROWSE_SKELETON_COUNT = 6;

interface BrowseResultsProps {
  results: MarketplaceListingsResult;
  page: number;
  onPage: (page: number) => void;
  /** A page's address (the page links work before hydration). */
  hrefOf: (page: number) => string;
  onReset: () => void;
}

/** Loading (skeleton cards), empty or failed (with Reset Filters), or a page of cards with numbered pages. */
export function BrowseResults({ results, page, onPage, hrefOf, onReset }: BrowseResultsProps) {
  const theme = useTheme();
  if (results.status === 'loading') return <ListingGridSkeleton count={BROWSE_SKELETON_COUNT} />;

  if (results.status === 'empty' || results.status === 'error') {
    const failed = results.status === 'error';
    return (
      <div
        role="status"
        css={css`display: grid; justify-items: center; gap: ${theme.space[4]}; padding: ${theme.space[9]} ${theme.space[5]}; border: 1px solid var(--hairline); text-align: center;`}
      >
        <p css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes['2xl']};`}>{failed ? 'Listings could not be loaded' : 'No listings found'}</p>
        <p css={css`color: var(--fg-muted);`}>{failed ? 'Please try again in a moment' : 'Try adjusting your search or filter criteria'}</p>
        <Button variant="secondary" onClick={onReset}>
          Reset Filters
        </Button>
      </div>
    );
  }

  return (
    <>
      <ListingGrid listings={results.items} label="Listings" />
      <PaginationNav page={page} totalPages={pageCount(results.total ?? 0, BROWSE_PAGE_SIZE)} onPage={onPage} hrefOf={hrefOf} />
    </>
  );
}
