import { css, useTheme } from '@emotion/react';
import { Badge, Container } from '../../components/ui';
import type { MarketplaceListingQuery } from '../../gql/graphql';
import { MarketplaceListingDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { detailColumns, detailPage, sectionRule } from '../product-detail/detail-layout';
import { BuyNowPanel } from './buy-now-panel';
import { ListingDetailSkeleton } from './listing-detail-skeleton';
import { ListingGallery } from './listing-gallery';
import { ListingSpecs } from './listing-specs';
import { MarketValueBand } from './market-value-band';
import { MarketplaceBreadcrumb } from './marketplace-breadcrumb';
import { LISTING_NOT_FOUND, MarketplaceNotFound } from './marketplace-not-found';
import { boxAndPapersLabel, listingStatusLabel } from './marketplace-rules';
import { hasPublicPage, type ListingStatus as ListingStatusWord } from '@aurum/rules/marketplace/listing-status';
import { SellerCard } from './seller-card';
import { SimilarListings } from './similar-listings';
import { SoldListingPanel } from './sold-listing-panel';

type Listing = NonNullable<MarketplaceListingQuery['marketplaceListing']>;

/** /marketplace/listings/:id — loading, found, or not found (null, or a failed load). */
export function MarketplaceListingPage({ id }: { id: string }) {
  const { data, dataState, loading, error } = useFirstScreenQuery(MarketplaceListingDocument, { variables: { id } });
  if (loading && dataState !== 'complete') return <ListingDetailSkeleton />;
  const listing = dataState === 'complete' ? data.marketplaceListing : null;
  if (error || !listing) return <MarketplaceNotFound {...LISTING_NOT_FOUND} />;
  // Keyed so the gallery starts at the first photo on another listing.
  return <ListingDetail key={listing.id} listing={listing} />;
}

function ListingDetail({ listing }: { listing: Listing }) {
  const theme = useTheme();
  const caps = css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase;`;
  const h2 = css`font-size: ${theme.fontSizes['2xl']};`;
  return (
    <Container>
      <title>{`${listing.title} — Marketplace — Aurum`}</title>
      <div css={detailPage(theme)}>
        <MarketplaceBreadcrumb trail={[{ to: '/marketplace/listings', label: 'Listings' }]} current={listing.title} />

        <div css={detailColumns(theme)}>
          <ListingGallery photos={listing.photos} />
          <div css={css`display: grid; gap: ${theme.space[5]}; align-content: start; min-width: 0;`}>
            <div css={css`display: grid; gap: ${theme.space[3]};`}>
              <p css={[caps, css`color: var(--accent);`]}>{listing.brand}</p>
              <h1 css={css`font-size: ${theme.fontSizes['3xl']}; line-height: 1.05; overflow-wrap: anywhere;`}>{listing.title}</h1>
              <ul role="list" aria-label="At a glance" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; margin: 0;`}>
                <li>
                  <Badge variant="dark">{listing.conditionLabel}</Badge>
                </li>
                <li>
                  <Badge variant="outline">{boxAndPapersLabel(listing.hasBox, listing.hasPapers)}</Badge>
                </li>
                <li>
                  <Badge variant="muted">{listing.year}</Badge>
                </li>
              </ul>
              {!hasPublicPage(listing.status.toLowerCase() as ListingStatusWord) && (
                <p role="note" css={css`font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
                  This listing is not live: {listingStatusLabel(listing.status).toLowerCase()}. Only you and our staff can see it.
                </p>
              )}
            </div>
            {listing.status === 'SOLD' ? <SoldListingPanel price={listing.price.formatted} /> : <BuyNowPanel listingId={listing.id} price={listing.price.formatted} live={listing.status === 'LIVE'} />}
            {listing.status !== 'SOLD' && <MarketValueBand band={listing.marketValue} pricePence={listing.price.amount} />}
            <section aria-labelledby="listing-seller-title" css={css`display: grid; gap: ${theme.space[3]};`}>
              <h2 id="listing-seller-title" css={h2}>
                Seller
              </h2>
              <SellerCard seller={listing.seller} headingLevel={3} linkToProfile />
            </section>
          </div>
        </div>

        <div css={[sectionRule, css`display: grid; gap: ${theme.space[7]}; ${theme.mq.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }`]}>
          <section aria-labelledby="listing-description-title" css={css`display: grid; gap: ${theme.space[4]}; align-content: start;`}>
            <h2 id="listing-description-title" css={h2}>
              Description
            </h2>
            <p css={css`white-space: pre-line; line-height: 1.7; color: var(--fg-muted); overflow-wrap: anywhere;`}>{listing.description}</p>
          </section>
          <ListingSpecs listing={listing} />
        </div>
        {listing.status === 'SOLD' && (
          <div css={sectionRule}>
            <SimilarListings brand={listing.brand} />
          </div>
        )}
      </div>
    </Container>
  );
}
