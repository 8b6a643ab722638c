import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { openButton } from '../../components/admin/admin-styles';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { StatusSelect } from '../../components/admin/status-select';
import { DataTable } from '../../components/ui/data-table';
import type { ListingStatus } from '../../gql/graphql';
import { useListingReviewQueueQuery } from '../../gql/hooks';
import { FlagList } from './flag-list';
import { ReviewDrawer } from './review-drawer';
import { QUEUE_FILTERS } from './rules';

const PAGE_SIZE = 25;

/** /admin/listings: the review queue by state (pending review first), each listing opening in a drawer. */
export function ListingsScreen() {
  const theme = useTheme();
  const { filter: status, setFilter: setStatus, offset, setOffset } = useQueueFilter<ListingStatus>('PENDING_REVIEW');
  const [openId, setOpenId] = useState<string | null>(null);
  const result = useListingReviewQueueQuery({ variables: { statuses: [status], limit: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });
  const page = result.dataState === 'complete' ? result.data.listingReviewQueue : null;
  const open = page?.items.find((listing) => listing.id === openId) ?? null;

  return (
    <QueueScreen
      id="listings-heading"
      heading="Review queue"
      noun={['listing', 'listings']}
      order="oldest submission first"
      filtersBeside
      filters={
        <StatusSelect
          value={status}
          options={QUEUE_FILTERS}
          onChange={setStatus}
        />
      }
      page={page}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading listings…"
      errorText="The listings could not be loaded."
      empty="No listings in this state."
      paging={{ offset, limit: PAGE_SIZE, onChange: setOffset, label: 'Listing pages' }}
      after={<ReviewDrawer listing={open} onClose={() => setOpenId(null)} />}
    >
      {(listings) => (
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
      )}
    </QueueScreen>
  );
}
