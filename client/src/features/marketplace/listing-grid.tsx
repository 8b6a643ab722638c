import { css, useTheme } from '@emotion/react';
import { ShopProductGrid } from '../../components/product/shop-product-grid';
import { Skeleton } from '../../components/ui';
import type { MarketplaceListingCard_ListingFragment } from '../../gql/graphql';
import { ListingCard } from './listing-card';

/** The first row loads its photos eagerly; the rest wait until scrolled near. */
const EAGER_CARDS = 3;

interface ListingGridProps {
  listings: readonly MarketplaceListingCard_ListingFragment[];
  label: string;
  /** The desktop column template; three beside a filter sidebar by default. */
  columns?: string;
  imageSizes?: string;
}

/** Listing cards in the shop's product grid (two columns on phones). */
export function ListingGrid({ listings, label, columns, imageSizes }: ListingGridProps) {
  return (
    <ShopProductGrid label={label} columns={columns}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} eager={index < EAGER_CARDS} imageSizes={imageSizes} />
        </li>
      ))}
    </ShopProductGrid>
  );
}

/** Placeholders with a card's geometry while listings load. */
export function ListingGridSkeleton({ count, columns }: { count: number; columns?: string }) {
  const theme = useTheme();
  return (
    <div role="status" aria-label="Loading listings">
      <ShopProductGrid columns={columns}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} aria-hidden="true" css={css`display: grid; gap: ${theme.space[2]};`}>
            <Skeleton aspectRatio="1 / 1" css={css`margin-bottom: ${theme.space[2]};`} />
            <Skeleton width="40%" height="1.125rem" />
            <Skeleton width="90%" height="2.75rem" />
            <Skeleton width="70%" height="1.125rem" />
            <Skeleton width="35%" height="1.375rem" />
            <Skeleton width="60%" height="1.125rem" />
          </li>
        ))}
      </ShopProductGrid>
    </div>
  );
}
