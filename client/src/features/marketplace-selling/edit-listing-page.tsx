import { css, useTheme } from '@emotion/react';
import { skipToken } from '@apollo/client/react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui';
import type { ListingToEditQuery } from '../../gql/graphql';
import { useListingToEditQuery } from '../../gql/hooks';
import { FormMessage } from '../auth';
import { SellerPageFrame } from '../marketplace-sellers';
import { ListingForm } from './listing-form';
import { canEdit, type ListingValues } from './rules';

type EditableListing = NonNullable<ListingToEditQuery['marketplaceListing']>;

const pounds = (pence: number) => (pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2));

function valuesOf(listing: EditableListing, serialNumber: string): ListingValues {
  const { brand, model, reference, hasBox, hasPapers, serviceHistory, caseMaterial, movement, description } = listing;
  return { brand, model, reference, hasBox, hasPapers, serviceHistory, caseMaterial, movement, description, serialNumber, year: String(listing.year), caseSizeMm: String(listing.caseSizeMm), condition: listing.conditionLabel, priceGbp: pounds(listing.price.amount), photos: [], proof: null };
}

/** /marketplace/listings/:id/edit: the owner's listing, prefilled; photos and proof are kept unless replaced. */
export function EditListingPage() {
  const theme = useTheme();
  const { id } = useParams();
  const result = useListingToEditQuery(id ? { variables: { id }, fetchPolicy: 'network-only' } : skipToken);
  let body;
  if (result.dataState !== 'complete') body = result.error ? <FormMessage>This listing could not be loaded. Please refresh the page.</FormMessage> : <Spinner label="Loading your listing" />;
  else {
    const listing = result.data.marketplaceListing;
    const own = result.data.myMarketplaceListings.find((entry) => entry.id === id);
    if (!listing || !own) body = <FormMessage>Listing not found. You can only edit your own listings.</FormMessage>;
    else if (!canEdit(listing.status)) body = <FormMessage>This listing can no longer be edited.</FormMessage>;
    else {
      body = (
        <div css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
          <FormMessage tone="info">Changing anything but the price sends a live listing back to review; a new price alone keeps it live.</FormMessage>
          {listing.photos.length > 0 && (
            <ul aria-label="Current photos" css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
              {listing.photos.map((photo) => (
                <li key={photo.thumbUrl}>
                  <img src={photo.thumbUrl} alt={photo.alt} css={css`width: 5rem; height: 5rem; object-fit: cover; border: 1px solid var(--hairline);`} />
                </li>
              ))}
            </ul>
          )}
          <ListingForm listingId={listing.id} initialValues={valuesOf(listing, own.serialNumber)} />
        </div>
      );
    }
  }
  return <SellerPageFrame title="Edit listing">{body}</SellerPageFrame>;
}
