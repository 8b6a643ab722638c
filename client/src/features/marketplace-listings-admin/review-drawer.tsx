import { css, useTheme } from '@emotion/react';
import { useRef, useState } from 'react';
import { factList, mutedText } from '../../components/admin/admin-styles';
import { ReasonDialog } from '../../components/admin/reason-dialog';
import { Button, capsLabel, CloseIcon, Drawer, useToast } from '../../components/ui';
import type { ListingForReviewFieldsFragment } from '../../gql/graphql';
import { useReviewListingMutation } from '../../gql/hooks';
import { FlagList } from './flag-list';
import { isReviewable } from './rules';
import { apiError } from '../../lib/api-error';

const picture = css`width: 100%; aspect-ratio: 1; object-fit: cover; border: 1px solid var(--hairline);`;
/**
 * The proof photo whole, at its own shape (issue 37): cropped square it could lose the handwritten note at its
 * edge, which is the very thing staff check. Linked to the full-size file as the listing photos are.
 */
const wholePicture = css`display: block; width: 100%; height: auto; max-height: 28rem; object-fit: contain; border: 1px solid var(--hairline);`;

/** One listing under review: photos, the proof photo, serial and flags, then Approve or Reject. Focus is trapped and returns to the opener. */
export function ReviewDrawer({ listing, onClose }: { listing: ListingForReviewFieldsFragment | null; onClose: () => void }) {
  const theme = useTheme();
  const { toast } = useToast();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [review] = useReviewListingMutation({ refetchQueries: ['ListingReviewQueue'] });

  const confirm = async (approve: boolean, reason: string | null) => {
    if (!listing) return null;
    try {
      await review({ variables: { id: listing.id, approve, reason } });
      toast({ title: approve ? 'Listing approved: it is live' : 'Listing rejected', description: listing.title, variant: 'success' });
      setDeciding(null);
      onClose();
      return null;
    } catch (error) {
      return apiError(error, 'Nothing has changed: the decision did not reach the shop. Please try again.').message;
    }
  };

  return (
    <Drawer open={listing !== null} onClose={onClose} label={`Listing ${listing?.title ?? ''}`} surface="dark" width="min(44rem, 100vw)" initialFocusRef={closeRef}>
      <div css={css`display: grid; gap: ${theme.space[5]}; padding: ${theme.space[5]} ${theme.space[5]} ${theme.space[7]}; border-left: 1px solid var(--hairline); min-height: 100%; align-content: start;`}>
        <div css={css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.space[3]};`}>
          <p css={[capsLabel(theme), css`color: var(--accent);`]}>Listing review</p>
          <Button ref={closeRef} variant="ghost" size="sm" onClick={onClose}>
            <CloseIcon size={18} />
            Close
          </Button>
        </div>
        {listing && (
          <>
            <h2 css={css`font-size: ${theme.fontSizes['2xl']}; overflow-wrap: anywhere;`}>{listing.title}</h2>
            <FlagList flags={listing.flags} />
            <dl css={factList(theme)}>
              <dt>Seller</dt>
              <dd>{listing.sellerName}</dd>
              <dt>Asking price</dt>
              <dd>{listing.price.formatted}</dd>
              <dt>Serial number</dt>
              <dd>{listing.serialNumber}</dd>
              {listing.rejectionReason && (
                <>
                  <dt>Rejected because</dt>
                  <dd>{listing.rejectionReason}</dd>
                </>
              )}
            </dl>
            <section aria-label="Photos" css={css`display: grid; gap: ${theme.space[2]}; grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));`}>
              {listing.photos.map((photo) => (
                <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer">
                  <img src={photo.thumbUrl} alt={photo.alt} css={picture} />
                </a>
              ))}
            </section>
            <figure css={css`margin: 0; display: grid; gap: ${theme.space[2]}; max-width: 28rem;`}>
              <a href={listing.proofUrl} target="_blank" rel="noreferrer">
                <img src={listing.proofUrl} alt={`Proof of ownership for ${listing.title}`} data-testid="proof-photo" css={wholePicture} />
              </a>
              <figcaption css={mutedText(theme)}>Proof of ownership: the watch beside a note with the seller's username and the date. Staff only.</figcaption>
            </figure>
            {isReviewable(listing.status) ? (
              <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
                <Button size="sm" variant="secondary" onClick={() => setDeciding('approve')}>
                  Approve
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeciding('reject')}>
                  Reject
                </Button>
              </div>
            ) : (
              <p css={mutedText(theme)}>Only listings pending review can be approved or rejected.</p>
            )}
            {deciding && (
              <ReasonDialog
                title={`${deciding === 'approve' ? 'Approve' : 'Reject'}: ${listing.title}`}
                consequence={deciding === 'approve' ? 'The listing goes live for buyers at once.' : 'The seller sees your reason on their dashboard and is emailed it.'}
                confirmLabel={deciding === 'approve' ? 'Approve' : 'Reject'}
                needsReason={deciding === 'reject'}
                reasonLabel="Reason (the seller reads it)"
                onConfirm={(reason) => confirm(deciding === 'approve', reason)}
                onClose={() => setDeciding(null)}
              />
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}
