import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { mutedText } from '../../components/admin/admin-styles';
import { Badge, Button, DataTable, SelectField } from '../../components/ui';
import type { StaffSellerReviewFieldsFragment } from '../../gql/graphql';
import { useStaffSellerReviewsQuery } from '../../gql/hooks';
import { Stars } from '../marketplace-reviews/stars';
import { ModerateDialog } from './moderate-dialog';
import { decisionsFor, DECISION_LABELS, QUEUE_FILTERS, queueStatuses, STATUS_LABELS, type QueueFilter } from './rules';
import { formatDateTime } from '../../lib/dates';

type Pending = { review: StaffSellerReviewFieldsFragment; decision: 'PUBLISH' | 'HIDE' };

/** /admin/reviews: buyers' reviews of sellers by status (awaiting moderation first, oldest first), each published or hidden with a reason. */
export function ReviewsScreen() {
  const theme = useTheme();
  const [filter, setFilter] = useState<QueueFilter>('PENDING');
  const [deciding, setDeciding] = useState<Pending | null>(null);
  const result = useStaffSellerReviewsQuery({ variables: { statuses: queueStatuses(filter) }, fetchPolicy: 'cache-and-network' });
  const reviews = result.dataState === 'complete' ? result.data.staffSellerReviews : null;

  return (
    <section aria-labelledby="reviews-heading" css={css`display: grid; gap: ${theme.space[5]}; min-width: 0;`}>
      <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[4]}; justify-content: space-between; align-items: end;`}>
        <div css={css`display: grid; gap: ${theme.space[2]};`}>
          <h2 id="reviews-heading" css={css`font-size: ${theme.fontSizes['2xl']};`}>
            Moderation queue
          </h2>
          <p css={mutedText(theme)} aria-live="polite">
            {reviews ? `${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'} · oldest first` : 'Oldest first'}
          </p>
        </div>
        <SelectField label="Status" value={filter} onChange={(event) => setFilter(event.target.value as QueueFilter)} css={css`min-width: 14rem;`}>
          {QUEUE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      {!reviews ? (
        result.error ? <p role="alert">The reviews could not be loaded.</p> : <p role="status">Loading reviews…</p>
      ) : reviews.length === 0 ? (
        <p css={css`padding: ${theme.space[6]} 0; color: var(--fg-muted); border-block: 1px solid var(--hairline); text-align: center;`}>No reviews in this state.</p>
      ) : (
        <div css={css`overflow-x: auto; min-width: 0;`}>
          <DataTable caption="Reviews of sellers, oldest first" columns={['Review', 'Seller', 'Order', 'Buyer', 'Written', 'Status', 'Moderate']}>
            {reviews.map((review) => (
              <tr key={review.id} data-review-id={review.id}>
                <td css={css`min-width: 16rem; max-width: 28rem;`}>
                  <Stars rating={review.rating} size={14} />
                  <p css={css`margin: ${theme.space[2]} 0 0; overflow-wrap: anywhere; white-space: pre-line;`}>{review.text}</p>
                </td>
                <td>{review.sellerName}</td>
                <td css={css`white-space: nowrap;`}>{review.orderNumber}</td>
                <td css={css`overflow-wrap: anywhere;`}>{review.buyerEmail}</td>
                <td css={css`white-space: nowrap;`}>{formatDateTime(review.createdAt)}</td>
                <td>
                  <Badge variant={review.status === 'PENDING' ? 'gold' : review.status === 'HIDDEN' ? 'muted' : 'outline'}>{STATUS_LABELS[review.status]}</Badge>
                  {review.hiddenReason && <p css={[mutedText(theme), css`margin: ${theme.space[2]} 0 0;`]}>{review.hiddenReason}</p>}
                </td>
                <td>
                  <div css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
                    {decisionsFor(review.status).map((decision) => (
                      <Button key={decision} size="sm" variant={decision === 'PUBLISH' ? 'secondary' : 'ghost'} onClick={() => setDeciding({ review, decision })}>
                        {DECISION_LABELS[decision]}
                        <span className="visually-hidden"> the review of {review.sellerName} on order {review.orderNumber}</span>
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      {deciding && <ModerateDialog review={deciding.review} decision={deciding.decision} onClose={() => setDeciding(null)} />}
    </section>
  );
}
