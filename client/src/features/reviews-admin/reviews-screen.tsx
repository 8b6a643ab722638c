import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { mutedText } from '../../components/admin/admin-styles';
import { QueueScreen } from '../../components/admin/queue-screen';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { StatusSelect } from '../../components/admin/status-select';
import { Badge, Button } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { StaffSellerReviewFieldsFragment } from '../../gql/graphql';
import { useStaffSellerReviewsQuery } from '../../gql/hooks';
import { Stars } from '../marketplace-reviews/stars';
import { ModerateDialog } from './moderate-dialog';
import { decisionsFor, DECISION_LABELS, QUEUE_FILTERS, queueStatuses, STATUS_LABELS, type QueueFilter } from './rules';
import { formatDateTime } from '../../lib/dates';

const PAGE_SIZE = 25;

type Pending = { review: StaffSellerReviewFieldsFragment; decision: 'PUBLISH' | 'HIDE' };

/** /admin/reviews: buyers' reviews of sellers by status (awaiting moderation first, oldest first), each published or hidden with a reason. */
export function ReviewsScreen() {
  const theme = useTheme();
  const { filter, setFilter, offset, setOffset } = useQueueFilter<QueueFilter>('PENDING');
  const [deciding, setDeciding] = useState<Pending | null>(null);
  const result = useStaffSellerReviewsQuery({ variables: { statuses: queueStatuses(filter), limit: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });

  return (
    <QueueScreen
      id="reviews-heading"
      heading="Moderation queue"
      noun={['review', 'reviews']}
      order="oldest first"
      filtersBeside
      filters={
        <StatusSelect
          value={filter}
          options={QUEUE_FILTERS}
          onChange={setFilter}
        />
      }
      page={result.dataState === 'complete' ? result.data.staffSellerReviews : null}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading reviews…"
      errorText="The reviews could not be loaded."
      empty="No reviews in this state."
      paging={{ offset, limit: PAGE_SIZE, onChange: setOffset, label: 'Review pages' }}
      after={deciding && <ModerateDialog review={deciding.review} decision={deciding.decision} onClose={() => setDeciding(null)} />}
    >
      {(reviews) => (
        <DataTable caption="Reviews of sellers, oldest first" columns={['Review', 'Seller', 'Order', 'Buyer', 'Written', 'Status', 'Moderate']}>
          {reviews.map((review) => (
            <tr key={review.id} data-review-id={review.id}>
              {/* Narrow enough that the Moderate column fits beside the side navigation at 1280 px (issue 37). */}
              <td css={css`min-width: 12rem; max-width: 22rem;`}>
                <Stars rating={review.rating} size={14} />
                <p css={css`margin: ${theme.space[2]} 0 0; overflow-wrap: anywhere; white-space: pre-line;`}>{review.text}</p>
              </td>
              <td>{review.sellerName}</td>
              <td css={css`white-space: nowrap;`}>{review.orderNumber}</td>
              <td css={css`overflow-wrap: anywhere;`}>{review.buyerEmail}</td>
              <td css={css`min-width: 6.5rem;`}>{formatDateTime(review.createdAt)}</td>
              <td>
                <Badge variant={review.status === 'PENDING' ? 'gold' : review.status === 'HIDDEN' ? 'muted' : 'outline'}>{STATUS_LABELS[review.status]}</Badge>
                {review.hiddenReason && <p css={[mutedText(theme), css`margin: ${theme.space[2]} 0 0;`]}>{review.hiddenReason}</p>}
              </td>
              <td>
                <div css={css`display: grid; justify-items: start; gap: ${theme.space[2]};`}>
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
      )}
    </QueueScreen>
  );
}
