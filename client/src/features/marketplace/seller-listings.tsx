import { css, useTheme } from '@emotion/react';
import { preload } from 'react-dom';
import { useSearchParams } from 'react-router';
import { PaginationNav } from '../listing/pagination-nav';
import { pageCount } from '../listing/pagination';
import { BROWSE_PAGE_SIZE, sellerListingsPage } from '@aurum/rules/marketplace/browse-url';
import { cardPhotoSrcSet } from './listing-card';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { useMarketplaceListings } from './use-marketplace-listings';

const COLUMNS = 'repeat(4, minmax(0, 1fr))';
const SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 22vw, 50vw';

/** A seller's live listings, newest first, twelve to a page (`?page=` keeps the page). */
export function SellerListings({ sellerId, sellerName }: { sellerId: string; sellerName: string }) {
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const page = sellerListingsPage(params);
  const results = useMarketplaceListings({ sellerId }, 'NEWEST', page);
  // The first photo is the largest image of the first screen: fetched at once, ahead of the scripts (the server renders this hint into the page).
  const [first] = results.items;
  if (first) preload(first.photo.thumbUrl, { as: 'image', imageSrcSet: cardPhotoSrcSet(first.photo), imageSizes: SIZES, fetchPriority: 'high' });
  const showPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <section aria-labelledby="seller-listings-title" css={css`display: grid; gap: ${theme.space[5]};`}>
      <h2 id="seller-listings-title" css={css`font-size: ${theme.fontSizes['2xl']};`}>
        Live Listings
        {results.total !== null && <span css={css`margin-left: ${theme.space[2]}; font-size: ${theme.fontSizes.md}; color: var(--fg-muted);`}>({results.total})</span>}
      </h2>
      {results.status === 'loading' && <ListingGridSkeleton count={4} columns={COLUMNS} />}
      {results.status === 'error' && <p role="alert" css={css`color: var(--fg-muted);`}>The listings could not be loaded. Please try again later.</p>}
      {results.status === 'empty' && <p css={css`color: var(--fg-muted);`}>{sellerName} has no live listings at the moment.</p>}
      {results.status === 'ready' && (
        <>
          <ListingGrid listings={results.items} label={`Listings by ${sellerName}`} columns={COLUMNS} imageSizes={SIZES} />
          <PaginationNav page={page} totalPages={pageCount(results.total ?? 0, BROWSE_PAGE_SIZE)} onPage={showPage} />
        </>
      )}
    </section>
  );
}
