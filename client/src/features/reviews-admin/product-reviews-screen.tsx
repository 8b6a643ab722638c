import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { mutedText } from '../../components/admin/admin-styles';
import { QueueScreen } from '../../components/admin/queue-screen';
import { StatusSelect } from '../../components/admin/status-select';
import { useQueueFilter } from '../../components/admin/use-queue-filter';
import { Badge, Button } from '../../components/ui';
import { DataTable } from '../../components/ui/data-table';
import type { StaffProductReviewFieldsFragment } from '../../gql/graphql';
import { useStaffProductReviewsQuery } from '../../gql/hooks';
import { formatDateTime } from '../../lib/dates';
import { Stars } from '../marketplace-reviews/stars';
import { ProductModerateDialog } from './product-moderate-dialog';
import { decisionsFor, DECISION_LABELS, QUEUE_FILTERS, queueStatuses, STATUS_LABELS, type QueueFilter } from './rules';

const PAGE_SIZE = 25;

type Pending = { review: StaffProductReviewFieldsFragment; decision: 'PUBLISH' | 'HIDE' };

/** /admin/reviews, Product reviews tab: customers' reviews of pieces they bought, as the sellers' tab lists those. */
export function ProductReviewsScreen() {
  const theme = useTheme();
  const { filter, setFilter, offset, setOffset } = useQueueFilter<QueueFilter>('PENDING');
  const [deciding, setDeciding] = useState<Pending | null>(null);
  const result = useStaffProductReviewsQuery({ variables: { statuses: queueStatuses(filter), limit: PAGE_SIZE, offset }, fetchPolicy: 'cache-and-network' });

  return (
    <QueueScreen
      id="product-reviews-heading"
      heading="Moderation queue"
      noun={['review', 'reviews']}
      order="oldest first"
      filtersBeside
      filters={<StatusSelect value={filter} options={QUEUE_FILTERS} onChange={setFilter} />}
      page={result.dataState === 'complete' ? result.data.staffProductReviews : null}
      error={result.error}
      onRetry={() => result.refetch()}
      loadingLabel="Loading reviews…"
      errorText="The reviews could not be loaded."
      empty="No reviews in this state."
      paging={{ offset, limit: PAGE_SIZE, onChange: setOffset, label: 'Product review pages' }}
      after={deciding && <ProductModerateDialog review={deciding.review} decision={deciding.decision} onClose={() => setDeciding(null)} />}
    >
      {(reviews) => (
        <DataTable caption="Reviews of pieces, oldest first" columns={['Review', 'Piece', 'Order', 'Customer', 'Written', 'Status', 'Moderate']}>
          {reviews.map((review) => (
            <tr key={review.id} data-review-id={review.id}>
              <td css={css`min-width: 12rem; max-width: 22rem;`}>
                <Stars rating={review.rating} size={14} />
                <p css={css`margin: ${theme.space[2]} 0 0; font-weight: 600; overflow-wrap: anywhere;`}>{review.title}</p>
                <p css={css`margin: ${theme.space[1]} 0 0; overflow-wrap: anywhere; white-space: pre-line;`}>{review.text}</p>
              </td>
              <td css={css`overflow-wrap: anywhere;`}>
                <Link to={`/product/${review.productId}`}>{review.productName}</Link>
              </td>
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
                      <span className="visually-hidden"> the review of {review.productName} on order {review.orderNumber}</span>
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
