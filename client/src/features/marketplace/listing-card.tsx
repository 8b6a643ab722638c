import { css, useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { stretchedLink } from '../../components/product/stretched-link';
import type { MarketplaceListingCard_ListingFragment } from '../../gql/graphql';
import { boxAndPapersLabel, sellerTypeLabel } from './marketplace-rules';

/** A card photo's sources: the 480 px thumbnail and the 1,200 px photo (also what a page preloads). */
export const cardPhotoSrcSet = (photo: { url: string; thumbUrl: string }) => `${photo.thumbUrl} 480w, ${photo.url} 1200w`;

export const CARD_PHOTO_SIZES = '(min-width: 1200px) 300px, (min-width: 900px) 28vw, 50vw';

/** A marketplace listing in a grid: square photo, brand, title, condition and year, price, seller. */
export function ListingCard({ listing, eager = false, imageSizes = CARD_PHOTO_SIZES }: { listing: MarketplaceListingCard_ListingFragment; eager?: boolean; imageSizes?: string }) {
  const theme = useTheme();
  const small = css`font-size: ${theme.fontSizes.xs}; line-height: 1.125rem; color: var(--fg-muted);`;
  const oneLine = css`white-space: nowrap; overflow: hidden; text-overflow: ellipsis;`;
  return (
    <article
      data-listing-id={listing.id}
      css={css`
        position: relative;
        display: grid;
        gap: ${theme.space[2]};
        &:hover img {
          transform: scale(1.035);
        }
        &:focus-within h3 a {
          text-decoration: underline;
          text-underline-offset: 0.2em;
        }
      `}
    >
      <div css={css`overflow: hidden; aspect-ratio: 1 / 1; margin-bottom: ${theme.space[2]}; background: ${theme.colors.parchment};`}>
        <img
          src={listing.photo.thumbUrl}
          srcSet={cardPhotoSrcSet(listing.photo)}
          sizes={imageSizes}
          width={480}
          height={480}
          alt={listing.photo.alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          css={css`
            width: 100%;
            height: 100%;
            object-fit: cover;
            transition: transform 900ms ${theme.easing};
            ${theme.mq.reducedMotion} {
              transition: none;
            }
          `}
        />
      </div>
      <p css={[oneLine, css`font-size: 0.6875rem; font-weight: 600; letter-spacing: ${theme.letterSpacing.caps}; text-transform: uppercase; color: var(--accent);`]}>
        {listing.brand}
      </p>
      <h3 css={css`font-size: 1.25rem; line-height: 1.1; min-height: 2.75rem; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;`}>
        <Link to={`/marketplace/listings/${listing.id}`} css={stretchedLink}>
          {listing.title}
        </Link>
      </h3>
      <p css={[small, oneLine]}>
        {listing.conditionLabel} · {listing.year} · {boxAndPapersLabel(listing.hasBox, listing.hasPapers)}
      </p>
      <p css={css`font-size: 0.9375rem; font-weight: 500; font-variant-numeric: tabular-nums;`}>{listing.price.formatted}</p>
      <p css={[small, oneLine]}>
        {listing.sellerName} · {sellerTypeLabel(listing.sellerType)}
      </p>
    </article>
  );
}
