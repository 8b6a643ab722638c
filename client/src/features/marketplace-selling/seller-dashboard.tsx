import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { ButtonLink, Spinner, ToggleChip } from '../../components/ui';
import type { ListingStatus } from '../../gql/graphql';
import { useMyMarketplaceListingsQuery } from '../../gql/hooks';
import { FormMessage } from '../auth';
import { SellerSales } from '../marketplace-orders';
import { OwnListingCard } from './own-listing-card';
import { LISTING_STATUS_ORDER, STATUS_LABELS } from './rules';

/** An approved seller's listings, grouped by state, with a filter by state. */
export function SellerDashboard() {
  const theme = useTheme();
  const [shown, setShown] = useState<ListingStatus | null>(null);
  const result = useMyMarketplaceListingsQuery({ fetchPolicy: 'cache-and-network' });
  if (result.dataState !== 'complete') return result.error ? <FormMessage>Your listings could not be loaded. Please refresh the page.</FormMessage> : <Spinner label="Loading your listings" />;
  const listings = result.data.myMarketplaceListings;
  const count = (status: ListingStatus) => listings.filter((listing) => listing.status === status).length;
  const groups = LISTING_STATUS_ORDER.filter((status) => (shown ? status === shown : count(status) > 0));

  return (
    <div css={css`display: grid; gap: ${theme.space[6]}; min-width: 0;`}>
      <SellerSales />
      <h2 css={css`font-size: ${theme.fontSizes['2xl']};`}>Your listings</h2>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[3]}; justify-content: space-between; align-items: center;`}>
        <div role="group" aria-label="Show listings by state" css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
          <ToggleChip pressed={shown === null} onClick={() => setShown(null)}>
            All ({listings.length})
          </ToggleChip>
          {LISTING_STATUS_ORDER.map((status) => (
            <ToggleChip key={status} pressed={shown === status} onClick={() => setShown(status)}>
              {STATUS_LABELS[status]} ({count(status)})
            </ToggleChip>
          ))}
        </div>
        <ButtonLink to="/marketplace/sell">List a watch</ButtonLink>
      </div>
      {listings.length === 0 && <p css={css`color: var(--fg-muted);`}>You have no listings yet. List your first watch: our team reviews it, then buyers see it.</p>}
      {groups.map((status) => {
        const inGroup = listings.filter((listing) => listing.status === status);
        return (
          <section key={status} aria-labelledby={`listings-${status}`} css={css`display: grid; gap: ${theme.space[3]};`}>
            <h2 id={`listings-${status}`} css={css`font-size: ${theme.fontSizes['2xl']};`}>
              {STATUS_LABELS[status]} ({inGroup.length})
            </h2>
            {inGroup.length === 0 ? (
              <p css={css`color: var(--fg-muted);`}>No listings in this state.</p>
            ) : (
              <ul css={css`margin: 0; padding: 0; display: grid; gap: ${theme.space[3]};`}>
                {inGroup.map((listing) => (
                  <OwnListingCard key={listing.id} listing={listing} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
