import { css, useTheme } from '@emotion/react';
import { Badge, Button, ButtonLink, useToast } from '../../components/ui';
import type { OwnListingFieldsFragment, OwnListingMove } from '../../gql/graphql';
import { useMoveMyListingMutation } from '../../gql/hooks';

import { canEdit, canView, movesFor, STATUS_LABELS } from './rules';
import { apiError } from '../../lib/api-error';

const badgeVariant = (status: OwnListingFieldsFragment['status']) => (status === 'REJECTED' ? 'danger' : status === 'LIVE' ? 'gold' : status === 'PENDING_REVIEW' ? 'outline' : 'muted');

/** One of the seller's listings: photo, title, price, views, why it was rejected, and what can be done with it now. */
export function OwnListingCard({ listing }: { listing: OwnListingFieldsFragment }) {
  const theme = useTheme();
  const { toast } = useToast();
  const [move, { loading }] = useMoveMyListingMutation();
  const act = async (next: OwnListingMove, label: string) => {
    try {
      const result = await move({ variables: { id: listing.id, move: next } });
      toast({ title: `${label}: ${STATUS_LABELS[result.data?.moveMyListing.status ?? listing.status]}`, description: listing.title, variant: 'success' });
    } catch (error) {
      toast({ title: `${label} did not work`, description: apiError(error, 'Please try again.').message, variant: 'error' });
    }
  };
  return (
    <li
      aria-label={listing.title}
      css={css`list-style: none; display: grid; grid-template-columns: 5.5rem minmax(0, 1fr); gap: ${theme.space[4]}; padding: ${theme.space[4]}; border: 1px solid var(--hairline); ${theme.mq.sm} { grid-template-columns: 7.5rem minmax(0, 1fr); }`}
    >
      {listing.photo ? (
        <img src={listing.photo.thumbUrl} alt={listing.photo.alt} css={css`width: 100%; aspect-ratio: 1; object-fit: cover;`} />
      ) : (
        <span aria-hidden="true" css={css`display: block; aspect-ratio: 1; background: var(--hairline);`} />
      )}
      <div css={css`display: grid; gap: ${theme.space[2]}; align-content: start; min-width: 0;`}>
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; align-items: center; justify-content: space-between;`}>
          <h3 css={css`font-size: ${theme.fontSizes.lg}; overflow-wrap: anywhere;`}>{listing.title}</h3>
          <Badge variant={badgeVariant(listing.status)}>{STATUS_LABELS[listing.status]}</Badge>
        </div>
        <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: var(--fg-muted);`}>
          <span css={css`color: var(--fg); font-weight: 600;`}>{listing.price.formatted}</span> · {listing.views} {listing.views === 1 ? 'view' : 'views'} · serial {listing.serialNumber}
        </p>
        {listing.status === 'REJECTED' && listing.rejectionReason && (
          <p css={css`margin: 0; font-size: ${theme.fontSizes.sm}; color: var(--danger);`}>
            <strong>Rejected:</strong> {listing.rejectionReason}
          </p>
        )}
        <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
          {canView(listing.status) && (
            <ButtonLink to={`/marketplace/listings/${listing.id}`} variant="secondary" size="sm" aria-label={`View ${listing.title}`}>
              View
            </ButtonLink>
          )}
          {canEdit(listing.status) && (
            <ButtonLink to={`/marketplace/listings/${listing.id}/edit`} variant="secondary" size="sm" aria-label={`Edit ${listing.title}`}>
              Edit
            </ButtonLink>
          )}
          {movesFor(listing.status).map(({ move: next, label }) => (
            <Button key={next} size="sm" variant={next === 'WITHDRAW' ? 'ghost' : 'secondary'} disabled={loading} onClick={() => void act(next, label)} aria-label={`${label}: ${listing.title}`}>
              {label}
            </Button>
          ))}
        </div>
      </div>
    </li>
  );
}
