import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { mutedText, openButton } from '../../components/admin/admin-styles';
import { DataTable, SelectField } from '../../components/ui';
import type { ListingStatus } from '../../gql/graphql';
import { useListingReviewQueueQuery } from '../../gql/hooks';
import { FlagList } from './flag-list';
import { ReviewDrawer } from './review-drawer';
import { QUEUE_FILTERS } from './rules';

/** /admin/listings: the review queue by state (pending review first), each listing opening in a drawer. */
export function ListingsScreen() {
  const theme = useTheme();
  const [status, setStatus] = useState<ListingStatus>('PENDING_REVIEW');
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useListingReviewQueueQuery({ variables: { statuses: [status] }, fetchPolicy: 'cache-and-network' });
  const listings = result.dataState === 'complete' ? result.data.listingReviewQueue : null;
  const open = listings?.find((listing) => listing.id === openId) ?? null;

  return (
    <section aria-labelledby="listings-heading" css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[4]}; justify-content: space-between; align-items: end;`}>
        <div css={css`display: grid; gap: ${theme.space[2]};`}>
          <h2 id="listings-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
            Review queue
          </h2>
          <p css={mutedText(theme)} aria-live="polite">
            {listings ? `${listings.length} ${listings.length === 1 ? 'listing' : 'listings'} · oldest submission first` : 'Oldest submission first'}
          </p>
        </div>
        <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as ListingStatus)} css={css`min-width: 12rem;`}>
          {QUEUE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      {!listings ? (
        result.error ? <p role="alert">The listings could not be loaded.</p> : <p role="status">Loading listings…</p>
      ) : listings.length === 0 ? (
        <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-block: 1px solid var(--hairline); text-align: center;`}>No listings in this state.</p>
      ) : (
        <div css={css`overflow-x: auto; min-width: 0;`}>
          <DataTable caption="Listings, oldest submission first" columns={['Photo', 'Listing', 'Seller', 'Price', 'Serial', 'Flags']}>
            {listings.map((listing) => (
              <tr key={listing.id}>
                <td>{listing.photos[0] && <img src={listing.photos[0].thumbUrl} alt="" css={css`width: 3.5rem; height: 3.5rem; object-fit: cover; display: block;`} />}</td>
                <td>
                  <button type="button" css={openButton(theme)} onClick={() => setOpenId(listing.id)}>
                    {listing.title}
                  </button>
                </td>
                <td>{listing.sellerName}</td>
                <td css={css`white-space: nowrap;`}>{listing.price.formatted}</td>
                <td css={css`overflow-wrap: anywhere;`}>{listing.serialNumber}</td>
                <td>
                  <FlagList flags={listing.flags} />
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <ReviewDrawer listing={open} onClose={() => setOpenId(null)} />
    </section>
  );
}
