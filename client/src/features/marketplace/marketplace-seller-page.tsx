import { css, useTheme } from '@emotion/react';
import { Container, Skeleton } from '../../components/ui';
import { MarketplaceSellerDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { SellerReviewsSection } from '../marketplace-reviews/seller-reviews-section';
import { MarketplaceBreadcrumb } from './marketplace-breadcrumb';
import { MarketplaceNotFound, SELLER_NOT_FOUND } from './marketplace-not-found';
import { SellerCard } from './seller-card';
import { SellerListings } from './seller-listings';

/** /marketplace/seller/:sellerId — the seller's card, an about line, their live listings and published reviews; not found when null. */
export function MarketplaceSellerPage({ sellerId }: { sellerId: string }) {
  const theme = useTheme();
  const { data, dataState, loading, error } = useFirstScreenQuery(MarketplaceSellerDocument, { variables: { id: sellerId } });
  const page = css`display: grid; gap: ${theme.space[7]}; padding-block: ${theme.space[5]} ${theme.space[9]};`;
  const columns = css`display: grid; gap: ${theme.space[6]}; align-items: start; ${theme.mq.md} { grid-template-columns: minmax(0, 22rem) minmax(0, 1fr); }`;

  if (loading && dataState !== 'complete') {
    return (
      <Container>
        <div role="status" aria-label="Loading seller" css={page}>
          <Skeleton width="14rem" height="0.875rem" />
          <div css={columns}>
            <Skeleton height="18rem" />
            <Skeleton height="4rem" />
          </div>
        </div>
      </Container>
    );
  }
  const profile = dataState === 'complete' ? data.marketplaceSeller : null;
  if (error || !profile) return <MarketplaceNotFound {...SELLER_NOT_FOUND} />;
  const { seller, about } = profile;

  return (
    <Container>
      <title>{`${seller.displayName} — Marketplace — Aurum`}</title>
      <div css={page}>
        <MarketplaceBreadcrumb trail={[{ to: '/marketplace/listings', label: 'Listings' }]} current={seller.displayName} />
        <div css={columns}>
          <SellerCard seller={seller} headingLevel={1} />
          <p css={css`font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes.xl}; line-height: 1.4; color: var(--fg-muted);`}>{about}</p>
        </div>
        <SellerListings key={seller.id} sellerId={seller.id} sellerName={seller.displayName} />
        <SellerReviewsSection key={`reviews-${seller.id}`} sellerId={seller.id} sellerName={seller.displayName} rating={seller.rating ?? null} reviewCount={seller.reviewCount} />
      </div>
    </Container>
  );
}
