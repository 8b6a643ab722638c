import { css, useTheme } from '@emotion/react';
import { ButtonLink, Container, darkSurface, Skeleton } from '../../components/ui';
import { MarketplaceHighlightsDocument } from '../../gql/hooks';
import { useFirstScreenQuery } from '../../lib/first-screen-query';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { MarketplaceTrust } from './marketplace-trust';
import { formatCount } from '../../lib/money';

const FEATURED_COLUMNS = 'repeat(4, minmax(0, 1fr))';
const FEATURED_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 22vw, 50vw';

/** /marketplace: what the marketplace is, its featured listings and counts, and the ways in. */
export function MarketplaceLandingPage() {
  const theme = useTheme();
  const { data, dataState, error } = useFirstScreenQuery(MarketplaceHighlightsDocument, {});
  const highlights = dataState === 'complete' ? data.marketplaceHighlights : null;
  /** A count: a skeleton while loading, a dash when it could not be loaded. */
  const stat = (value: number | null | undefined, label: string) => (
    <div css={css`display: grid; gap: ${theme.space[1]};`}>
      <dt css={css`order: 2; font-size: ${theme.fontSizes.xs}; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--fg-muted);`}>{label}</dt>
      <dd css={css`order: 1; margin: 0; font-family: ${theme.fonts.display}; font-size: ${theme.fontSizes['3xl']}; line-height: 1; color: var(--accent);`}>
        {value === undefined ? <Skeleton width="4rem" height="2.5rem" /> : value === null ? '—' : formatCount(value)}
      </dd>
    </div>
  );

  return (
    <>
      <title>Marketplace — Aurum</title>
      <header css={[darkSurface, css`padding-block: ${theme.space[9]} ${theme.space[8]}; border-bottom: 1px solid ${theme.colors.hairlineDark};`]}>
        <Container css={css`display: grid; gap: ${theme.space[5]}; justify-items: start;`}>
          <p css={css`font-size: ${theme.fontSizes.xs}; font-weight: 600; letter-spacing: ${theme.letterSpacing.wide}; text-transform: uppercase; color: var(--accent);`}>
            The Aurum Marketplace
          </p>
          <h1 css={css`font-size: ${theme.fontSizes['4xl']}; line-height: 1;`}>Marketplace</h1>
          <p css={css`max-width: 40rem; color: var(--fg-muted); font-size: ${theme.fontSizes.lg};`}>
            Pre-owned watches from vetted private collectors and dealers. Our staff check proof of ownership, every serial number is checked
            against a stolen register, and your payment is held in escrow until you accept the watch.
          </p>
          <dl aria-busy={!highlights && !error} css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[7]}; margin: ${theme.space[2]} 0;`}>
            {stat(highlights?.liveListings ?? (error ? null : undefined), 'Live listings')}
            {stat(highlights?.sellers ?? (error ? null : undefined), 'Sellers')}
          </dl>
          <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
            <ButtonLink to="/marketplace/listings" size="lg">
              Browse all listings
            </ButtonLink>
            <ButtonLink to="/marketplace/become-seller" variant="secondary" size="lg">
              Become a seller
            </ButtonLink>
          </div>
        </Container>
      </header>

      <section aria-labelledby="featured-listings-title" css={css`padding-block: ${theme.space[8]};`}>
        <Container css={css`display: grid; gap: ${theme.space[6]};`}>
          <div css={css`display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: ${theme.space[3]};`}>
            <h2 id="featured-listings-title" css={css`font-size: ${theme.fontSizes['3xl']};`}>
              Featured Listings
            </h2>
            <ButtonLink to="/marketplace/listings" variant="ghost">
              Browse all listings
            </ButtonLink>
          </div>
          {highlights ? (
            highlights.featured.length > 0 ? (
              <ListingGrid listings={highlights.featured} label="Featured listings" columns={FEATURED_COLUMNS} imageSizes={FEATURED_SIZES} />
            ) : (
              <p css={css`color: var(--fg-muted);`}>No watches are listed right now. New listings appear here as soon as our staff approve them.</p>
            )
          ) : error ? (
            <p role="alert" css={css`color: var(--fg-muted);`}>The featured listings could not be loaded. Please try again later.</p>
          ) : (
            <ListingGridSkeleton count={4} columns={FEATURED_COLUMNS} />
          )}
        </Container>
      </section>

      <MarketplaceTrust />

      <section aria-labelledby="become-seller-title" css={[darkSurface, css`padding-block: ${theme.space[8]}; text-align: center;`]}>
        <Container css={css`display: grid; justify-items: center; gap: ${theme.space[4]};`}>
          <h2 id="become-seller-title" css={css`font-size: ${theme.fontSizes['3xl']};`}>
            Sell Your Watch
          </h2>
          <p css={css`max-width: 34rem; color: var(--fg-muted);`}>
            Apply once, list your watches, and sell to buyers who know every piece has been checked. You are paid when the buyer accepts the watch.
          </p>
          <ButtonLink to="/marketplace/become-seller" size="lg">
            Become a seller
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
