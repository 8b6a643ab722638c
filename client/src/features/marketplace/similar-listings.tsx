import { css, useTheme } from '@emotion/react';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { useMarketplaceListings } from './use-marketplace-listings';

export const SIMILAR_COUNT = 4;
const COLUMNS = 'repeat(4, minmax(0, 1fr))';
const SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 22vw, 50vw';

/** A sold listing's way on: live listings of the same brand, newest first, or any live listings when the brand has none. */
export function SimilarListings({ brand }: { brand: string }) {
  const theme = useTheme();
  return (
    <section aria-labelledby="similar-listings-title" css={css`display: grid; gap: ${theme.space[5]};`}>
      <h2 id="similar-listings-title" tabIndex={-1} css={css`font-size: ${theme.fontSizes['2xl']};`}>
        Similar watches for sale
      </h2>
      <SimilarGrid brand={brand} />
    </section>
  );
}

function SimilarGrid({ brand }: { brand: string | null }) {
  const results = useMarketplaceListings(brand ? { brands: [brand] } : {}, 'NEWEST', 1);
  if (results.status === 'loading') return <ListingGridSkeleton count={SIMILAR_COUNT} columns={COLUMNS} />;
  if (results.status === 'empty' && brand) return <SimilarGrid brand={null} />;
  if (results.status !== 'ready') return <p css={css`margin: 0; color: var(--fg-muted);`}>No other watches are listed at the moment.</p>;
  return <ListingGrid listings={results.items.slice(0, SIMILAR_COUNT)} label={brand ? `More ${brand} watches` : 'More watches'} columns={COLUMNS} imageSizes={SIZES} />;
}
